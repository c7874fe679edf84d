/**
 * Where a movie starts: the level start, or the engine savestate it carries (Movie.savestate).
 * Every command and view that replays a movie builds its first world here, so none of them can
 * replay a savestate movie from the level start by forgetting the savestate.
 *
 * Frame numbering: a movie's frame n is the state after n of its inputs, counted from its start
 * (frame 0 is the savestate's state). The engine's frame counter (P_FRAME, Level_frame_counter,
 * which moving platforms, rings and the CPU Tails read) is state like any other and goes on from
 * the savestate's value, so a movie's frames are the simulation's counted from where it started
 * (`countedFrom`). A movie without a savestate starts at engine frame 0: nothing changes for it.
 */
import type { Level } from '../../engine/level/types.ts';
import { P_FRAME } from '../../engine/state/layout.ts';
import type { RestoreResult, Simulation, SnapshotError } from '../../engine/world/simulation.ts';
import { HEADER_WORDS } from '../../engine/world/snapshotHeader.ts';
import { checkStateWords } from '../../engine/world/validateSnapshot.ts';
import { createWorld, type World, type WorldOptions } from '../../engine/world/world.ts';
import type { Result } from '../types.ts';

/**
 * A world at the movie's start: the level start, or the savestate's state words. The savestate
 * comes from a file, so every word is checked against the layout's invariants before it is used
 * (World.restoreUntrusted): a corrupted one is refused with the word's name, never stepped.
 * A savestate of the same level and layout made with other settings (other fixes: the run under
 * a fixed engine from the same state) still gives its state words; another level or layout is
 * refused with the engine's own error.
 */
export function worldAtStart(level: Level, options: WorldOptions, savestate: Int32Array | null): Result<World, SnapshotError> {
  const w = createWorld(level, options);
  if (savestate !== null) {
    const r = w.restoreUntrusted(savestate);
    if (!r.ok) {
      if (r.error.code !== 'snapshotConfig' || savestate.length !== w.snapshotLength) return { ok: false, error: r.error };
      const words = savestate.subarray(HEADER_WORDS);
      const checked = checkStateWords(w, words);
      if (!checked.ok) return checked;
      w.setStateWords(words);
    }
  }
  return { ok: true, value: w };
}

/** The engine frame counter a savestate was taken at (0 for the level start, or a snapshot too short to have one). */
export function savestateFrame(savestate: Int32Array | null): number {
  return savestate === null || savestate.length <= HEADER_WORDS + P_FRAME ? 0 : savestate[HEADER_WORDS + P_FRAME];
}

/**
 * `sim` with its frames counted from engine frame `base` (the movie's start): what a greenzone,
 * a branch and a sync guard see. The same object when `base` is 0, so a movie from the level
 * start runs exactly as before.
 */
export function countedFrom(sim: Simulation, base: number): Simulation {
  if (base === 0) return sim;
  return {
    get frame() {
      return sim.frame - base;
    },
    get snapshotLength() {
      return sim.snapshotLength;
    },
    step: (input: number): number => sim.step(input),
    snapshot: (): Int32Array => sim.snapshot(),
    snapshotInto: (out: Int32Array): void => sim.snapshotInto(out),
    restore: (snapshot: Int32Array): RestoreResult => sim.restore(snapshot),
    restoreUntrusted: (snapshot: Int32Array): RestoreResult => sim.restoreUntrusted(snapshot),
    hash: (): string => sim.hash(),
  };
}

/**
 * Fresh simulations at the movie's start, counted from it (a MovieSession's, a sync guard's), or
 * why the savestate does not fit the level and options.
 */
export function startFactory(level: Level, options: WorldOptions, savestate: Int32Array | null): Result<() => Simulation, SnapshotError> {
  const first = worldAtStart(level, options, savestate);
  if (!first.ok) return first;
  const base = first.value.frame;
  let spare: World | null = first.value;
  return {
    ok: true,
    value: () => {
      // The checked world serves the first call; later ones are built the same way (checked once).
      const w = spare ?? (worldAtStart(level, options, savestate) as { ok: true; value: World }).value;
      spare = null;
      return countedFrom(w, base);
    },
  };
}

/** One line saying why a movie's savestate cannot start it on this level and settings. */
export function startRefusal(error: SnapshotError): string {
  return `the movie starts from a savestate (its frame 0), and it does not fit: ${error.message}`;
}
