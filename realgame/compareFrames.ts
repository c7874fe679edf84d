/**
 * The real game's frames against the engine's, field by field: what `realgame verify` reports
 * (CONTRACTS §8: `{synced, frames, lagFrames, firstDivergence: {frame, fields: {name: [real,
 * engine]}, real, engine} | null}`). The engine plays the same movie frames from the same act
 * start; a frame the real game played as a restart is one the engine must restart on too. The
 * real game's lag frames are told to the engine as they happen (engine/games/s1/act/lagVblanks.ts). A
 * frame whose state the real game never showed (it ended within the emulator frame that began
 * the next, realgame/levelIterations.ts) is stepped, not compared.
 * Played as a run of acts (engine/games/s1/s1ActRun.ts) the engine goes on across act ends as
 * the game does, and the act each side is in is compared too.
 */
import type { World } from '../engine/world/world.ts';
import { traceRecord } from '../engine/world/traceRecord.ts';
import { W_LIVES } from '../engine/state/layout.ts';
import type { RealFrame } from './realRun.ts';
import type { RealRecord } from './gameBridge.ts';
import { addLagVblanks } from '../engine/games/s1/act/lagVblanks.ts';
import { s1ObjectName } from '../engine/games/s1/objects/objectNames.ts';
import { S1ActRun } from '../engine/games/s1/s1ActRun.ts';
import { specialStageValues, SS_EXTRA_FIELDS } from './games/s1/s1SpecialVerify.ts';
import { SS_VBLANK } from '../engine/games/s1/special/ssState.ts';

/** The fields both sides keep in the same units (CONTRACTS §5; positions in subpixels). */
export const COMPARED_FIELDS = ['act', 'x', 'y', 'xsp', 'ysp', 'gsp', 'angle', 'air', 'roll', 'layer', 'ctrlLock', 'wrad', 'hrad', 'camX', 'camY', 'rings', 'lives', 'onObject'] as const;

export type ComparedField = (typeof COMPARED_FIELDS)[number];
/** `onObject`: the object stood on as "Bridge, slot 41" (engine/games/s1/objects/stoodOn.ts), or null; `act`: `s1:ghz2`. */
export type FrameValues = Record<ComparedField, number | boolean | string | null>;

export interface Divergence {
  readonly frame: number;
  readonly fields: Partial<Record<ComparedField, [number | boolean | string | null, number | boolean | string | null]>>;
  readonly real: FrameValues & { readonly emuFrame: number; readonly lag: number | null };
  readonly engine: FrameValues;
}

export interface VerifyReport {
  readonly synced: boolean;
  readonly frames: number;
  readonly lagFrames: number;
  readonly firstDivergence: Divergence | null;
}

/**
 * What a game other than Sonic 1 tells the comparer (Sonic 2: realgame/games/s2/s2CompareFrames.ts);
 * without them it compares Sonic 1's acts, as it always has.
 */
export interface FrameComparerOptions {
  /** The act the engine plays when its level names none (a plain level of a Sonic 2 act: `s2:ehz1`). */
  readonly act?: string;
  /** The name of the object a real record stands on, by its id (default: Sonic 1's Obj_Index names). */
  readonly objectName?: (id: number) => string;
}

/** The engine's values of the compared fields after its last step. */
export function engineValues(w: World, input: number, act: string | null = null): FrameValues {
  const r = traceRecord(w.state, input, w.level.objects.map((o) => o.id), w.m, w.s2);
  return {
    act: w.level.act === undefined ? act : `s1:${w.level.act.id}`,
    x: r.x, y: r.y, xsp: r.xsp, ysp: r.ysp, gsp: r.gsp, angle: r.angle, air: r.air, roll: r.roll, layer: r.layer,
    ctrlLock: r.ctrlLock, wrad: r.wrad, hrad: r.hrad, camX: r.camX, camY: r.camY, rings: r.rings, lives: w.state[W_LIVES],
    onObject: r.onObject === null ? null : `${r.onObject}, slot ${r.onObjectSlot}`,
  };
}

export function realValues(r: RealRecord, objectName: (id: number) => string = s1ObjectName): FrameValues {
  return {
    act: r.act,
    x: r.x, y: r.y, xsp: r.xsp, ysp: r.ysp, gsp: r.gsp, angle: r.angle, air: r.air, roll: r.roll, layer: r.layer,
    ctrlLock: r.ctrlLock, wrad: r.wrad, hrad: r.hrad, camX: r.camX, camY: r.camY, rings: r.rings, lives: r.lives,
    onObject: r.onObject === null ? null : `${objectName(r.onObject.id)}, slot ${r.onObject.slot}`,
  };
}

/**
 * Steps `played` (one act's world, or a run of acts that goes on across act ends) through the
 * real frames as they arrive (`compare(frame)` for each, in order) and keeps the first
 * difference. `report()` gives it.
 */
export function makeFrameComparer(played: World | S1ActRun, options: FrameComparerOptions = {}) {
  const act = options.act ?? null;
  const objectName = options.objectName ?? s1ObjectName;
  const world = (): World => (played instanceof S1ActRun ? played.world : played);
  let first: Divergence | null = null;
  let frames = 0;
  let lagFrames = 0;
  return {
    /** Steps the engine one frame; false once the two have parted (the caller may stop). */
    compare(f: RealFrame): boolean {
      frames++;
      lagFrames += f.lag ?? 0;
      played.step(f.input);
      const w = world();
      // In a run's special stage the stage's fields are compared (s1SpecialVerify.ts), its own counter hears the lag.
      const ss = played instanceof S1ActRun ? played.special : null;
      // The VBlanks the real game's lag took count in its counter: the engine hears them (it cannot count cycles).
      if (ss !== null) {
        if ((f.lag ?? 0) > 0) ss.s[SS_VBLANK] = (ss.s[SS_VBLANK] + (f.lag ?? 0)) | 0;
      } else addLagVblanks(w, f.lag ?? 0);
      if (first !== null) return false;
      // An iteration that ended in the lines before the next one's VBlank was never seen: the next frame is compared.
      if (f.record === null) return true;
      const real = realValues(f.record, objectName);
      const engine = ss !== null ? specialStageValues(ss) : engineValues(w, f.input, act);
      const fields: Divergence['fields'] = {};
      let differs = false;
      for (const k of COMPARED_FIELDS) {
        if (real[k] !== engine[k]) {
          fields[k] = [real[k], engine[k]];
          differs = true;
        }
      }
      if (ss !== null) {
        const rx = f.record as unknown as Record<string, number>;
        const ex = engine as unknown as Record<string, number>;
        for (const k of SS_EXTRA_FIELDS) {
          if (rx[k] !== ex[k]) {
            (fields as Record<string, [number, number]>)[k] = [rx[k], ex[k]];
            differs = true;
          }
        }
      }
      if (!differs) return true;
      first = { frame: f.f, fields, real: { ...real, emuFrame: f.emuFrame, lag: f.lag }, engine };
      return false;
    },
    report(): VerifyReport {
      return { synced: first === null, frames, lagFrames, firstDivergence: first };
    },
  };
}
