/**
 * What a script's worker may say to the engine worker's script host, and what it hears back: a
 * closed set of typed requests, each checked field by field before anything acts on it. The host
 * treats the port as untrusted — a script that got hold of it (or any code that did) can send
 * only these requests with these argument types and sizes; anything else is refused as data, so
 * nothing a message holds is ever looked up as a path, called, or merged into an object.
 *
 *   request  { id, op, ...args }         id: a whole number 0..2^31-1 the reply carries back
 *   reply    { id, ok: true, value } | { id, ok: false, error }
 */
import type { DrawCommand } from '../view/drawScriptOverlay.ts';
import { SCRIPT_LIMITS } from './scriptLimits.ts';

export type ScriptRequest =
  | { readonly id: number; readonly op: 'frame' | 'length' | 'state' | 'hits' }
  | { readonly id: number; readonly op: 'step'; readonly n: number }
  | { readonly id: number; readonly op: 'seek' | 'input'; readonly frame: number }
  | { readonly id: number; readonly op: 'setInput'; readonly frame: number; readonly buttons: string }
  | { readonly id: number; readonly op: 'branch'; readonly name: string }
  | { readonly id: number; readonly op: 'draw'; readonly commands: readonly DrawCommand[] };

export type ScriptOp = ScriptRequest['op'];

export type ScriptReplyMessage =
  | { readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** A refused request: its id when it had a readable one (so the caller hears why), and why. */
export interface RequestRefusal {
  readonly id: number | null;
  readonly error: string;
}

const NO_ARGS: ReadonlySet<string> = new Set(['frame', 'length', 'state', 'hits']);
const MAX_ID = 0x7fffffff;
/** The largest frame number a request may name (the movie format's own limit is below it). */
const MAX_FRAME = 0x7fffffff;

type Fields = Readonly<Record<string, unknown>>;

/** A plain object's own field, never one from its prototype chain. */
function own(o: Fields, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined;
}

function isPlainObject(v: unknown): v is Fields {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function wholeNumber(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

function boundedString(v: unknown, max: number): v is string {
  return typeof v === 'string' && v.length <= max;
}

/** A finite number within what a view in world pixels can mean. */
function coordinate(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= SCRIPT_LIMITS.drawCoordinate;
}

function drawCommand(v: unknown): DrawCommand | string {
  if (!isPlainObject(v)) return 'not an object';
  const kind = own(v, 'kind');
  const colour = own(v, 'colour');
  if (!boundedString(colour, SCRIPT_LIMITS.colourChars)) return `colour must be a string of at most ${SCRIPT_LIMITS.colourChars} characters`;
  const nums = (names: readonly string[]): number[] | string => {
    const out: number[] = [];
    for (const n of names) {
      const x = own(v, n);
      if (!coordinate(x)) return `${n} must be a finite number within ±${SCRIPT_LIMITS.drawCoordinate}`;
      out.push(x);
    }
    return out;
  };
  if (kind === 'rect') {
    const n = nums(['x', 'y', 'w', 'h']);
    return typeof n === 'string' ? n : { kind, x: n[0], y: n[1], w: n[2], h: n[3], colour };
  }
  if (kind === 'line') {
    const n = nums(['x1', 'y1', 'x2', 'y2']);
    return typeof n === 'string' ? n : { kind, x1: n[0], y1: n[1], x2: n[2], y2: n[3], colour };
  }
  if (kind === 'text') {
    const n = nums(['x', 'y']);
    const text = own(v, 'text');
    if (typeof n === 'string') return n;
    if (!boundedString(text, SCRIPT_LIMITS.drawTextChars)) return `text must be a string of at most ${SCRIPT_LIMITS.drawTextChars} characters`;
    return { kind, x: n[0], y: n[1], text, colour };
  }
  return 'kind must be rect, line or text';
}

/**
 * The request `data` is, rebuilt from its checked fields only (so nothing else it carried, such
 * as a `__proto__` key or extra fields, travels on), or why it is refused.
 */
export function parseScriptRequest(data: unknown): { readonly ok: true; readonly value: ScriptRequest } | { readonly ok: false; readonly refusal: RequestRefusal } {
  const refuse = (id: number | null, error: string) => ({ ok: false as const, refusal: { id, error } });
  if (!isPlainObject(data)) return refuse(null, 'a request is an object { id, op, ... }');
  const rawId = own(data, 'id');
  const id = wholeNumber(rawId, 0, MAX_ID) ? rawId : null;
  if (id === null) return refuse(null, 'a request needs an id: a whole number 0..2147483647');
  const op = own(data, 'op');
  if (typeof op !== 'string') return refuse(id, 'a request needs an op');
  if (NO_ARGS.has(op)) return { ok: true, value: { id, op: op as 'frame' | 'length' | 'state' | 'hits' } };
  switch (op) {
    case 'step': {
      const n = own(data, 'n');
      if (!wholeNumber(n, 1, MAX_FRAME)) return refuse(id, `step(${String(n)}): n must be a whole number of frames, at least 1`);
      return { ok: true, value: { id, op, n } };
    }
    case 'seek':
    case 'input': {
      const frame = own(data, 'frame');
      if (!wholeNumber(frame, 0, MAX_FRAME)) return refuse(id, `${op}(${String(frame)}): not a frame number`);
      return { ok: true, value: { id, op, frame } };
    }
    case 'setInput': {
      const frame = own(data, 'frame');
      const buttons = own(data, 'buttons');
      if (!wholeNumber(frame, 0, MAX_FRAME)) return refuse(id, `setInput(${String(frame)}): not a frame number`);
      if (!boundedString(buttons, SCRIPT_LIMITS.buttonChars)) return refuse(id, `setInput(${frame}): buttons must be a string of at most ${SCRIPT_LIMITS.buttonChars} characters`);
      return { ok: true, value: { id, op, frame, buttons } };
    }
    case 'branch': {
      const name = own(data, 'name');
      if (!boundedString(name, SCRIPT_LIMITS.branchNameChars)) return refuse(id, `branch(): the name must be a string of at most ${SCRIPT_LIMITS.branchNameChars} characters`);
      return { ok: true, value: { id, op, name } };
    }
    case 'draw': {
      const commands = own(data, 'commands');
      if (!Array.isArray(commands)) return refuse(id, 'draw: commands must be an array');
      if (commands.length > SCRIPT_LIMITS.drawings) return refuse(id, `draw: at most ${SCRIPT_LIMITS.drawings} drawings at once`);
      const out: DrawCommand[] = [];
      for (let i = 0; i < commands.length; i++) {
        const c = drawCommand(commands[i]);
        if (typeof c === 'string') return refuse(id, `draw: drawing ${i}: ${c}`);
        out.push(c);
      }
      return { ok: true, value: { id, op, commands: out } };
    }
    default:
      return refuse(id, `no such request: ${JSON.stringify(op.slice(0, 40))}`);
  }
}
