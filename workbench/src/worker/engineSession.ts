/**
 * The engine side of the workbench: one MovieSession (movies/model: input track, undo history,
 * markers, greenzone, branch tree) on a Runtime (the level, the world options, and a
 * FrameRecorder watching every replayed frame for the plots and the detectors). Runs inside
 * the worker (engineWorker.ts exposes it through Comlink) and, unchanged, in Node tests. The
 * library keeps the books; this class only turns its answers into messages for the UI.
 *
 * Settings (level, profile, character, fixes, partner, drop dash) are part of the movie's
 * history: changing them is an undoable edit that swaps the Runtime under the same session, so
 * undo, markers and branches survive it. A branch keeps the settings it was made with (its savestate header, and
 * Branch.level); loading it switches to them, or replays its inputs under the current ones.
 *
 * Frame numbering: "frame n" is the state after n frames were stepped, so frame 0 is the
 * level start and the input applied to reach frame n+1 is inputs[n]. A movie that starts from a
 * savestate (Movie.savestate: a sweep's or a search's result, a glitch found on a real act) has
 * that state as its frame 0 (movies/model/movieStart.ts): the savestate is part of what the movie
 * plays on, like its level and fixes, so it is kept with the settings (Recipe.start) and every
 * settings change, branch load and import starts from it or refuses with a line saying why.
 */
import type { Level } from '../../../engine/level/types.ts';
import { createWorld, type World, type WorldOptions } from '../../../engine/world/world.ts';
import { partnerRefusal } from '../../../engine/world/partner.ts';
import type { Simulation } from '../../../engine/world/simulation.ts';
import { traceRecord } from '../../../engine/world/traceRecord.ts';
import { P_EVENTS } from '../../../engine/state/layout.ts';
import { P2_SHIFT } from '../../../engine/input.ts';
import type { CharacterId, PartnerOptions, ProfileId } from '../../../engine/profiles/ids.ts';
import { isQuirkId, type QuirkId } from '../../../engine/quirks/catalogue.ts';
import { DETECTORS } from '../../../analysis/detectors/index.ts';
import { cellSavestate, type SweepCell } from '../../../analysis/search/sweep.ts';
import { compareRuns, type RunComparison, type RunSide } from '../../../analysis/compare/compareRuns.ts';
import { MovieSession, type EditResult, type Pad } from '../../../movies/model/movieSession.ts';
import type { UndoHistory } from '../../../movies/model/undoHistory.ts';
import type { UndoRecord } from '../../../movies/model/undoSteps.ts';
import { firstInputDifference, type BranchLoadMode } from '../../../movies/model/branches.ts';
import { sameSettings, snapshotSettings } from '../../../movies/model/snapshotSettings.ts';
import { dropDashApplies } from '../../../movies/model/dropDashSetting.ts';
import { actStartOptions } from '../../../movies/formats/actStartRef.ts';
import { movieLevelRef } from '../../../movies/formats/levelRef.ts';
import { countedFrom, savestateFrame, startRefusal, worldAtStart } from '../../../movies/model/movieStart.ts';
import type { Branch, Movie, MovieLevelRef, MovieMarker, MovieMeta } from '../../../movies/types.ts';
import { FrameRecorder } from './frameRecorder.ts';
import type { ReplaySource } from './ramSeries.ts';
import { isRerecord } from './rerecordRule.ts';
import { objectBoxes } from './objectBoxes.ts';
import { NO_ACTS, type ActLookup } from './actLibrary.ts';
import { ActTrack, runView } from './actRunView.ts';
import { S1ActRun } from '../../../engine/games/s1/s1ActRun.ts';
import { SS_SNAPSHOT_MAGIC } from '../../../engine/games/s1/special/specialStage.ts';
import { HEADER_WORDS, H_CONFIG, H_FIXES, H_FIXES_HIGH } from '../../../engine/world/snapshotHeader.ts';
import { fromStoredLevel, levelFromSource, storedLevelName, toStoredLevel } from './levelSource.ts';
import { MAX_AUTHOR_CHARS } from './protocol.ts';
import type {
  BranchInfo, BranchLoadOutcome, DetectorHitInfo, EditOutcome, FrameView, HistoryList, InputDiff, InputSplice, LevelInfo, LevelSource,
  LoadRequest, LoadedLevel, RunComparisonInfo, SearchStart, SeriesChunk, SessionStatus, WorkbenchError, WorkerResult,
} from './protocol.ts';

/** How many past positions a frame view carries for the path overlay. */
export const PATH_FRAMES = 180;
/** Longest movie the session accepts (matches movies/formats MAX_MOVIE_FRAMES order). */
export const MAX_FRAMES = 1 << 24;
/** History entries a status carries (the panel lists the newest; older ones are counted). */
export const HISTORY_SHOWN = 200;

/** Changes to the settings the movie plays on; absent fields stay as they are. */
export interface Configuration {
  readonly level?: LevelSource;
  readonly profile?: ProfileId;
  readonly character?: CharacterId;
  readonly fixes?: readonly QuirkId[];
  /** Player 2: its options, or null for none. */
  readonly partner?: PartnerOptions | null;
  /** Sonic Mania's drop dash; kept only where it applies (Sonic: movies/model/dropDashSetting.ts). */
  readonly dropDash?: boolean;
}

/** How to load a branch: its state keeping the movie's inputs, its state and inputs, or only its inputs replayed under the current settings. */
export type BranchLoadHow = BranchLoadMode | 'replayInputs';

/** What a Runtime is built from; kept by settings undo steps so undo can rebuild it. */
interface Recipe {
  readonly level: Level;
  readonly source: LevelSource;
  readonly name: string;
  /**
   * `vblank`: a real act's start other than the boot route's (MovieMeta.actStart); absent: the
   * engine's default. It belongs to the act: another level drops it.
   */
  readonly options: { profile: ProfileId; character: CharacterId; fixes: QuirkId[]; partner: PartnerOptions | null; dropDash: boolean; vblank?: number };
  /** The savestate the movie starts from (its frame 0), or null: the level start. */
  readonly start: Int32Array | null;
}

/** Everything that depends on the settings: the level, its world and the frame recorder. */
interface Runtime extends Recipe {
  /** The world the greenzone's simulation is in now (a run's current act; else the level's one world). */
  readonly world: World;
  /** A real Sonic 1 act played as a run of acts (S1ActRun), or null: the level alone. */
  readonly run: S1ActRun | null;
  /** The act of each replayed frame of the run (null without a run). */
  readonly actTrack: ActTrack | null;
  readonly recorder: FrameRecorder;
  readonly objectIds: string[];
  /** The greenzone's simulation: the first call gives the recorded world, later ones fresh worlds. */
  readonly factory: () => Simulation;
  /** A fresh world on these settings (savestates that are not the greenzone's). */
  readonly makeWorld: () => World;
  /** The engine frame counter at the movie's frame 0 (the start savestate's; 0 at the level start). */
  readonly base: number;
}

/** A world at the recipe's start; recipes are checked (`checkedStart`) before a runtime is made of them. */
function startWorld(r: Recipe): World {
  const w = worldAtStart(r.level, r.options, r.start);
  if (!w.ok) throw new Error(startRefusal(w.error));
  return w.value;
}

/** Null when the recipe's start savestate fits its level and settings, else the refusal. */
function checkedStart(r: Recipe): Failure | null {
  if (r.start === null) return null;
  const w = worldAtStart(r.level, r.options, r.start);
  return w.ok ? null : fail(w.error.code, 'savestate', startRefusal(w.error));
}

/**
 * `acts`: where a real Sonic 1 act's run goes on (ActLookup.runSource). With one, the greenzone
 * plays S1ActRun (its snapshots are the run's: a seek across an act end restores into the act
 * it was taken in), the recorder follows the run's current world, and the act of every replayed
 * frame is kept for the roll's boundaries.
 */
function makeRuntime(r: Recipe, acts: ActLookup = NO_ACTS): Runtime {
  const first = startWorld(r);
  const base = first.frame;
  const source = r.level.act?.game === 's1' ? (acts.runSource?.(r.level) ?? null) : null;
  const run = source === null ? null : new S1ActRun(first, source, r.options);
  const recorder = new FrameRecorder(DETECTORS, r.level, first.state);
  const actTrack = run === null ? null : new ActTrack(run.act);
  if (run !== null) recorder.follow = () => run.world;
  let made = false;
  const makeWorld = (): World => createWorld(r.level, r.options);
  const factory = (): Simulation => {
    if (made) return countedFrom(source === null ? startWorld(r) : new S1ActRun(startWorld(r), source, r.options), base);
    made = true;
    return recorder.wrap(run === null ? first : trackActs(run, actTrack!, base), base);
  };
  return {
    ...r, options: { ...r.options, profile: first.p.id, character: first.ch.id, partner: first.partner, dropDash: first.mv.dropDash },
    get world(): World {
      return run === null ? first : run.world;
    },
    run, actTrack, recorder, objectIds: r.level.objects.map((o) => o.id), factory, makeWorld, base,
  };
}

/** The run as the greenzone steps it, noting each frame's act (frames counted from `base`, as the recorder's). */
function trackActs(run: S1ActRun, track: ActTrack, base: number): Simulation {
  return {
    get frame() {
      return run.frame;
    },
    get snapshotLength() {
      return run.snapshotLength;
    },
    step(input: number): number {
      const events = run.step(input);
      track.note(run.frame - base, run.act);
      return events;
    },
    snapshot: () => run.snapshot(),
    snapshotInto: (out: Int32Array) => run.snapshotInto(out),
    restore: (snapshot: Int32Array) => run.restore(snapshot),
    restoreUntrusted: (snapshot: Int32Array) => run.restoreUntrusted(snapshot),
    hash: () => run.hash(),
  };
}

interface Open {
  readonly session: MovieSession;
  rt: Runtime;
}

/** A settings change in the undo history, as data: a Recipe without its level object. */
interface SettingsStep {
  readonly source: LevelSource;
  readonly name: string;
  readonly options: Recipe['options'];
  /** The start savestate (absent: the level start, and every step made before movies had one). */
  readonly start?: Int32Array;
}

function settingsStep(r: Recipe): SettingsStep {
  const step = { source: r.source, name: r.name, options: { ...r.options, fixes: [...r.options.fixes] } };
  return r.start === null ? step : { ...step, start: r.start };
}

/** The level sources a stored history's settings steps name (an opening makes them available first). */
export function undoLevelSources(undo: UndoRecord): LevelSource[] {
  const out: LevelSource[] = [];
  for (const g of [...undo.done, ...undo.undone]) {
    for (const step of g.steps) if (step.kind === 'host') for (const side of [step.before, step.after] as SettingsStep[]) out.push(side.source);
  }
  return out;
}

type Failure = { ok: false; error: WorkbenchError };

export class EngineSession {
  /** `acts`: where real acts come from (the worker's ActLibrary; sessions of hand-made levels need none). */
  constructor(private readonly acts: ActLookup = NO_ACTS) {}

  private open: Open | null = null;
  private splices: InputSplice[] = [];
  /** The settings changed since the last outcome (the UI must adopt the new level). */
  private levelChanged = false;
  /** The branch tree revision the UI last saw. */
  private branchesSent = -1;
  private viewOnlyReason: string | null = null;
  /** In a paint stroke's group: whether it counted its rerecord yet (null: no group open). */
  private groupRerecorded: boolean | null = null;
  /** The recipes behind this session's settings steps, so undoing one needs no level rebuilt. */
  private readonly recipes = new WeakMap<SettingsStep, Recipe>();

  /**
   * Opens a level with a movie (or an empty one), and the undo history stored with that movie
   * (`undo`; one that does not fit is left out: the movie opens with none). Nothing changes when
   * it fails.
   */
  load(request: LoadRequest, branches: readonly Branch[] = [], now = new Date().toISOString(), undo: UndoRecord | null = null): WorkerResult<LoadedLevel> {
    const level = levelFromSource(request.level, this.acts);
    if (!level.ok) return level;
    const meta = request.movie?.meta;
    const fixes = checkFixes(meta?.fixes ?? request.fixes ?? []);
    if (!fixes.ok) return fixes;
    if ((request.movie?.inputs.length ?? 0) > MAX_FRAMES) return tooLong(request.movie!.inputs.length);
    const name = 'builtin' in request.level ? request.level.builtin : level.value.name;
    const partner = meta !== undefined ? (meta.partner ?? null) : (request.partner ?? null);
    const refusal = partnerRefusal(level.value, partner);
    if (refusal !== null) return fail('partnerRealAct', meta !== undefined ? 'meta.partner' : 'partner', refusal);
    const profile = meta?.profile ?? request.profile ?? level.value.profile;
    const character = meta?.character ?? request.character ?? level.value.start.character;
    const recipe: Recipe = {
      level: level.value,
      source: request.level,
      name,
      options: {
        profile,
        character,
        fixes: fixes.value,
        partner,
        dropDash: dropDashApplies(profile, character, meta !== undefined ? meta.dropDash : request.dropDash),
        ...(meta !== undefined ? actStartOptions(meta) : {}),
      },
      start: request.movie?.savestate ?? null,
    };
    const refused = checkedStart(recipe);
    if (refused !== null) return refused;
    const rt = makeRuntime(recipe, this.acts);
    const movie: Movie = request.movie !== undefined
      ? { ...request.movie, meta: withDropDash(request.movie.meta, rt.options.dropDash) }
      : {
        meta: emptyMeta(levelRef(rt), rt.options.profile, rt.options.character, fixes.value, now, rt.world.partner, rt.options.dropDash),
        inputs: new Uint8Array(0),
        markers: [],
        checkpoints: [],
      };
    const session = new MovieSession(rt.factory, movie, {}, branches);
    session.hostSteps = (step, direction) => this.undoSettings(direction === 'undo' ? step.before : step.after);
    if (undo !== null) session.history.restore(undo);
    session.readOnly = this.viewOnlyReason !== null;
    // Chain after the undo history's listener: every splice also goes to the UI's mirror.
    for (const [track, pad] of [[session.track, 1], [session.track2, 2]] as const) {
      const history = track.onPatch;
      track.onPatch = (p) => {
        history?.(p);
        this.splices.push({ pad, at: p.at, removeCount: p.removed.length, inserted: p.inserted });
      };
    }
    this.open = { session, rt };
    this.splices = [];
    this.levelChanged = false;
    this.branchesSent = session.branches.revision;
    return {
      ok: true,
      value: {
        ...this.levelInfo(),
        inputs: session.track.toUint8Array(),
        inputs2: session.track2.toUint8Array(),
        markers: session.markers.list(),
        branches: this.branchInfos(),
        status: this.status(),
      },
    };
  }

  /** The open level, or null before the first load. */
  get level(): Level | null {
    return this.open?.rt.level ?? null;
  }

  /** The level the current frame is in: a run's current act (the view draws it), else the open level. */
  get viewLevel(): Level | null {
    return this.open?.rt.world.level ?? null;
  }

  /** The run of acts the open real act plays as, or null (worker/actRunView.ts). */
  get run(): S1ActRun | null {
    return this.open?.rt.run ?? null;
  }

  /** Where the open level comes from, or null. */
  get levelSource(): LevelSource | null {
    return this.open?.rt.source ?? null;
  }

  get length(): number {
    return this.open?.session.track.length ?? 0;
  }

  /** The frame the greenzone's simulation is at (the last frame sought). */
  get cursor(): number {
    return this.open?.session.cursor ?? 0;
  }

  /** The movie as plain data, for saving and exporting. */
  movie(): Movie | null {
    return this.open?.session.toMovie() ?? null;
  }

  /** The open movie's undo history (saved with the movie), or null. */
  undoHistory(): UndoHistory | null {
    return this.open?.session.history ?? null;
  }

  /**
   * Another tab owns the project: every edit is refused with `reason` (null: this tab may edit).
   * Navigation (seeking, playing, loading a branch's state) still works.
   */
  setViewOnly(reason: string | null): void {
    this.viewOnlyReason = reason;
    if (this.open !== null) this.open.session.readOnly = reason !== null;
  }

  get viewOnly(): string | null {
    return this.viewOnlyReason;
  }

  // ---- edits: each one undo group; the answer carries the exact splices ---------------------

  /** `pad` 2: the second pad's column set. */
  setButtons(from: number, to: number, mask: number, on: boolean, pad: Pad = 1): WorkerResult<EditOutcome> {
    return this.edit((s) => (on ? s.setButtons(from, to, mask, pad) : s.clearButtons(from, to, mask, pad)));
  }
  /** Autofire: `pattern` ("10", "110" ...) of `mask` over [from, to). */
  applyPattern(from: number, to: number, mask: number, pattern: string, pad: Pad = 1): WorkerResult<EditOutcome> {
    if (!/^[01]{1,64}$/.test(pattern)) return fail('patternInvalid', 'pattern', `"${pattern}" is not a pattern of 1 (held) and 0 (released), at most 64 long`);
    return this.edit((s) => s.applyPattern(from, to, mask, pattern, pad));
  }
  /** One frame's input; edits with the same `group` in a row are one undo step named `label`. */
  setInput(frame: number, input: number, label?: string, group?: string): WorkerResult<EditOutcome> {
    if (!Number.isInteger(frame) || frame < 0 || frame >= MAX_FRAMES) return fail('frameRange', `frame ${frame}`, `${frame} is not a frame of the movie`);
    return this.edit((s) => s.setInput(frame, input & 0xff, label, group === undefined ? undefined : { key: group, next: group }));
  }
  insertFrames(at: number, count: number): WorkerResult<EditOutcome> {
    return this.edit((s) => s.insertFrames(at, count));
  }
  deleteFrames(at: number, count: number): WorkerResult<EditOutcome> {
    return this.edit((s) => s.deleteFrames(at, count));
  }
  paste(at: number, bytes: Uint8Array, insert: boolean, pad: Pad = 1): WorkerResult<EditOutcome> {
    return this.edit((s) => s.paste(at, bytes, insert ? 'insert' : 'overwrite', pad));
  }
  /** The whole movie's inputs and markers as the text view has them: one undoable edit. */
  replaceInputs(inputs: Uint8Array, markers: readonly MovieMarker[], label: string): WorkerResult<EditOutcome> {
    if (inputs.length > MAX_FRAMES) return tooLong(inputs.length);
    return this.edit((s) => s.replaceInputs(inputs, markers, label));
  }
  undo(): WorkerResult<EditOutcome> {
    const missing = this.missingLevel((h) => h.position - 1);
    return missing ?? this.edit((s) => s.undo());
  }
  redo(): WorkerResult<EditOutcome> {
    const missing = this.missingLevel((h) => h.position + 1);
    if (missing !== null) return missing;
    return this.edit((s) => s.redo());
  }
  /** Back (or forward) to history position `position`: a click in the History panel. */
  undoTo(position: number): WorkerResult<EditOutcome> {
    const missing = this.missingLevel(() => position);
    return missing ?? this.edit((s) => s.undoTo(position));
  }
  setMarker(frame: number, text: string): WorkerResult<EditOutcome> {
    return this.edit((s) => (text.trim() === '' ? s.removeMarker(frame) : s.addMarker(frame, text)));
  }
  /** A paint stroke: every cell it touches joins one undo group. */
  beginGroup(label: string): void {
    this.open?.session.history.beginGroup(label);
    this.groupRerecorded = false;
  }
  /** Ends the group, named for what it did ("paint R on 10–40"). */
  endGroup(label?: string): WorkerResult<EditOutcome> {
    const o = this.need();
    if (!o.ok) return o;
    o.value.session.history.endGroup(label);
    this.groupRerecorded = null;
    return { ok: true, value: this.outcome(-1) };
  }

  /**
   * The movie's author (meta.author): a field of the project like its name, kept with the movie
   * and written into every export that has a place for it. Not an undo step.
   */
  setAuthor(name: string): WorkerResult<EditOutcome> {
    const o = this.need();
    if (!o.ok) return o;
    if (this.viewOnlyReason !== null) return this.refused();
    const author = String(name).replace(/\s+/g, ' ').trim();
    if (author.length > MAX_AUTHOR_CHARS) return fail('authorTooLong', 'author', `an author of ${author.length} characters is more than the ${MAX_AUTHOR_CHARS} the workbench takes`);
    o.value.session.meta.author = author;
    return { ok: true, value: this.outcome(-1) };
  }

  /**
   * New level, profile, character or fixes, as one undoable edit: the movie keeps its inputs,
   * markers, history and branches. Nothing changes when the level or a fix is refused.
   */
  configure(c: Configuration): WorkerResult<EditOutcome> {
    const o = this.need();
    if (!o.ok) return o;
    if (this.viewOnlyReason !== null) return this.refused();
    const next = this.recipeFor(c);
    if (!next.ok) return next;
    const cur = o.value.rt;
    if (sameRecipe(cur, next.value)) return { ok: true, value: this.outcome(-1) };
    const s = o.value.session;
    s.history.beginGroup(settingsLabel(cur, next.value));
    try {
      this.switchSettings(next.value);
    } finally {
      s.history.endGroup();
    }
    o.value.rt.recorder.invalidateFrom(0);
    return { ok: true, value: this.outcome(0) };
  }

  /**
   * Replaces the open movie with an imported one (its settings too, when they differ): one
   * undoable edit, so undo brings the old movie back.
   */
  importReplace(movie: Movie, source: LevelSource, label: string): WorkerResult<EditOutcome> {
    const o = this.need();
    if (!o.ok) return o;
    if (this.viewOnlyReason !== null) return this.refused();
    if (movie.inputs.length > MAX_FRAMES) return tooLong(movie.inputs.length);
    const next = this.recipeFor({
      level: source, profile: movie.meta.profile, character: movie.meta.character, fixes: movie.meta.fixes as QuirkId[], partner: movie.meta.partner ?? null,
      dropDash: movie.meta.dropDash === true,
    }, movie.savestate ?? null, movie.meta);
    if (!next.ok) return next;
    const s = o.value.session;
    this.splices = [];
    s.history.beginGroup(label);
    let first = -1;
    try {
      if (!sameRecipe(o.value.rt, next.value)) {
        this.switchSettings(next.value);
        first = 0;
      }
      const r = s.replaceMovie({ ...movie, meta: withDropDash({ ...movie.meta, level: levelRef(next.value) }, next.value.options.dropDash) }, label);
      if (r.ok) first = earliest(first, r.value);
    } finally {
      s.history.endGroup(label);
    }
    o.value.rt.recorder.invalidateFrom(first);
    return { ok: true, value: this.outcome(first) };
  }

  // ---- playback ------------------------------------------------------------------------------

  /** The view after `frame` frames. Frames past the movie's end step with no buttons. */
  seek(frame: number): WorkerResult<FrameView> {
    const o = this.need();
    if (!o.ok) return o;
    if (!validFrame(frame)) return seekRange(frame);
    o.value.session.seek(frame);
    return { ok: true, value: this.view() };
  }

  /**
   * Steps toward `frame`, at most `maxSteps` frames; returns where it stopped (a long seek in
   * slices, so the worker can paint progress and take newer requests between them).
   */
  seekToward(frame: number, maxSteps: number): WorkerResult<number> {
    const o = this.need();
    if (!o.ok) return o;
    if (!validFrame(frame)) return seekRange(frame);
    return { ok: true, value: o.value.session.seekToward(frame, maxSteps).frame };
  }

  /**
   * One frame forward from the cursor; with `input` the frame is recorded first (record mode,
   * counted as a rerecord when it overwrites after a seek). Returns the edit too.
   */
  frameAdvance(input: number | null): WorkerResult<{ view: FrameView; edit: EditOutcome }> {
    const r = this.advanceQuiet(input);
    if (!r.ok) return r;
    return { ok: true, value: { view: this.view(), edit: this.outcome(r.value) } };
  }

  /**
   * One frame forward without building a view or an outcome (playback steps many frames a
   * tick): returns the first changed frame of the recording, or -1. Splices wait for `flush`.
   */
  advanceQuiet(input: number | null): WorkerResult<number> {
    const o = this.need();
    if (!o.ok) return o;
    const s = o.value.session;
    const from = s.cursor;
    const r = s.frameAdvance(input ?? undefined);
    if (!r.ok) return this.refusedAt(r.error, `frame ${from}`);
    const first = input === null ? -1 : from;
    if (first >= 0) o.value.rt.recorder.invalidateFrom(first + 1);
    return { ok: true, value: first };
  }

  /** The outcome of quiet recording since the last one (the splices it made), or null when none. */
  flush(first: number): EditOutcome | null {
    if (this.open === null || (this.splices.length === 0 && first < 0)) return null;
    return this.outcome(first);
  }

  /** An outcome of whatever changed since the last one (branches, status), even when no input did. */
  report(): EditOutcome | null {
    return this.open === null ? null : this.outcome(-1);
  }

  /** The view of the frame the cursor is at. */
  currentView(): FrameView | null {
    return this.open === null ? null : this.view();
  }

  /** The state the cursor is at (the greenzone's own world: look, do not change). */
  state(): Int32Array | null {
    return this.open?.rt.world.state ?? null;
  }

  /** The detector ids that fired on step `frame` (known once that frame was replayed). */
  hitsOn(frame: number): string[] {
    return (this.open?.rt.recorder.hitsOn(frame) ?? []).map((h) => h.detector);
  }

  markers(): MovieMarker[] {
    return this.open?.session.markers.list() ?? [];
  }

  /** The input of `frame` (0 past the end). */
  inputAt(frame: number): number {
    return this.open?.session.track.get(frame) ?? 0;
  }

  // ---- analysis ------------------------------------------------------------------------------

  hits(): DetectorHitInfo[] {
    return this.open?.rt.recorder.allHits() ?? [];
  }

  /** Plot series for frames [from, to), as far as the greenzone has replayed them. */
  series(from: number, to: number): SeriesChunk {
    const rec = this.open?.rt.recorder;
    if (rec === undefined) return { from, fields: [] };
    return { from, fields: rec.series.map((_, i) => rec.range(i, from, to)) };
  }

  /**
   * What the RAM watch's plots replay from (worker/ramSeries.ts): the recorder, the greenzone's
   * nearest saved state (the cursor does not move), the input words and a fresh world. Null
   * with nothing loaded. Asked again each time: a settings change swaps all of them.
   */
  replaySource(): ReplaySource | null {
    const o = this.open;
    if (o === null) return null;
    const { session, rt } = o;
    return {
      recorder: rt.recorder,
      nearest: (frame) => session.greenzone.stateAtOrBefore(frame),
      input: (frame) => session.track.get(frame) | (session.track2.get(frame) << P2_SHIFT),
      makeWorld: rt.makeWorld,
    };
  }

  /**
   * The savestate after `frame` frames and what it was made with (level options), for searches
   * that start there. The level itself is the one LoadedLevel already carried.
   */
  savestate(frame: number): WorkerResult<SearchStart> {
    const o = this.need();
    if (!o.ok) return o;
    if (!validFrame(frame)) return seekRange(frame);
    const sim = o.value.session.seek(frame);
    const opts = o.value.rt.options;
    return { ok: true, value: { frame, snapshot: sim.snapshot(), world: { profile: opts.profile, character: opts.character, fixes: opts.fixes, partner: opts.partner, dropDash: opts.dropDash, vblank: opts.vblank } } };
  }

  // ---- branches ------------------------------------------------------------------------------

  /**
   * A branch at `frame` whose inputs are the movie's first `frame` inputs (no buttons past the
   * movie's end) followed by `tail`: a search result, which plays from that frame's savestate.
   * The movie itself is unchanged; load the branch to play it. With `savestate` (a sweep cell's:
   * the frame's state with the player moved) the branch holds that state instead of the movie's.
   */
  branchWithTail(frame: number, tail: Uint8Array, name: string, note: string, time: string, savestate: Int32Array | null = null): WorkerResult<Branch> {
    const o = this.need();
    if (!o.ok) return o;
    if (this.viewOnlyReason !== null) return this.refused();
    if (!Number.isInteger(frame) || frame < 0 || frame + tail.length > MAX_FRAMES) return tooLong(frame + tail.length);
    const { session: s, rt } = o.value;
    let sim: Simulation = s.seek(frame);
    if (savestate !== null) {
      const w = rt.makeWorld();
      const r = w.restore(savestate);
      if (!r.ok) return fail(r.error.code, 'savestate', r.error.message);
      // Its frame counts from the movie's start, as every frame of the movie does.
      if (w.frame - rt.base !== frame) return fail('savestateFrame', 'savestate', `the savestate is at frame ${w.frame - rt.base}, not ${frame}`);
      sim = countedFrom(w, rt.base);
    }
    const inputs = new Uint8Array(frame + tail.length);
    inputs.set(s.track.bytes().subarray(0, Math.min(frame, s.track.length)));
    inputs.set(tail, frame);
    const markers = s.markers.list().filter((m) => m.frame < frame);
    const b = s.addBranch(() => s.branches.create({ sim, inputs, markers, time, name: name || undefined, note, level: toStoredLevel(rt.source) }));
    return { ok: true, value: b };
  }

  /** A branch at `frame` whose state is that frame's with the player moved to a sweep cell (no inputs after it). */
  branchAtCell(frame: number, cell: SweepCell, name: string, time: string): WorkerResult<Branch> {
    const o = this.need();
    if (!o.ok) return o;
    const at = this.savestate(frame);
    if (!at.ok) return at;
    const state = cellSavestate(o.value.rt.level, o.value.rt.options, cell, at.value.snapshot);
    return this.branchWithTail(frame, new Uint8Array(0), name, `sweep start (${cell.x}, ${cell.y}) speed ${cell.speed}`, time, state);
  }

  createBranch(name: string, note: string, thumbnail: Uint8Array | null, time: string): WorkerResult<Branch> {
    const o = this.need();
    if (!o.ok) return o;
    if (this.viewOnlyReason !== null) return this.refused();
    const b = o.value.session.createBranch(time, name || undefined, note, toStoredLevel(o.value.rt.source));
    b.thumbnail = thumbnail;
    return { ok: true, value: b };
  }

  updateBranch(id: string, thumbnail: Uint8Array | null, time: string): WorkerResult<Branch> {
    const o = this.need();
    if (!o.ok) return o;
    const r = o.value.session.updateBranch(id, time, toStoredLevel(o.value.rt.source));
    if (!r.ok) return this.refusedAt(r.error, id);
    r.value.thumbnail = thumbnail;
    return r;
  }

  renameBranch(id: string, name: string, note: string): WorkerResult<Branch> {
    const o = this.need();
    if (!o.ok) return o;
    const r = o.value.session.renameBranch(id, name, note);
    return r.ok ? r : this.refusedAt(r.error, id);
  }

  /** Deletes a branch: an undoable edit (Ctrl+Z brings it back). */
  deleteBranch(id: string): WorkerResult<EditOutcome> {
    const o = this.need();
    if (!o.ok) return o;
    const r = o.value.session.deleteBranch(id);
    if (!r.ok) return this.refusedAt(r.error, id);
    return { ok: true, value: this.outcome(-1) };
  }

  /** Puts a branch in hotkey slot 1..9 (null clears): an undoable edit. */
  setBranchSlot(id: string, slot: number | null): WorkerResult<EditOutcome> {
    const o = this.need();
    if (!o.ok) return o;
    if (slot !== null && !(Number.isInteger(slot) && slot >= 1 && slot <= 9)) return fail('slotRange', 'slot', `slot ${slot} is not 1..9`);
    const r = o.value.session.setBranchSlot(id, slot);
    if (!r.ok) return this.refusedAt(r.error, id);
    return { ok: true, value: this.outcome(-1) };
  }

  /**
   * Saves the cursor's state to hotkey slot `slot`: updates the branch already there, or makes
   * a new one. One undoable edit. Returns the branch.
   */
  saveToSlot(slot: number, thumbnail: Uint8Array | null, time: string): WorkerResult<Branch> {
    const o = this.need();
    if (!o.ok) return o;
    if (this.viewOnlyReason !== null) return this.refused();
    const s = o.value.session;
    const there = s.branches.inSlot(slot);
    if (there !== null) return this.updateBranch(there.id, thumbnail, time);
    s.history.beginGroup(`save slot ${slot}`);
    try {
      const b = this.createBranch(`Slot ${slot}`, '', thumbnail, time);
      if (!b.ok) return b;
      const r = s.setBranchSlot(b.value.id, slot);
      return r.ok ? { ok: true, value: b.value } : this.refusedAt(r.error, b.value.id);
    } finally {
      s.history.endGroup(`save slot ${slot}`);
    }
  }

  /** The branch in hotkey slot `slot`, or null. */
  branchInSlot(slot: number): Branch | null {
    return this.open?.session.branches.inSlot(slot) ?? null;
  }

  /**
   * Loads a branch (see movies/model/branches.ts), switching to the settings it was made with
   * first when they differ (in the same undo group). `replayInputs` instead takes only its
   * inputs and markers and replays them under the current settings.
   */
  loadBranch(id: string, how: BranchLoadHow): WorkerResult<BranchLoadOutcome> {
    const o = this.need();
    if (!o.ok) return o;
    const s = o.value.session;
    const b = s.branches.get(id);
    if (b === null) return fail('branchNotFound', id, `no branch "${id}"`);
    this.splices = [];
    const playedTo = o.value.rt.recorder.knownTo;
    if (how === 'replayInputs') {
      const r = s.replaceInputs(b.inputs, b.markers, `replay inputs of "${b.name}" under the current settings`);
      if (!r.ok) return this.refusedAt(r.error, id);
      this.countRerecord(playedTo);
      o.value.rt.recorder.invalidateFrom(r.value);
      return { ok: true, value: { edit: this.outcome(r.value), frame: b.frame } };
    }
    if (how === 'replaceInputs' && this.viewOnlyReason !== null) return this.refused();
    // A branch saved while the movie started elsewhere (before an import over it) holds a state
    // of another run: its frame would be counted from the wrong start.
    const inStage = o.value.rt.run !== null && b.savestate[0] === SS_SNAPSHOT_MAGIC;
    if (!inStage && savestateFrame(b.savestate) - o.value.rt.base !== b.frame) {
      return fail('branchOtherStart', id, `"${b.name}" was saved while the movie started from another state, so its frame ${b.frame} is not this movie's: replay its inputs here instead`);
    }
    // In a run any act's (or stage's) savestate is the run's: the run restores it into its act
    // (S1ActRun.restore), or refuses it with its reason when the run has not played that act.
    const differs = o.value.rt.run !== null ? !sameRunSettings(b.savestate, o.value.rt.world.snapshot()) : !sameSettings(b.savestate, o.value.rt.world.snapshot());
    const next = differs ? this.branchRecipe(b) : null;
    if (next !== null && !next.ok) return next;
    if (next !== null && this.viewOnlyReason !== null) return this.refused();
    const label = `load branch "${b.name}"${how === 'keepInputs' ? ' (state only)' : ''}`;
    s.history.beginGroup(label);
    let first = -1;
    try {
      if (next !== null) {
        this.switchSettings(next.value);
        first = 0;
      }
      const r = s.loadBranch(id, how);
      if (!r.ok) return { ok: false, error: { code: r.error.code, path: id, message: r.error.message } };
      const changed = this.splices.length > 0 ? this.splices[0].at : -1;
      first = earliest(first, changed >= 0 ? changed : r.value.firstDifference ?? -1);
    } finally {
      s.history.endGroup(label);
    }
    this.countRerecord(playedTo);
    o.value.rt.recorder.invalidateFrom(first);
    return { ok: true, value: { edit: this.outcome(first), frame: b.frame } };
  }

  /**
   * Where branch `a`'s inputs differ from `b`'s (b = "movie": the current movie), and, when the
   * two were made with other settings (a fix on in one of them), both runs from the movie's
   * start compared as the fixes view compares them (`runs`: a is the branch).
   */
  diffBranch(a: string, b: string): WorkerResult<InputDiff> {
    const o = this.need();
    if (!o.ok) return o;
    const { session, rt } = o.value;
    const tree = session.branches;
    const x = tree.get(a);
    if (x === null) return fail('branchNotFound', a, `no branch "${a}"`);
    const other = b === 'movie' ? null : tree.get(b);
    if (other === undefined) return fail('branchNotFound', b, `no branch "${b}"`);
    const y = other === null ? session.track.bytes() : other.inputs;
    const diff = inputDiff(x.inputs, y);
    const here = other === null ? rt.world.snapshot() : other.savestate;
    if (sameSettings(x.savestate, here)) return { ok: true, value: diff };
    const sideA = this.branchRun(x);
    const sideB = other === null ? { options: rt.options, words: session.inputWords() } : this.branchRun(other);
    if (sideA === null || sideB === null) return { ok: true, value: { ...diff, runs: null } };
    const runs = this.compare(sideA, sideB);
    return runs.ok ? { ok: true, value: { ...diff, runs: runs.value } } : runs;
  }

  /**
   * The movie's run under the fixes `other` (a: the fixes before a box was ticked or unticked)
   * against its run now (b), both from the movie's start over its inputs: what `subpixel
   * validate --fix` compares (analysis/compare/compareRuns.ts).
   */
  compareFixes(other: readonly string[]): WorkerResult<RunComparisonInfo> {
    const o = this.need();
    if (!o.ok) return o;
    const fixes = checkFixes(other);
    if (!fixes.ok) return fixes;
    const { session, rt } = o.value;
    const words = session.inputWords();
    return this.compare({ options: { ...rt.options, fixes: fixes.value }, words }, { options: rt.options, words });
  }

  /**
   * The movie's run under the fixes `other`, kept as a branch at the movie's end (its state, the
   * movie's inputs): loading it goes back to those settings there, and its diff with the movie
   * compares the two runs. One undoable edit.
   */
  branchOfFixes(other: readonly string[], name: string, time: string): WorkerResult<Branch> {
    const o = this.need();
    if (!o.ok) return o;
    if (this.viewOnlyReason !== null) return this.refused();
    const fixes = checkFixes(other);
    if (!fixes.ok) return fixes;
    const recipe = this.recipeFor({ fixes: fixes.value });
    if (!recipe.ok) return recipe;
    const { session: s, rt } = o.value;
    const w = startWorld(recipe.value);
    for (const word of s.inputWords()) w.step(word);
    const sim = countedFrom(w, rt.base);
    const note = `the movie's run with ${fixes.value.length === 0 ? 'no fixes' : `fixes ${fixes.value.join(', ')}`}, kept when the fixes changed`;
    const b = s.addBranch(() => s.branches.create({ sim, inputs: s.track.bytes(), markers: s.markers.list(), time, name: name || undefined, note, level: toStoredLevel(rt.source) }));
    return { ok: true, value: b };
  }

  branchInfos(): BranchInfo[] {
    const o = this.open;
    if (o === null) return [];
    const tree = o.session.branches;
    const here = o.rt.world.snapshot();
    return tree.list().map((b) => {
      const st = snapshotSettings(b.savestate);
      const level = b.level ?? toStoredLevel(o.rt.source);
      return {
        id: b.id, parent: b.parent, name: b.name, note: b.note, frame: b.frame, time: b.time, length: b.inputs.length, thumbnail: b.thumbnail,
        current: tree.current === b.id,
        slot: b.slot ?? null,
        settings: st === null ? null : { level: storedLevelName(level), profile: st.profile, character: st.character, fixes: st.fixes, dropDash: st.dropDash, partner: st.partner },
        sameSettings: sameSettings(b.savestate, here),
      };
    });
  }

  branch(id: string): Branch | null {
    return this.open?.session.branches.get(id) ?? null;
  }

  /** Every branch (for storage to compare with what it holds). */
  branchList(): Branch[] {
    return this.open?.session.branches.list() ?? [];
  }

  /** Bumped by every branch change (storage syncs when it moves). */
  get branchRevision(): number {
    return this.open?.session.branches.revision ?? 0;
  }

  // ---- internals -----------------------------------------------------------------------------

  /** A branch's run from the movie's start: its settings (savestate header) and inputs, or null when it was made on another level. */
  private branchRun(b: Branch): RunSide | null {
    const { session, rt } = this.open!;
    const st = snapshotSettings(b.savestate);
    if (st === null || st.levelHash !== rt.level.hash >>> 0) return null;
    const n = Math.max(b.inputs.length, session.track2.length);
    const words = new Uint16Array(n);
    // A branch keeps the movie's second pad as it is (movieSession.ts).
    for (let f = 0; f < n; f++) words[f] = (f < b.inputs.length ? b.inputs[f] : 0) | (session.track2.get(f) << P2_SHIFT);
    // The branch runs from the movie's start: the act start is the movie's.
    return { options: { profile: st.profile, character: st.character, fixes: st.fixes, partner: st.partner, dropDash: st.dropDash, vblank: rt.options.vblank }, words };
  }

  /** Two runs from the movie's start compared, as the UI shows them. */
  private compare(a: RunSide, b: RunSide): WorkerResult<RunComparisonInfo> {
    const rt = this.open!.rt;
    const r = compareRuns(rt.level, rt.start, a, b);
    if (!r.ok) return fail(r.error.code, 'savestate', startRefusal(r.error));
    return { ok: true, value: comparisonInfo(r.value) };
  }

  private need(): WorkerResult<Open> {
    return this.open === null ? fail('noLevel', '', 'no level loaded') : { ok: true, value: this.open };
  }

  private refused(): Failure {
    return fail('viewOnly', '', this.viewOnlyReason ?? 'the movie cannot be edited here');
  }

  /** A library error as a workbench error; "readOnly" means another tab owns the project. */
  private refusedAt(e: { code: string; message: string }, path: string): Failure {
    if (e.code === 'readOnly') return this.refused();
    return fail(e.code, path, e.message);
  }

  private edit(fn: (s: MovieSession) => EditResult): WorkerResult<EditOutcome> {
    const o = this.need();
    if (!o.ok) return o;
    this.splices = [];
    const playedTo = o.value.rt.recorder.knownTo;
    const r = fn(o.value.session);
    if (!r.ok) return this.refusedAt(r.error, '');
    if (o.value.session.track.length > MAX_FRAMES) {
      o.value.session.undo();
      this.splices = [];
      return tooLong(o.value.session.track.length);
    }
    this.countRerecord(playedTo);
    o.value.rt.recorder.invalidateFrom(r.value);
    return { ok: true, value: this.outcome(r.value) };
  }

  /**
   * The settings a configuration asks for, with the level parsed (a refused level or fix changes
   * nothing), starting from `start` (default: where the movie starts now) and from the act start
   * `actStart` gives (default: the movie's now, kept on the same level). A start savestate that
   * does not fit them (another level) is refused with the engine's reason.
   */
  private recipeFor(c: Configuration, start: Int32Array | null = this.open!.rt.start, actStart?: Pick<MovieMeta, 'actStart'>): WorkerResult<Recipe> {
    const cur = this.open!.rt;
    let level = cur.level;
    let source = cur.source;
    if (c.level !== undefined) {
      const parsed = levelFromSource(c.level, this.acts);
      if (!parsed.ok) return parsed;
      level = parsed.value;
      source = c.level;
    }
    const fixes = checkFixes(c.fixes ?? cur.options.fixes);
    if (!fixes.ok) return fixes;
    const name = 'builtin' in source ? source.builtin : level.name;
    const profile = c.profile ?? cur.options.profile;
    const character = c.character ?? cur.options.character;
    const options = {
      profile,
      character,
      fixes: fixes.value,
      partner: c.partner !== undefined ? c.partner : cur.options.partner,
      // Sonic's only: choosing another character turns it off in the same edit (undo brings it back).
      dropDash: dropDashApplies(profile, character, c.dropDash ?? cur.options.dropDash),
      ...(actStart !== undefined ? actStartOptions(actStart) : level.hash === cur.level.hash && cur.options.vblank !== undefined ? { vblank: cur.options.vblank } : {}),
    };
    // A real act has no player 2: choosing one there, or a real act while one is set, is refused
    // (the partner select is off on a real act; set it to none before loading one).
    const refusal = partnerRefusal(level, options.partner);
    if (refusal !== null) return fail('partnerRealAct', 'partner', c.partner ? refusal : `${refusal}: set partner to none first`);
    const recipe: Recipe = { level, source, name, options, start };
    return checkedStart(recipe) ?? { ok: true, value: recipe };
  }

  /** The settings branch `b` was made with: its savestate header and its level. */
  private branchRecipe(b: Branch): WorkerResult<Recipe> {
    const st = snapshotSettings(b.savestate);
    if (st === null) return fail('snapshotMagic', b.id, 'the branch has no usable savestate');
    const source = b.level === null || b.level === undefined ? this.open!.rt.source : fromStoredLevel(b.level);
    const next = this.recipeFor({ level: source, profile: st.profile, character: st.character, fixes: st.fixes, partner: st.partner, dropDash: st.dropDash });
    if (!next.ok) return next;
    if (next.value.level.hash >>> 0 !== st.levelHash) {
      return fail('branchLevelMissing', b.id, `"${b.name}" was made on a level (hash ${hex(st.levelHash)}) this project no longer has: replay its inputs under the current settings instead`);
    }
    const probe = createWorld(next.value.level, next.value.options).restore(b.savestate);
    if (!probe.ok) return fail(probe.error.code, b.id, probe.error.message);
    return next;
  }

  /**
   * Swaps the runtime as an undo step of the open group, with the movie's meta. The step holds
   * the settings as data (SettingsStep: the level's source, not the level), so the history can be
   * stored; `undoSettings` rebuilds the level from its source when the step is undone after a
   * reload (the level objects of this session are kept for the steps made in it).
   */
  private switchSettings(next: Recipe): void {
    const o = this.open!;
    const before = settingsStep(o.rt);
    const after = settingsStep(next);
    this.recipes.set(before, { level: o.rt.level, source: o.rt.source, name: o.rt.name, options: o.rt.options, start: o.rt.start });
    this.recipes.set(after, next);
    this.applySettings(next);
    o.session.history.push({ kind: 'host', before, after });
    o.session.changeMeta({
      level: levelRef(next), profile: o.rt.options.profile, character: o.rt.options.character, fixes: [...next.options.fixes],
      partner: o.rt.world.partner ?? undefined,
      dropDash: o.rt.options.dropDash ? true : undefined,
      // Another level drops the act start (recipeFor); the same keeps it.
      actStart: next.options.vblank === undefined ? undefined : o.session.meta.actStart,
    });
  }

  private applySettings(r: Recipe): number {
    const o = this.open!;
    o.rt = makeRuntime(r, this.acts);
    o.session.resimulate(o.rt.factory, r.start);
    this.levelChanged = true;
    return 0;
  }

  /**
   * Refuses an undo or redo (to the history position `to` gives) that would go back to settings
   * whose level this browser no longer has (a stored act it lost): the whole group stays as it
   * is rather than changing the movie's meta without its level. Null: it can go ahead.
   */
  private missingLevel(to: (h: UndoHistory) => number): Failure | null {
    const h = this.open?.session.history;
    if (h === undefined) return null;
    for (const g of h.groupsTo(to(h))) {
      for (const step of g.steps) {
        if (step.kind !== 'host') continue;
        for (const side of [step.before, step.after] as SettingsStep[]) {
          if (this.recipes.has(side)) continue;
          const level = levelFromSource(side.source, this.acts);
          if (!level.ok) {
            const why = level.error.path !== '' && level.error.path !== 'level' ? `${level.error.path}: ${level.error.message}` : level.error.message;
            return fail(level.error.code, level.error.path, `"${g.label}" cannot be undone or redone here: the level it goes back to cannot be built (${why})`);
          }
        }
      }
    }
    return null;
  }

  /** A settings step undone or redone (MovieSession.hostSteps). */
  private undoSettings(data: unknown): number {
    const step = data as SettingsStep;
    let recipe = this.recipes.get(step);
    if (recipe === undefined) {
      const level = levelFromSource(step.source, this.acts);
      // The level is gone (a stored act this browser lost): the settings stay; the meta step of
      // the same group still changes, so the refusal is said where the level is next needed.
      if (!level.ok) return -1;
      recipe = { level: level.value, source: step.source, name: step.name, options: { ...step.options, fixes: [...step.options.fixes] }, start: step.start ?? null };
      if (checkedStart(recipe) !== null) return -1;
      this.recipes.set(step, recipe);
    }
    return this.applySettings(recipe);
  }

  /**
   * One rerecord when the splices since the last outcome changed inputs under frames already
   * played (`playedTo`: the greenzone's extent before the change; rerecordRule.ts), at most one
   * per paint stroke's group.
   */
  private countRerecord(playedTo: number): void {
    let first = -1;
    for (const sp of this.splices) first = earliest(first, sp.at);
    if (!isRerecord(first, playedTo) || this.groupRerecorded === true) return;
    this.open!.session.meta.rerecords++;
    if (this.groupRerecorded === false) this.groupRerecorded = true;
  }

  private outcome(first: number): EditOutcome {
    const o = this.open!;
    const s = o.session;
    const splices = this.splices;
    this.splices = [];
    const level = this.levelChanged ? this.levelInfo() : null;
    this.levelChanged = false;
    const branches = s.branches.revision !== this.branchesSent || level !== null ? this.branchInfos() : null;
    this.branchesSent = s.branches.revision;
    return { first, splices, length: s.track.length, markers: s.markers.list(), status: this.status(), level, branches };
  }

  private levelInfo(): LevelInfo {
    const rt = this.open!.rt;
    return {
      level: rt.level, levelName: rt.name, levelSource: rt.source, profile: rt.options.profile, character: rt.options.character, fixes: rt.options.fixes,
      dropDash: rt.options.dropDash, partner: rt.world.partner, partnerBase: rt.world.partnerBase, objectBase: rt.world.objectBase, slotCount: rt.world.slotCount, objectIds: rt.objectIds,
      savestateStart: rt.start === null ? null : rt.base,
    };
  }

  status(): SessionStatus {
    const s = this.open!.session;
    const { entries, position } = s.historyList();
    const offset = Math.max(0, entries.length - HISTORY_SHOWN);
    const history: HistoryList = { entries: entries.slice(offset), offset, position };
    return { canUndo: s.history.canUndo, canRedo: s.history.canRedo, rerecords: s.meta.rerecords, author: s.meta.author, viewOnly: this.viewOnlyReason, history };
  }

  private view(): FrameView {
    const { session, rt } = this.open!;
    const { world, recorder, objectIds } = rt;
    // A run's frames go on through its special stages, where the act's world stands still.
    const frame = (rt.run !== null ? rt.run.frame : world.frame) - rt.base;
    const input = frame > 0 ? session.track.get(frame - 1) : 0;
    const from = Math.max(0, frame - PATH_FRAMES);
    const known = Math.min(frame, recorder.knownTo);
    const path = new Int32Array(2 * Math.max(0, known - from + 1));
    const [xs, ys] = recorder.series;
    for (let f = from, i = 0; f <= known; f++, i += 2) {
      path[i] = xs[f] >> 8;
      path[i + 1] = ys[f] >> 8;
    }
    // In a special stage the act's world stands as its giant ring left it: the stage's fields are the run view's.
    const inStage = rt.run?.special != null;
    return {
      frame,
      state: world.state.slice(),
      partnerBase: world.partnerBase,
      trace: frame === 0 || inStage ? null : { ...traceRecord(world.state, input, objectIds, world.m), f: frame - 1 },
      events: frame === 0 || inStage ? 0 : world.state[P_EVENTS],
      hash: rt.run !== null ? rt.run.hash() : world.hash(),
      path,
      greenzoneTo: recorder.knownTo,
      hitsVersion: recorder.hitsVersion,
      objects: objectBoxes(world),
      input,
      run: rt.run === null ? null : runView(rt.run, rt.actTrack!.boundaries(recorder.knownTo)),
    };
  }
}

/**
 * Why a movie's start savestate cannot start it on `level` under the movie's own settings (made
 * on another level: "play it on this level anyway" cannot replay such a movie), or null. Asked
 * before an import makes a project of it, so no project is stored that could not open.
 */
export function movieStartRefused(level: Level, movie: Movie): WorkbenchError | null {
  if (movie.savestate === undefined) return null;
  const m = movie.meta;
  const options = { profile: m.profile, character: m.character, fixes: m.fixes.filter(isQuirkId), partner: m.partner ?? null, dropDash: m.dropDash === true };
  const w = worldAtStart(level, options, movie.savestate);
  return w.ok ? null : { code: w.error.code, path: 'savestate', message: startRefusal(w.error) };
}

/** A comparison as plain data for the page (hits without whatever else a detector attached). */
function comparisonInfo(c: RunComparison): RunComparisonInfo {
  const hits = (list: readonly DetectorHitInfo[]): DetectorHitInfo[] => list.map((h) => ({ frame: h.frame, detector: h.detector, message: h.message }));
  return {
    frames: c.frames, divergesAt: c.divergesAt, vanished: hits(c.vanished), appeared: hits(c.appeared),
    a: { hash: c.a.hash, state: c.a.state }, b: { hash: c.b.hash, state: c.b.state },
  };
}

/** Where two input lists differ: the first frame and the count (missing frames read as 0). */
export function inputDiff(a: Uint8Array, b: Uint8Array): InputDiff {
  const first = firstInputDifference(a, b);
  if (first === null) return { first: null, frames: 0 };
  let frames = 0;
  const n = Math.max(a.length, b.length);
  for (let i = first; i < n; i++) if ((i < a.length ? a[i] : -1) !== (i < b.length ? b[i] : -1)) frames++;
  return { first, frames };
}

function sameRecipe(a: Recipe, b: Recipe): boolean {
  return (
    a.level.hash === b.level.hash &&
    a.name === b.name &&
    a.options.profile === b.options.profile &&
    a.options.character === b.options.character &&
    partnerKey(a.options.partner) === partnerKey(b.options.partner) &&
    a.options.dropDash === b.options.dropDash &&
    a.options.vblank === b.options.vblank &&
    [...a.options.fixes].sort().join() === [...b.options.fixes].sort().join() &&
    sameStart(a.start, b.start)
  );
}

/**
 * Whether a savestate of a run (any act's, or a special stage's: S1ActRun.snapshot) was made with
 * the settings `act` (a snapshot of the run's current act) has, whichever act it is in.
 */
function sameRunSettings(snap: Int32Array, act: Int32Array): boolean {
  if (snap[0] === SS_SNAPSHOT_MAGIC) return true;
  if (snap.length < HEADER_WORDS) return false;
  return snap[H_CONFIG] === act[H_CONFIG] && snap[H_FIXES] === act[H_FIXES] && snap[H_FIXES_HIGH] === act[H_FIXES_HIGH];
}

/** Whether two start savestates are the same state (both null: the level start). */
function sameStart(a: Int32Array | null, b: Int32Array | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** "level walls", "profile s1, fixes zip", "drop dash on" ... for the history list. */
function settingsLabel(a: Recipe, b: Recipe): string {
  const parts: string[] = [];
  if (a.level.hash !== b.level.hash || a.name !== b.name) parts.push(`level ${b.name}`);
  if (a.options.profile !== b.options.profile) parts.push(`profile ${b.options.profile}`);
  if (a.options.character !== b.options.character) parts.push(`character ${b.options.character}`);
  if (partnerKey(a.options.partner) !== partnerKey(b.options.partner)) parts.push(`partner ${partnerKey(b.options.partner)}`);
  if (a.options.dropDash !== b.options.dropDash) parts.push(`drop dash ${b.options.dropDash ? 'on' : 'off'}`);
  if (a.options.vblank !== b.options.vblank) parts.push(b.options.vblank === undefined ? 'act start: the boot route' : `act start: v_vbla_count ${b.options.vblank}`);
  if (!sameStart(a.start, b.start)) parts.push(b.start === null ? 'from the level start' : 'from a savestate');
  const fa = new Set(a.options.fixes);
  const fb = new Set(b.options.fixes);
  for (const f of fb) if (!fa.has(f)) parts.push(`fix ${f}`);
  for (const f of fa) if (!fb.has(f)) parts.push(`unfix ${f}`);
  return `settings: ${parts.join(', ') || 'unchanged'}`;
}

function checkFixes(fixes: readonly string[]): WorkerResult<QuirkId[]> {
  for (const f of fixes) if (!isQuirkId(f)) return fail('quirkUnknown', 'fixes', `unknown quirk "${f}"`);
  return { ok: true, value: [...fixes] as QuirkId[] };
}

function validFrame(frame: number): boolean {
  return Number.isInteger(frame) && frame >= 0 && frame <= MAX_FRAMES;
}

function seekRange(frame: number): Failure {
  return fail('seekRange', `frame ${frame}`, `cannot seek to frame ${frame}`);
}

function earliest(a: number, b: number): number {
  if (a < 0) return b;
  if (b < 0) return a;
  return Math.min(a, b);
}

function hex(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}

function fail(code: string, path: string, message: string): Failure {
  return { ok: false, error: { code, path, message } };
}

export type { WorldOptions };

/** The movie's reference to its level: the workbench's name for it (a built-in's key) and what movies/formats records (hash, real act). */
function levelRef(r: Recipe): MovieLevelRef {
  return { ...movieLevelRef(r.level), name: r.name };
}

function emptyMeta(
  level: MovieLevelRef, profile: MovieMeta['profile'], character: MovieMeta['character'], fixes: string[], now: string, partner: PartnerOptions | null,
  dropDash: boolean,
): MovieMeta {
  const meta: MovieMeta = { level, profile, character, fixes: [...fixes], author: '', rerecords: 0, created: now, modified: now, notes: '' };
  if (partner !== null) meta.partner = partner;
  return withDropDash(meta, dropDash);
}

/**
 * The meta with the drop dash as the world runs it: a file may ask for it with a character that
 * has no drop dash (the world ignores it), and the movie must not then say it is on.
 */
function withDropDash(meta: MovieMeta, on: boolean): MovieMeta {
  const out = { ...meta };
  if (on) out.dropDash = true;
  else delete out.dropDash;
  return out;
}

/** "none", "tails (CPU)", "sonic (2nd pad)": a partner as the history and comparisons name it. */
function partnerKey(p: PartnerOptions | null): string {
  return p === null ? 'none' : `${p.character} (${p.control === 'cpu' ? 'CPU' : '2nd pad'})`;
}

function tooLong(length: number): Failure {
  return fail('movieTooLong', 'inputs', `${length} frames is more than the ${MAX_FRAMES} the workbench accepts`);
}
