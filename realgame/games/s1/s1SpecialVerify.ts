/**
 * A special stage played on the real game and on the engine side by side, frame by frame by
 * the frame rule (realgame/realRun.ts RealPlayer with the stage's bridge, s1SpecialBridge.ts),
 * comparing what the stage's physics keeps: Sonic's 16.16 position, speeds, obInertia and
 * status, v_ssangle, v_ssrotate, the rings, lives, continues and emeralds, the camera. It stops
 * at the first frame that differs, or where the stage's results screen comes.
 */
import { OB_ANGLE, OB_HEIGHT, OB_INERTIA, OB_STATUS, OB_VEL_X, OB_VEL_Y, OB_WIDTH, OB_X, OB_Y, rl, rsw } from '../../../engine/games/s1/objects/ram.ts';
import type { FrameValues } from '../../compareFrames.ts';
import type { SpecialStageData } from '../../../engine/games/s1/special/ssData.ts';
import { S1SpecialStage } from '../../../engine/games/s1/special/specialStage.ts';
import type { SsQuirk } from '../../../engine/games/s1/special/ssQuirks.ts';
import { SS_ANGLE, SS_CAM_X, SS_CAM_Y, SS_CONTINUES, SS_EMERALDS, SS_LIVES, SS_RINGS, SS_ROTATE } from '../../../engine/games/s1/special/ssState.ts';
import { RealPlayer } from '../../realRun.ts';
import type { BootedSpecialStage } from './s1SpecialBoot.ts';
import type { SsRealRecord } from './s1SpecialBridge.ts';

/** The stage's fields a run of acts compares beyond the trace record's (compareFrames.ts). */
export const SS_EXTRA_FIELDS = ['x16', 'y16', 'status', 'ssAngle', 'ssRotate', 'continues', 'emeralds'] as const;

/**
 * The engine's stage as the trace record's compared fields (realgame/compareFrames.ts
 * FrameValues; x and y the 16.16 longs >> 8, the stage's act `s1:ssN`) and SS_EXTRA_FIELDS.
 */
export function specialStageValues(ss: S1SpecialStage): FrameValues & Record<(typeof SS_EXTRA_FIELDS)[number], number> {
  const { m, s } = ss;
  const st = m[OB_STATUS];
  return {
    act: `s1:ss${ss.stage}`, x: rl(m, OB_X) >> 8, y: rl(m, OB_Y) >> 8, xsp: rsw(m, OB_VEL_X), ysp: rsw(m, OB_VEL_Y), gsp: rsw(m, OB_INERTIA),
    angle: m[OB_ANGLE], air: (st & 2) !== 0, roll: (st & 4) !== 0, layer: 'A', ctrlLock: 0, wrad: m[OB_WIDTH], hrad: m[OB_HEIGHT],
    camX: s[SS_CAM_X], camY: s[SS_CAM_Y], rings: s[SS_RINGS], lives: s[SS_LIVES], onObject: null,
    x16: rl(m, OB_X), y16: rl(m, OB_Y), status: st, ssAngle: s[SS_ANGLE], ssRotate: s[SS_ROTATE], continues: s[SS_CONTINUES], emeralds: s[SS_EMERALDS],
  };
}

const FIELDS = ['x16', 'y16', 'xsp', 'ysp', 'gsp', 'status', 'ssAngle', 'ssRotate', 'rings', 'lives', 'continues', 'emeralds', 'camX', 'camY'] as const;
type Field = (typeof FIELDS)[number];

export interface SpecialStageVerify {
  /** Frames played on both (up to the inputs' end or the results screen). */
  readonly frames: number;
  /** Frames compared equal (a frame whose state is never at an emulator frame's end is stepped, not compared). */
  readonly synced: number;
  readonly lagFrames: number;
  /** The frame whose iteration ended the stage's loops (the results screen next), or null. */
  readonly resultsAt: number | null;
  readonly firstDivergence: { readonly frame: number; readonly fields: Partial<Record<Field, [number, number]>> } | null;
  readonly engine: S1SpecialStage;
}

function engineFields(ss: S1SpecialStage): Record<Field, number> {
  const { m, s } = ss;
  return {
    x16: rl(m, OB_X), y16: rl(m, OB_Y), xsp: rsw(m, OB_VEL_X), ysp: rsw(m, OB_VEL_Y), gsp: rsw(m, OB_INERTIA), status: m[OB_STATUS],
    ssAngle: s[SS_ANGLE], ssRotate: s[SS_ROTATE], rings: s[SS_RINGS], lives: s[SS_LIVES], continues: s[SS_CONTINUES], emeralds: s[SS_EMERALDS],
    camX: s[SS_CAM_X], camY: s[SS_CAM_Y],
  };
}

/**
 * Plays `inputs` on the booted stage and on the engine's (stage `stage`, started as the route
 * started it, with the stage's `fixes`; `prepare` may change the engine's stage before its first frame, as a test changes
 * the console's RAM).
 */
export function verifySpecialStage(
  b: BootedSpecialStage,
  data: SpecialStageData,
  stage: number,
  inputs: Uint8Array,
  options: { readonly prepare?: (engine: S1SpecialStage) => void; readonly fixes?: readonly SsQuirk[] } = {},
): SpecialStageVerify {
  const engine = new S1SpecialStage(data, { lastSpecial: stage - 1, vblank: b.vblank, fixes: options.fixes ?? [] });
  options.prepare?.(engine);
  const player = new RealPlayer(b.console, b.bridge, inputs);
  let frames = 0;
  let synced = 0;
  let lagFrames = 0;
  let resultsAt: number | null = null;
  let firstDivergence: SpecialStageVerify['firstDivergence'] = null;
  player.playTo(inputs.length, (f) => {
    engine.step(f.input);
    frames++;
    lagFrames += f.lag ?? 0;
    if (f.left !== null || engine.over) resultsAt = f.f;
    const real = f.record as SsRealRecord | null;
    if (real !== null) {
      const mine = engineFields(engine);
      const fields: Partial<Record<Field, [number, number]>> = {};
      let differs = false;
      for (const k of FIELDS) {
        if (real[k] !== mine[k]) {
          fields[k] = [real[k], mine[k]];
          differs = true;
        }
      }
      if (differs) {
        firstDivergence = { frame: f.f, fields };
        return false;
      }
    }
    synced++;
    return !engine.over;
  });
  return { frames, synced, lagFrames, resultsAt, firstDivergence, engine };
}
