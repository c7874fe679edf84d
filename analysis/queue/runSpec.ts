/**
 * A run on the queue, as it is kept in Redis: what it sweeps or searches (the level by
 * reference, the options, the seed), how it is cut into jobs, and what a job gives back. All of
 * it is JSON: a run outlives the coordinator that started it and is read by workers on other
 * machines, which rebuild the level from the reference and check its hash.
 *
 * A sweep's jobs are runs of cells of one detector, in the order the local sweep searches them
 * (detector by detector, cells in order); a search's jobs are its restarts (one seed each).
 * Results are put together by job index, never by arrival, so the report is the local one.
 */
import { createHash } from 'node:crypto';
import type { Budget } from '../search/control.ts';
import type { Objective, SearchPlayer } from '../search/problem.ts';
import type { Algorithm } from '../search/runSearch.ts';
import type { SweepSpec } from '../search/sweep.ts';
import type { WorldOptions } from '../../engine/world/world.ts';

export const QUEUE_RUN_FORMAT = 'subpixel-queue-run/1';

/**
 * The level a run plays on, as a worker rebuilds it. A level file travels whole (its text is
 * small and the worker's machine need not have the file); a real act is rebuilt from the
 * worker's own checkout of the disassembly, and its content hash must match.
 */
export type RunLevelRef =
  | { readonly kind: 'builtin'; readonly name: string; readonly hash: number }
  | { readonly kind: 'file'; readonly path: string; readonly hash: number; readonly text: string }
  | { readonly kind: 's1'; readonly act: string; readonly revision: 0 | 1; readonly objects: boolean; readonly hash: number; readonly disasm: string }
  | { readonly kind: 's2'; readonly act: string; readonly hash: number; readonly disasm: string };

/** An Algorithm as JSON: the genetic search's endless generations (Infinity) as null. */
export type AlgorithmJson =
  | { readonly kind: 'bfs' }
  | { readonly kind: 'beam'; readonly width: number }
  | { readonly kind: 'genetic'; readonly population: number; readonly elites: number; readonly generations: number | null; readonly reuseSavestates?: boolean };

export function algorithmToJson(a: Algorithm): AlgorithmJson {
  if (a.kind !== 'genetic') return a;
  return { ...a, generations: Number.isFinite(a.generations) ? a.generations : null };
}

export function algorithmFromJson(a: AlgorithmJson): Algorithm {
  if (a.kind !== 'genetic') return a;
  return { ...a, generations: a.generations === null ? Infinity : a.generations };
}

/** A sweep's spec (analysis/search/sweep.ts) as Redis keeps it: the level by reference, the algorithm as JSON. */
export interface SweepRunSpec extends Omit<SweepSpec, 'level' | 'algorithm'> {
  readonly format: typeof QUEUE_RUN_FORMAT;
  readonly kind: 'sweep';
  readonly level: RunLevelRef;
  readonly algorithm: AlgorithmJson;
  readonly seed: number;
  /** Cells per job (the last job of each detector may have fewer). */
  readonly cellsPerJob: number;
}

export interface SearchRunSpec {
  readonly format: typeof QUEUE_RUN_FORMAT;
  readonly kind: 'search';
  readonly level: RunLevelRef;
  readonly world: WorldOptions;
  readonly alphabet: readonly number[];
  readonly granularity: number;
  readonly horizon: number;
  readonly objective: Objective;
  /** The start movie's input words (both pads), little-endian 16-bit, base64. */
  readonly prefix: string;
  /** The savestate the prefix plays from (int32 little-endian, base64), or null: the level start. */
  readonly savestate: string | null;
  readonly player: SearchPlayer;
  readonly algorithm: AlgorithmJson;
  readonly budget: Budget;
  readonly seed: number;
  /** Independent searches, restart i with seed + i; the best is the answer. */
  readonly restarts: number;
}

export type QueueRunSpec = SweepRunSpec | SearchRunSpec;

/** What a job is handed: the run's id (a run removed and started again under its name is another run) and its part. */
export type JobData =
  | { readonly run: string; readonly index: number; readonly detector: string; readonly from: number; readonly count: number }
  | { readonly run: string; readonly index: number; readonly restart: number };

export interface SweepJob {
  readonly index: number;
  readonly detector: string;
  /** The first cell (an index into the spec's cells) and how many. */
  readonly from: number;
  readonly count: number;
}

/** The jobs of a sweep, in the local sweep's order: detector by detector, cells in order. */
export function sweepJobs(spec: Pick<SweepRunSpec, 'cells' | 'detectors' | 'cellsPerJob'>): SweepJob[] {
  const jobs: SweepJob[] = [];
  const per = Math.max(1, spec.cellsPerJob);
  for (const detector of spec.detectors) {
    for (let from = 0; from < spec.cells.length; from += per) jobs.push({ index: jobs.length, detector, from, count: Math.min(per, spec.cells.length - from) });
  }
  return jobs;
}

/** How many jobs a run has. */
export function jobCount(spec: QueueRunSpec): number {
  return spec.kind === 'sweep' ? sweepJobs(spec).length : spec.restarts;
}

/** A job's id in BullMQ: not an integer string (BullMQ refuses those) and without ':'. */
export function jobId(index: number): string {
  return `j${index}`;
}

export function jobIndexOf(id: string): number {
  const m = /^j(\d+)$/.exec(id);
  return m === null ? -1 : Number(m[1]);
}

/** One cell's glitch, found by a sweep job: the cell's place in the job, and the movie as .spx text. */
export interface JobHit {
  readonly k: number;
  readonly frame: number;
  readonly message: string;
  readonly spx: string;
}

/** A cell whose search threw: it fails alone, its error kept for the report. */
export interface JobCellError {
  readonly k: number;
  readonly error: string;
}

export interface SweepJobResult {
  readonly hits: readonly JobHit[];
  readonly errors: readonly JobCellError[];
  /** Milliseconds the job took on its worker (figures only). */
  readonly ms: number;
}

/** One search's result as the command prints it (searchOutcome.ts), and its movie as .spx text. */
export interface SearchOutcome {
  readonly found: boolean;
  readonly score: number;
  /** From the search start (the command adds the start movie's frames). */
  readonly doneFrame: number;
  readonly message: string;
  /** The driven player's buttons per frame from the search start. */
  readonly inputs: readonly string[];
  readonly framesSimulated: number;
  readonly states: number;
  readonly seconds: number;
  readonly stopReason: string;
  readonly verified: boolean;
  readonly spx: string | null;
}

export interface SearchJobResult {
  readonly outcome: SearchOutcome;
  readonly ms: number;
}

/** A finished job: its result, or why it failed (after its attempts). */
export type JobOutcome<R> = { readonly ok: true; readonly value: R } | { readonly ok: false; readonly error: string };

/** The run's identity: the same options give the same name, so running the command again resumes it. */
export function specHash(spec: QueueRunSpec): string {
  return createHash('sha256').update(JSON.stringify(spec)).digest('hex');
}

/** The name a run gets without --name: its kind and the start of its spec's hash. */
export function defaultRunName(spec: QueueRunSpec): string {
  return `${spec.kind}-${specHash(spec).slice(0, 12)}`;
}

const RUN_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** A run name as --name takes it: letters, digits, `_`, `.`, `-`, up to 64; null when it is one. */
export function runNameProblem(name: string): string | null {
  return RUN_NAME.test(name) ? null : `"${name}" is not a run name (1 to 64 letters, digits, "_", "." or "-", starting with a letter or digit)`;
}

export function wordsToBase64(words: Uint8Array | Uint16Array): string {
  const w = Uint16Array.from(words);
  const bytes = new Uint8Array(w.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < w.length; i++) view.setUint16(i * 2, w[i], true);
  return Buffer.from(bytes).toString('base64');
}

export function wordsFromBase64(text: string): Uint16Array {
  const bytes = Buffer.from(text, 'base64');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Uint16Array(bytes.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = view.getUint16(i * 2, true);
  return out;
}

export function int32ToBase64(a: Int32Array): string {
  const bytes = new Uint8Array(a.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < a.length; i++) view.setInt32(i * 4, a[i], true);
  return Buffer.from(bytes).toString('base64');
}

export function int32FromBase64(text: string): Int32Array {
  const bytes = Buffer.from(text, 'base64');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int32Array(bytes.length >> 2);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt32(i * 4, true);
  return out;
}
