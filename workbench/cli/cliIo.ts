/** Where a command writes: stdout lines and stderr lines (captured in tests). */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /**
   * Resolves once every line written so far has been taken by stdout (its write callbacks
   * ran): a command printing millions of lines awaits it now and then, so a slow reader
   * holds the writer back instead of the lines piling up in memory. main() awaits it before
   * the exit code is set. Absent where lines are captured (tests).
   */
  flush?(): Promise<void>;
}
