/**
 * What goes wrong reading a disassembly checkout, as a value (STYLE habit 6): which file, and
 * where in it (a byte offset for binary data, a line for source text). The CLI prints it as one
 * line and exits with code 2; the workbench shows it in its error panel with the project intact.
 */
import { visibleText } from '../../engine/level/visibleText.ts';

export type ImportErrorCode =
  | 'notADisassembly' // the folder lacks the files every Sonic 1 disassembly has
  | 'missingFile'
  | 'truncatedFile'
  | 'corruptData' // compressed data that does not decompress to what the game expects
  | 'unreadableTable' // a table in the source text the parser cannot read
  | 'unknownAct'
  | 'badRevision'
  | 'fileTooLarge' // a file past MAX_CHECKOUT_FILE_BYTES (importLimits.ts)
  | 'notAFile' // a folder, a FIFO, a device, a socket, or a symlink that loops
  | 'outsideCheckout' // a path (or a symlink's target) outside the checkout's folder
  | 'tooMuchWork' // past the reads, bytes or source lines one checkout may take
  | 'unreadableFile' // there, but the system refuses to read it (permissions, I/O error)
  | 'importFailed'; // the importer's safety net: an exception it did not expect (a bug)

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
    // Shown escaped: names from the checkout's text can hold controls (NEL, a lone CR).
    const shown = { ...info, message: visibleText(info.message) };
    super(visibleText(`${info.file}${where}: `) + shown.message);
    this.name = 'ImportError';
    this.info = shown;
  }
}

export function importError(code: ImportErrorCode, file: string, message: string, where: { line?: number; offset?: number } = {}): ImportError {
  return new ImportError({ code, file, message, ...where });
}
