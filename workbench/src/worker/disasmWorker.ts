/**
 * The disassembly worker: reads a picked disassembly folder and imports its acts
 * (realActs/disasmReader.ts) on a thread of its own, so neither the page nor the engine worker
 * (which plays the movie) waits while a megabyte of assembler source is parsed. It holds the
 * folder's files for the session, so picking another act needs no second read; the engine worker
 * receives each act as its level document.
 */
import * as Comlink from 'comlink';
import { DisasmReader, type RunDocuments, type DisasmProgress, type ImportedActDocument, type OpenedDisassembly } from '../realActs/disasmReader.ts';
import type { WorkerResult } from './protocol.ts';
import type { S1ActArt } from '../../../render/s1ActPicture.ts';

const reader = new DisasmReader();

const api = {
  /** Reads `files` (their bytes are read here) and parses the checkout; progress goes to the page's listener. */
  open: (name: string, files: readonly { path: string; file: Blob }[], revision: 0 | 1 | null, progress: (p: DisasmProgress) => void): Promise<WorkerResult<OpenedDisassembly>> =>
    reader.open(name, files.map((f) => ({ path: f.path, read: async () => new Uint8Array(await f.file.arrayBuffer()) })), revision, progress),
  setRevision: (revision: 0 | 1 | null, progress: (p: DisasmProgress) => void): WorkerResult<OpenedDisassembly> => reader.setRevision(revision, progress),
  importAct: (id: string, objects: boolean, progress: (p: DisasmProgress) => void): WorkerResult<ImportedActDocument> => reader.importAct(id, objects, progress),
  /** What a run of acts from act `id` goes on into: the acts, the exits, the special stages (DisasmReader.runActs). */
  runActs: (id: string, objects: boolean, progress: (p: DisasmProgress) => void): WorkerResult<RunDocuments> => reader.runActs(id, objects, progress),
  /** Act `id`'s art for the level view's picture, read for ROM revision `revision` (about 230 KB with Sonic's, copied). */
  actArt: (id: string, revision: number): WorkerResult<S1ActArt> => reader.actArt(id, revision),
};

export type DisasmApi = typeof api;

Comlink.expose(api);
