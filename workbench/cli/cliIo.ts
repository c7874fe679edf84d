/** Where a command writes: stdout lines and stderr lines (captured in tests). */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}
