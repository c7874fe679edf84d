/**
 * Real Sonic 1 and Sonic 2 acts in the workbench: the user's disassembly folder read and parsed
 * in the disassembly worker, an act imported from it, checked and stored by the engine worker,
 * then loaded as a level change like any other (one undoable settings edit). Acts already stored
 * in this browser load without the folder. The same picker takes either checkout: an s2disasm
 * folder (its s2.asm) reads the Sonic 2 importer's files (importers/s2/s2DisasmFolder.ts).
 * `create*`: reactive, cleans up with its owner.
 */
import { batch, createEffect, createSignal, on, onCleanup, type Accessor } from 'solid-js';
import * as Comlink from 'comlink';
import { importerFiles } from '../../../importers/s1/disasmFolder.ts';
import { pickedCheckoutGame, s2ImporterFiles } from '../../../importers/s2/s2DisasmFolder.ts';
import { pictureFiles } from '../../../importers/art/artFiles.ts';
import { specialStageFiles } from '../realActs/specialStageFiles.ts';
import type { S1ActArt } from '../../../render/s1ActPicture.ts';
import type { ImportWarning } from '../../../importers/s1/s1Objects.ts';
import type { MovieActRef } from '../../../movies/types.ts';
import type { DisasmProgress, OpenedDisassembly } from '../realActs/disasmReader.ts';
import { makeDisasmConnection } from '../worker/connectDisasm.ts';
import type { ActLevelRef, LevelSource, WorkbenchError, WorkerResult } from '../worker/protocol.ts';
import type { Workbench } from './createWorkbench.ts';

/** A file of a picked folder: its path under the picked folder ("s1/sonic.asm") and its contents. */
export interface FolderFile {
  readonly pathInFolder: string;
  readonly file: Blob;
}

/** Which revision to build: what the checkout declares, or REV00 / REV01. */
export type RevisionChoice = 'declared' | 0 | 1;

export interface LoadedActWarnings {
  readonly act: string;
  readonly name: string;
  readonly warnings: readonly ImportWarning[];
}

export interface RealActs {
  readonly folder: Accessor<OpenedDisassembly | null>;
  readonly progress: Accessor<DisasmProgress | null>;
  /** The last failure reading the folder or importing an act (the error panel), or null. */
  readonly error: Accessor<WorkbenchError | null>;
  readonly dismissError: () => void;
  readonly warnings: Accessor<LoadedActWarnings | null>;
  readonly revision: Accessor<RevisionChoice>;
  readonly objects: Accessor<boolean>;
  readonly setObjects: (on: boolean) => void;
  readonly importMs: Accessor<number | null>;
  readonly busy: Accessor<boolean>;
  /** Acts stored in this browser (load without the folder). */
  readonly stored: Accessor<readonly ActLevelRef[]>;
  readonly refreshStored: () => Promise<void>;
  /** Reads a picked folder (only the files the importer needs) and parses it. */
  readonly openFolder: (name: string, files: readonly FolderFile[]) => Promise<boolean>;
  readonly setRevision: (r: RevisionChoice) => Promise<boolean>;
  /** Imports act `id` from the open folder and loads it (an undoable settings edit). */
  readonly loadAct: (id: string) => Promise<boolean>;
  /** Loads an act this browser has stored. */
  readonly loadStored: (ref: ActLevelRef) => Promise<boolean>;
  /** Rebuilds the act a movie names from the open folder (its revision and objects) and stores it; its source, or null. */
  readonly rebuild: (ref: MovieActRef) => Promise<LevelSource | null>;
  /** Act `id`'s art for the view's picture from the open folder, read for `revision`; null with no folder open. */
  readonly actArt: (id: string, revision: number) => Promise<WorkerResult<S1ActArt>> | null;
}

export function createRealActs(wb: Workbench): RealActs {
  const connection = makeDisasmConnection();
  onCleanup(connection.close);
  const [folder, setFolder] = createSignal<OpenedDisassembly | null>(null);
  const [progress, setProgress] = createSignal<DisasmProgress | null>(null);
  const [error, setError] = createSignal<WorkbenchError | null>(null);
  const [warnings, setWarnings] = createSignal<LoadedActWarnings | null>(null);
  const [revision, setRevisionSignal] = createSignal<RevisionChoice>('declared');
  const [objects, setObjects] = createSignal(true);
  const [importMs, setImportMs] = createSignal<number | null>(null);
  const [busy, setBusy] = createSignal(false);
  const [stored, setStored] = createSignal<readonly ActLevelRef[]>([]);
  const onProgress = Comlink.proxy((p: DisasmProgress) => setProgress(p));

  const revisionArg = (r: RevisionChoice): 0 | 1 | null => (r === 'declared' ? null : r);

  /** Runs one step with the busy flag and the progress bar; a failure goes to the error panel. */
  async function step<T>(run: () => Promise<WorkerResult<T>>): Promise<T | null> {
    setBusy(true);
    setError(null);
    try {
      const r = await run();
      if (!r.ok) {
        setError(r.error);
        return null;
      }
      return r.value;
    } catch (e) {
      setError({ code: 'workerFailed', path: '', message: e instanceof Error ? e.message : String(e) });
      return null;
    } finally {
      batch(() => {
        setBusy(false);
        setProgress(null);
      });
    }
  }

  async function refreshStored(): Promise<void> {
    setStored(await wb.engine.storedActs());
  }
  // Storage opens with the first project; another project may name other acts.
  createEffect(on([wb.projectId, wb.levelSource], () => void refreshStored()));

  async function openFolder(name: string, files: readonly FolderFile[]): Promise<boolean> {
    const byPath = new Map(files.map((f) => [f.pathInFolder, f.file]));
    // The importer's files, and the few the view's picture reads besides (importers/art/artFiles.ts);
    // a Sonic 2 checkout's importer's alone (its picture is not drawn yet).
    const paths = files.map((f) => f.pathInFolder);
    const chosen = pickedCheckoutGame(paths) === 's2' ? s2ImporterFiles(paths) : [...importerFiles(paths), ...pictureFiles(paths), ...specialStageFiles(paths)];
    const wanted = chosen.map((f) => ({ path: f.path, file: byPath.get(f.pathInFolder)! }));
    setProgress({ phase: 'read', done: 0, total: wanted.length });
    const opened = await step(() => connection.disasm().open(name, wanted, revisionArg(revision()), onProgress));
    if (opened === null) {
      setFolder(null);
      return false;
    }
    setFolder(opened);
    return true;
  }

  /** Chooses the revision (the open folder is parsed for it, once); false when that failed. */
  async function setRevision(r: RevisionChoice): Promise<boolean> {
    setRevisionSignal(r);
    if (folder() === null) return true;
    const opened = await step(() => connection.disasm().setRevision(revisionArg(r), onProgress));
    if (opened !== null) setFolder(opened);
    return opened !== null;
  }

  /** Imports act `id` from the open folder and stores it; its source. */
  async function importAndStore(id: string, withObjects: boolean): Promise<{ src: LevelSource; warnings: LoadedActWarnings } | null> {
    const doc = await step(() => connection.disasm().importAct(id, withObjects, onProgress));
    if (doc === null) return null;
    setImportMs(doc.importMs);
    const src = await step(() => wb.engine.storeAct(doc.json, doc.ramLabels ?? doc.ramLabelsProblem));
    if (src === null) return null;
    void refreshStored();
    return { src, warnings: { act: id, name: doc.name, warnings: doc.warnings } };
  }

  /**
   * A run of acts from act `id` (engine/games/s1/s1ActRun.ts): the acts it goes on into, the
   * exits and the special stages, imported from the open folder into the engine worker's library
   * (DisasmReader.runActs, worker/engineWorker.ts storeRun). False when that failed (the error panel says why).
   */
  async function storeRun(id: string, withObjects: boolean): Promise<boolean> {
    const run = await step(() => connection.disasm().runActs(id, withObjects, onProgress));
    if (run === null) return false;
    if ((await step(() => wb.engine.storeRun(run))) === null) return false;
    // Where the run stops short of the game's (a damaged act further on, no special stages' data), say so once.
    const short = [run.actProblem === null ? null : `the run of acts ends before ${run.actProblem}`, run.specialProblem === null ? null : `a giant ring ends the run (no special stages: ${run.specialProblem})`].filter((t) => t !== null);
    if (short.length > 0) wb.notify(`${id}: ${short.join('; ')}.`);
    return true;
  }

  /**
   * A real act is played by Sonic in its game's profile: the level change brings the profile and
   * character with it (one undoable edit). Sonic 1's acts have no player 2 (the session refuses
   * one); on a Sonic 2 act the partner chosen stays, as on a hand-made level, since the engine
   * runs Tails there (the rings, path swappers and objects act on him too). A refusal shows in
   * the workbench's own error line.
   */
  function configureAct(src: LevelSource, game: MovieActRef['game']): Promise<boolean> {
    return wb.configure({ level: src, profile: game, character: 'sonic' });
  }

  /** Whether the open folder is the checkout of `game`'s acts. */
  const folderOf = (game: MovieActRef['game']): boolean => folder()?.game === game;

  return {
    folder,
    progress,
    error,
    dismissError: () => setError(null),
    warnings,
    revision,
    objects,
    setObjects,
    importMs,
    busy,
    stored,
    refreshStored,
    openFolder,
    setRevision,
    loadAct: async (id) => {
      const game = folder()?.game ?? 's1';
      const r = await importAndStore(id, objects());
      if (r === null) return false;
      setWarnings(r.warnings);
      // The acts a run from here goes on into, before the level change builds the session's run (Sonic 1's only).
      if (game === 's1' && !(await storeRun(id, objects()))) return false;
      return configureAct(r.src, game);
    },
    loadStored: async (ref) => {
      setWarnings(null);
      // With the folder open on the act's revision, the stored act plays as a run too.
      if (ref.act.game === 's1' && folderOf('s1') && folder()?.revision === ref.act.revision && !(await storeRun(ref.act.id, ref.act.objects))) return false;
      return configureAct({ act: ref }, ref.act.game);
    },
    rebuild: async (ref) => {
      if (folder() === null) return null;
      if (!folderOf(ref.game)) {
        setError({ code: 'otherGame', path: 'level.act', message: `the movie was made on ${ref.game === 's2' ? 'Sonic 2' : 'Sonic 1'}'s act ${ref.game}:${ref.id}; the open folder ${folder()!.name} is ${folder()!.game === 's2' ? 'Sonic 2' : 'Sonic 1'}'s checkout: open the ${ref.game === 's2' ? 's2disasm' : 's1disasm'} folder` });
        return null;
      }
      if (ref.game === 's2') {
        // One revision per Sonic 2 checkout (its gameRevision): the level hash says whether it is the movie's.
        return (await importAndStore(ref.id, ref.objects))?.src ?? null;
      }
      const rev: RevisionChoice = ref.revision === 0 ? 0 : 1;
      if (folder()!.revision !== rev && !(await setRevision(rev))) return null;
      const r = await importAndStore(ref.id, ref.objects);
      // The movie's act plays as a run from the folder, as a chosen act does.
      if (r === null || !(await storeRun(ref.id, ref.objects))) return null;
      return r.src;
    },
    actArt: (id, revision) => (folder() === null || !folderOf('s1') ? null : connection.disasm().actArt(id, revision)),
  };
}

/** The files of a folder from a directory input (each File's webkitRelativePath). */
export function filesOfInput(list: FileList): { name: string; files: FolderFile[] } {
  const files: FolderFile[] = [];
  for (const f of Array.from(list)) files.push({ pathInFolder: f.webkitRelativePath || f.name, file: f });
  const first = files[0]?.pathInFolder ?? '';
  return { name: first.includes('/') ? first.slice(0, first.indexOf('/')) : 'folder', files };
}

/**
 * The files of a folder from `showDirectoryPicker` (where the browser has it): walked for names
 * only; a file's contents are read later, and only if the importer needs it.
 */
export async function filesOfDirectory(dir: FileSystemDirectoryHandle): Promise<{ name: string; files: FolderFile[] }> {
  const files: FolderFile[] = [];
  const walk = async (d: FileSystemDirectoryHandle, prefix: string): Promise<void> => {
    for await (const entry of (d as unknown as { values(): AsyncIterable<FileSystemHandle> }).values()) {
      const path = `${prefix}/${entry.name}`;
      if (entry.kind === 'directory') await walk(entry as FileSystemDirectoryHandle, path);
      else files.push({ pathInFolder: path, file: await (entry as FileSystemFileHandle).getFile() });
    }
  };
  await walk(dir, dir.name);
  return { name: dir.name, files };
}
