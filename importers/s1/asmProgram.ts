/**
 * Just enough of the AS assembler to read Sonic 1's data tables out of the disassembly's source
 * text: statements with their labels, `include` followed through the checkout, `if`/`else`/
 * `endif` resolved against `Revision` (and the other symbols the source assigns), macro and
 * `rept` bodies skipped, and the bytes behind a label (`binclude`d files and `dc.b/w/l` data).
 *
 * It does not assemble code, compute addresses or expand macros: tables that hold label
 * differences (`dc.w Level_GHZ1-Level_Index`) are read symbolically, as the label they name.
 * Every statement keeps its file and line, so a table the importer cannot read is reported
 * there (ImportError `unreadableTable`).
 */
import type { DisasmSource } from './disasmSource.ts';
import { ImportError, importError } from './importError.ts';
import { MAX_SOURCE_LINES, grouped } from './importLimits.ts';

export interface AsmStatement {
  readonly file: string;
  readonly line: number;
  /** The label defined on this line, if any (local `.labels` are dropped). */
  readonly label?: string;
  /** Lower-case directive or mnemonic (`dc.w`, `binclude`, `even`, `lhead`...); '' for a bare label. */
  readonly op: string;
  /** Operands, split at top-level commas, trimmed. */
  readonly args: readonly string[];
}

export class AsmProgram {
  readonly statements: AsmStatement[] = [];
  /** Included files the checkout does not have (art and sound are often left out). */
  readonly missingIncludes: { file: string; from: string; line: number }[] = [];
  private readonly labels = new Map<string, number>();
  /**
   * Local labels (`.ring:`), which AS scopes to the global label before them, keyed
   * `Global.local` (`Ani_Ring.ring`): the index of the statement each marks. Kept apart from
   * `labels`, so a table read up to the next label still reads across them as before.
   */
  readonly localLabels = new Map<string, number>();
  /** The global label local labels are scoped to, while reading. */
  private scope = '';
  private readonly symbols = new Map<string, number>();
  /** Source lines parsed so far, each include counted again (MAX_SOURCE_LINES). */
  private lines = 0;

  /**
   * Reads `root` (normally `sonic.asm`) and everything it includes. `overrides` replaces
   * symbol assignments in the source (`{ Revision: 0 }` builds REV00).
   */
  constructor(
    private readonly source: DisasmSource,
    root: string,
    private readonly overrides: ReadonlyMap<string, number> = new Map(),
  ) {
    for (const [k, v] of overrides) this.symbols.set(k, v);
    const text = source.read(root);
    if (text === null) throw importError('notADisassembly', root, `not found in ${source.name}: is this a Sonic 1 disassembly checkout?`);
    this.readFile(root, text, 0);
  }

  /** A symbol's value as the source assigns it (`Revision = 1`, `id_LZ equ 1`), or undefined. */
  symbol(name: string): number | undefined {
    return this.symbols.get(name);
  }

  /**
   * Index of the statement that defines `label`. When absent: a `missingFile` error naming the
   * first included source file the checkout lacks (beyond the sprite mappings and sound that
   * trimmed checkouts leave out), since that is where the label would have come from; else an
   * `unreadableTable` error naming `where`.
   */
  labelIndex(label: string, where: string): number {
    const i = this.labels.get(label);
    if (i === undefined) {
      const lacking = this.missingIncludes.find((m) => !LEFT_OUT_INCLUDES.test(m.file));
      if (lacking !== undefined) {
        throw importError('missingFile', lacking.file, `missing (included at ${lacking.from}:${lacking.line}), so the source defines no label ${label}`);
      }
      throw importError('unreadableTable', where, `label ${label} is not defined in the source`);
    }
    return i;
  }

  hasLabel(label: string): boolean {
    return this.labels.has(label);
  }

  /**
   * The data statements from `label` up to the next label: what a table reader walks. Macro
   * calls that emit nothing we read (`zonewarning`) are skipped.
   */
  rowsAt(label: string, where: string): AsmStatement[] {
    const start = this.labelIndex(label, where);
    const rows: AsmStatement[] = [];
    for (let i = start; i < this.statements.length; i++) {
      const st = this.statements[i];
      if (i > start && st.label !== undefined) break;
      if (st.op === '' || st.op === 'zonewarning' || st.op === 'even') continue;
      rows.push(st);
    }
    return rows;
  }

  /**
   * The bytes the assembler would emit from `label` on, until the next label or a statement
   * that is not data: `binclude`d files, `dc.b/w/l` with numeric operands, `even` padding.
   */
  bytesAt(label: string, where: string): { bytes: Uint8Array; file: string } {
    const start = this.labelIndex(label, where);
    const parts: number[] = [];
    let chunks: Uint8Array[] = [];
    let file = this.statements[start].file;
    let length = 0;
    const flush = (): void => {
      if (parts.length > 0) {
        chunks.push(Uint8Array.from(parts));
        length += parts.length;
        parts.length = 0;
      }
    };
    for (let i = start; i < this.statements.length; i++) {
      const st = this.statements[i];
      if (i > start && st.label !== undefined) break;
      if (st.op === '') continue;
      if (st.op === 'binclude') {
        flush();
        const path = unquote(st.args[0] ?? '');
        const data = this.readFor(st, path);
        if (data === null) throw importError('missingFile', path, `missing (binclude at ${st.file}:${st.line})`);
        if (chunks.length === 0) file = path;
        chunks.push(data);
        length += data.length;
      } else if (st.op === 'dc.b' || st.op === 'dc.w' || st.op === 'dc.l') {
        const size = st.op === 'dc.b' ? 1 : st.op === 'dc.w' ? 2 : 4;
        for (const a of st.args) {
          const v = this.evaluate(a);
          if (v === undefined) throw importError('unreadableTable', st.file, `cannot evaluate ${JSON.stringify(a)} in ${label}`, { line: st.line });
          for (let k = size - 1; k >= 0; k--) parts.push((v >>> (8 * k)) & 0xff);
        }
      } else if (st.op === 'even') {
        if ((length + parts.length) & 1) parts.push(0);
      } else if (st.op === 'zonewarning') {
        continue;
      } else break;
    }
    flush();
    if (chunks.length === 1) return { bytes: chunks[0], file };
    const out = new Uint8Array(length);
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.length;
    }
    chunks = [];
    return { bytes: out, file };
  }

  /**
   * The ROM bytes from `label` on, crossing later labels, until `length` bytes are known: what
   * a routine that reads past the end of its table gets. Stops early at a statement that is not
   * data or at a `binclude` the checkout lacks; `complete` says whether `length` was reached.
   */
  romBytesFrom(label: string, length: number, where: string): { bytes: Uint8Array; complete: boolean; stoppedAt?: string } {
    const start = this.labelIndex(label, where);
    const out = new Uint8Array(length);
    let at = 0;
    const push = (b: number): boolean => {
      if (at < length) out[at++] = b;
      return at >= length;
    };
    for (let i = start; i < this.statements.length && at < length; i++) {
      const st = this.statements[i];
      if (st.op === '' || st.op === 'zonewarning') continue;
      if (st.op === 'binclude') {
        const path = unquote(st.args[0] ?? '');
        const data = this.readFor(st, path);
        if (data === null) return { bytes: out.subarray(0, at), complete: false, stoppedAt: `${path} (binclude at ${st.file}:${st.line}, not in the checkout)` };
        for (const b of data) if (push(b)) break;
      } else if (st.op === 'dc.b' || st.op === 'dc.w' || st.op === 'dc.l') {
        const size = st.op === 'dc.b' ? 1 : st.op === 'dc.w' ? 2 : 4;
        for (const a of st.args) {
          const v = this.evaluate(a);
          if (v === undefined) return { bytes: out.subarray(0, at), complete: false, stoppedAt: `${st.file}:${st.line}` };
          for (let k = size - 1; k >= 0; k--) push((v >>> (8 * k)) & 0xff);
        }
      } else if (st.op === 'even') {
        if (at & 1) push(0);
      } else return { bytes: out.subarray(0, at), complete: false, stoppedAt: `${st.file}:${st.line} (${st.op})` };
    }
    return { bytes: out.subarray(0, at), complete: at >= length };
  }

  /** Evaluates an operand: numbers ($hex, %binary, decimal), assigned symbols, + - * / & | << >> and comparisons. */
  evaluate(expr: string): number | undefined {
    return evaluateExpression(expr, (name) => this.symbols.get(name));
  }

  /**
   * The file a statement names (`include`, `binclude`): a refusal of the file itself (too
   * large, not a file, outside the checkout, too much work) is reported at the statement, with
   * the file it names, so the line that led there is in the message.
   */
  private readFor(st: { file: string; line: number; op: string }, path: string): Uint8Array | null {
    try {
      return this.source.read(path);
    } catch (e) {
      if (!(e instanceof ImportError) || e.info.line !== undefined) throw e;
      const named = e.info.file === path ? '' : ` (${e.info.file})`;
      throw importError(e.info.code, st.file, `${st.op} "${path}"${named}: ${e.info.message}`, { line: st.line });
    }
  }

  private readFile(path: string, data: Uint8Array, depth: number): void {
    if (depth > 32) throw importError('unreadableTable', path, 'includes nest deeper than 32 files');
    // A lone CR ends a line too, as in editors (classic Mac line ends): inside a statement it
    // would otherwise be a character no pattern of the line expects.
    const lines = new TextDecoder('latin1').decode(data).split(/\r\n|\r|\n/);
    this.lines += lines.length;
    if (this.lines > MAX_SOURCE_LINES) {
      throw importError('tooMuchWork', path, `brings the source lines parsed to ${grouped(this.lines)}, past the limit of ${grouped(MAX_SOURCE_LINES)} for one checkout (includes that include each other over and over?)`);
    }
    // Conditional stack: whether each open `if` level emits, and whether a branch was taken.
    const conds: { emitting: boolean; taken: boolean; outer: boolean }[] = [];
    let skipBlock = 0; // inside a macro definition or rept body
    const emitting = (): boolean => conds.length === 0 || conds[conds.length - 1].emitting;
    for (let n = 0; n < lines.length; n++) {
      const lineNo = n + 1;
      const { label, op, rest, local } = splitLine(lines[n]);
      if (skipBlock > 0) {
        if (op === 'endm') skipBlock--;
        else if (BLOCK_OPENERS.has(op)) skipBlock++;
        continue;
      }
      if (op === 'if') {
        const outer = emitting();
        const v = outer ? this.evaluate(rest) : 0;
        const take = outer && v !== undefined && v !== 0;
        conds.push({ emitting: take, taken: take, outer });
        if (label !== undefined && outer) this.define(label, path, lineNo);
        continue;
      }
      if (op === 'elseif') {
        const c = conds[conds.length - 1];
        if (c === undefined) throw importError('unreadableTable', path, 'elseif without if', { line: lineNo });
        const v = c.outer && !c.taken ? this.evaluate(rest) : 0;
        c.emitting = c.outer && !c.taken && v !== undefined && v !== 0;
        c.taken ||= c.emitting;
        continue;
      }
      if (op === 'else') {
        const c = conds[conds.length - 1];
        if (c === undefined) throw importError('unreadableTable', path, 'else without if', { line: lineNo });
        c.emitting = c.outer && !c.taken;
        c.taken = true;
        continue;
      }
      if (op === 'endif') {
        if (conds.pop() === undefined) throw importError('unreadableTable', path, 'endif without if', { line: lineNo });
        continue;
      }
      if (!emitting()) continue;
      if (op === 'macro') {
        skipBlock = 1;
        continue;
      }
      if (BLOCK_OPENERS.has(op)) {
        skipBlock = 1;
        continue;
      }
      if (op === '=' || op === 'equ' || op === 'set') {
        if (label !== undefined && !this.overrides.has(label)) {
          const v = this.evaluate(rest);
          if (v !== undefined) this.symbols.set(label, v);
        }
        continue;
      }
      if (label !== undefined) this.define(label, path, lineNo);
      if (local !== undefined && this.scope !== '' && !this.localLabels.has(this.scope + local)) this.localLabels.set(this.scope + local, this.statements.length);
      if (op === 'include') {
        const inc = unquote(rest);
        const incData = this.readFor({ file: path, line: lineNo, op }, inc);
        if (incData === null) this.missingIncludes.push({ file: inc, from: path, line: lineNo });
        else this.readFile(inc, incData, depth + 1);
        continue;
      }
      if (op !== '') this.statements.push({ file: path, line: lineNo, op, args: splitArgs(rest) });
    }
    if (conds.length > 0) throw importError('unreadableTable', path, `${conds.length} if block(s) never closed with endif`, { line: lines.length });
  }

  private define(label: string, file: string, line: number): void {
    this.scope = label;
    if (!this.labels.has(label)) this.labels.set(label, this.statements.length);
    this.statements.push({ file, line, label, op: '', args: [] });
  }
}

/**
 * Included files a checkout may lack without harm to the importer: sprite mappings and the
 * sound driver (the shared test checkout has neither). No table the importer reads is in them.
 */
const LEFT_OUT_INCLUDES = /^(?:_maps|sound)\/|sounddriver\.asm$/i;

/** Directives whose body runs up to `endm`: skipped (no table we read is built by them). */
const BLOCK_OPENERS: ReadonlySet<string> = new Set(['macro', 'rept', 'while', 'irp', 'irpc']);

/**
 * Splits one source line into its label, operation and operand text, without the comment.
 * `Label:  op args`, `Name = value`, `Name equ value`, `  op args`.
 */
export function splitLine(raw: string): { label?: string; op: string; rest: string; local?: string } {
  const line = stripComment(raw);
  if (line.trim() === '') return BLANK_LINE;
  let label: string | undefined;
  let local: string | undefined;
  let body = line;
  const labelMatch = /^([A-Za-z_.@][\w.@]*):/.exec(line);
  if (labelMatch) {
    label = labelMatch[1].startsWith('.') ? undefined : labelMatch[1];
    if (label === undefined) local = labelMatch[1];
    body = line.slice(labelMatch[0].length);
  } else if (/^[A-Za-z_]/.test(line)) {
    // A name in column 0 without a colon: an assignment or a macro definition.
    const m = /^([A-Za-z_][\w.]*)\s*(=|\s(?:equ|set|macro)\b)\s*([\s\S]*)$/i.exec(line);
    if (m) {
      const kind = m[2].trim().toLowerCase();
      return { label: m[1], op: kind === '=' ? '=' : kind, rest: m[3].trim() };
    }
  }
  const t = body.trim();
  if (t === '') return { label, op: '', rest: '', ...(local !== undefined ? { local } : {}) };
  // [\s\S], not `.`: `.` stops at line terminators (U+2028 can reach here), and a failed match
  // was a crash. `t` is trimmed and not empty, so this always matches.
  const m = /^(\S+)\s*([\s\S]*)$/.exec(t);
  if (m === null) return { label, op: '', rest: '' };
  let op = m[1].toLowerCase();
  let rest = m[2].trim();
  // `label equ value` written with a colon, `label: macro`.
  if (op === '=' || op === 'equ' || op === 'set') return { label, op, rest };
  if (op.startsWith('=')) {
    rest = op.slice(1) + ' ' + rest;
    op = '=';
  }
  return { label, op, rest, ...(local !== undefined ? { local } : {}) };
}

/** What a blank or comment-only line splits into (a third of the source): one shared value. */
const BLANK_LINE: { label?: string; op: string; rest: string } = Object.freeze({ op: '', rest: '' });

function stripComment(line: string): string {
  // Most lines have no quote before their comment: cut there without walking the characters.
  const semi = line.indexOf(';');
  if (semi < 0 && line.indexOf('"') < 0 && line.indexOf("'") < 0) return line;
  const dq = line.indexOf('"');
  const sq = line.indexOf("'");
  if (semi >= 0 && (dq < 0 || dq > semi) && (sq < 0 || sq > semi)) return line.slice(0, semi);
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === ';') return line.slice(0, i);
  }
  return line;
}

function splitArgs(rest: string): string[] {
  if (rest.trim() === '') return [];
  const out: string[] = [];
  let depth = 0;
  let quote = '';
  let cur = '';
  for (const c of rest) {
    if (quote !== '') {
      if (c === quote) quote = '';
      cur += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      cur += c;
    } else if (c === '(') {
      depth++;
      cur += c;
    } else if (c === ')') {
      depth--;
      cur += c;
    } else if (c === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  out.push(cur.trim());
  return out;
}

export function unquote(s: string): string {
  const t = s.trim();
  return (t.startsWith('"') && t.endsWith('"')) || (t.startsWith("'") && t.endsWith("'")) ? t.slice(1, -1) : t;
}

/**
 * A small expression evaluator for the conditionals and data the tables use. Returns undefined
 * when the expression names a symbol the source never assigned (an address, say).
 */
export function evaluateExpression(expr: string, lookup: (name: string) => number | undefined): number | undefined {
  const tokens = tokenize(expr);
  if (tokens === undefined) return undefined;
  let i = 0;
  let unknown = false;
  // Nesting (parentheses, unary signs) recurses: a hostile `((((…` would overflow the stack.
  let depth = 0;
  const peek = (): string | undefined => tokens[i];
  const BINARY: readonly (readonly string[])[] = [
    ['||'],
    ['&&'],
    ['|'],
    ['^'],
    ['&'],
    ['=', '==', '<>', '!='],
    ['<', '>', '<=', '>='],
    ['<<', '>>'],
    ['+', '-'],
    ['*', '/', '%'],
  ];
  const parseLevel = (level: number): number => {
    if (level === BINARY.length) return parseUnary();
    let left = parseLevel(level + 1);
    for (;;) {
      const op = peek();
      if (op === undefined || !BINARY[level].includes(op)) return left;
      i++;
      const right = parseLevel(level + 1);
      left = apply(op, left, right);
    }
  };
  const parseUnary = (): number => {
    if (++depth > MAX_EXPRESSION_DEPTH) {
      unknown = true;
      i = tokens.length;
      return 0;
    }
    try {
      return parseOperand();
    } finally {
      depth--;
    }
  };
  const parseOperand = (): number => {
    const t = tokens[i++];
    if (t === '-') return -parseUnary() | 0;
    if (t === '~') return ~parseUnary();
    if (t === '!') return parseUnary() === 0 ? 1 : 0;
    if (t === '(') {
      const v = parseLevel(0);
      if (tokens[i++] !== ')') unknown = true;
      return v;
    }
    if (t === undefined) {
      unknown = true;
      return 0;
    }
    const num = parseNumber(t);
    if (num !== undefined) return num;
    const v = lookup(t);
    if (v === undefined) {
      unknown = true;
      return 0;
    }
    return v;
  };
  const v = parseLevel(0);
  if (unknown || i !== tokens.length) return undefined;
  return v;
}

/** Nesting an expression may have; the source's deepest is a handful. */
const MAX_EXPRESSION_DEPTH = 100;

function apply(op: string, a: number, b: number): number {
  switch (op) {
    case '||': return a !== 0 || b !== 0 ? 1 : 0;
    case '&&': return a !== 0 && b !== 0 ? 1 : 0;
    case '|': return a | b;
    case '^': return a ^ b;
    case '&': return a & b;
    case '=': case '==': return a === b ? 1 : 0;
    case '<>': case '!=': return a !== b ? 1 : 0;
    case '<': return a < b ? 1 : 0;
    case '>': return a > b ? 1 : 0;
    case '<=': return a <= b ? 1 : 0;
    case '>=': return a >= b ? 1 : 0;
    case '<<': return a << b;
    case '>>': return a >> b;
    case '+': return (a + b) | 0;
    case '-': return (a - b) | 0;
    case '*': return Math.imul(a, b);
    case '/': return b === 0 ? 0 : (a / b) | 0;
    case '%': return b === 0 ? 0 : a % b;
  }
  return 0;
}

function parseNumber(t: string): number | undefined {
  if (/^\$[0-9a-f]+$/i.test(t)) return parseInt(t.slice(1), 16) | 0;
  if (/^%[01]+$/.test(t)) return parseInt(t.slice(1), 2) | 0;
  if (/^0x[0-9a-f]+$/i.test(t)) return parseInt(t.slice(2), 16) | 0;
  if (/^[0-9]+$/.test(t)) return parseInt(t, 10) | 0;
  if (/^'.'$/.test(t)) return t.charCodeAt(1);
  return undefined;
}

function tokenize(expr: string): string[] | undefined {
  const out: string[] = [];
  const re = /\s*(\$[0-9A-Fa-f]+|%[01]+|0x[0-9A-Fa-f]+|[0-9]+|'.'|[A-Za-z_.@][\w.@]*|<<|>>|<=|>=|<>|==|!=|&&|\|\||[-+*/%&|^~!()<>=])/y;
  const trailing = /\s*$/y;
  let at = 0;
  while (at < expr.length) {
    // Only whitespace left (sticky: no copy of the rest per token, which was quadratic).
    trailing.lastIndex = at;
    if (trailing.test(expr)) break;
    re.lastIndex = at;
    const m = re.exec(expr);
    if (!m) return undefined;
    out.push(m[1]);
    at = re.lastIndex;
  }
  return out;
}
