/**
 * What goes wrong reading a disassembly checkout, as a value (STYLE habit 6): which file, and
 * where in it (a byte offset for binary data, a line for source text). The CLI prints it as one
 * line and exits with code 2; the workbench shows it in its error panel with the project intact.
 */
export type ImportErrorCode =
  | 'notADisassembly' // the folder lacks the files every Sonic 1 disassembly has
  | 'missingFile'
  | 'truncatedFile'
  | 'corruptData' // compressed data that does not decompress to what the game expects
  | 'unreadableTable' // a table in the source text the parser cannot read
  | 'unknownAct'
  | 'badRevision';

export interface ImportErrorInfo {
  readonly code: ImportErrorCode;
  /** The file, relative to the disassembly folder. */
  readonly file: string;
  /** 1-based source line, for text. */
  readonly line?: number;
  /** Byte offset, for binary data. */
  readonly offset?: number;
  readonly message: string;
}

export class ImportError extends Error {
  readonly info: ImportErrorInfo;
  constructor(info: ImportErrorInfo) {
    const where = info.line !== undefined ? `:${info.line}` : info.offset !== undefined ? ` at byte ${info.offset}` : '';
    super(`${info.file}${where}: ${info.message}`);
    this.name = 'ImportError';
    this.info = info;
  }
}

export function importError(code: ImportErrorCode, file: string, message: string, where: { line?: number; offset?: number } = {}): ImportError {
  return new ImportError({ code, file, message, ...where });
}
