/**
 * A user-facing CLI failure: printed as one line on stderr, exit code 2 (CONTRACTS §5).
 * `where` names the file and the position in it (line, JSON path, byte offset).
 */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
