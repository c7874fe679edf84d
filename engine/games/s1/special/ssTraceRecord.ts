/**
 * The special stage's trace record (CONTRACTS §5): the keys every record has, in the act's
 * units (x and y in subpixels: the 16.16 longs >> 8), and the stage's own fields: `x16` / `y16`
 * (obX / obY as the game keeps them, all 16 fraction bits), `ssAngle` and `ssRotate` (v_ssangle,
 * whose high byte is the angle the physics reads, and v_ssrotate), `stage` (1..6), `phase`
 * (`stage`, `finish` for SS_FinLoop, `results`), `emeralds` (v_emldlist in the order got),
 * `continues`, `lives`, `touched` (the solid cell Sonic's movement ran into this frame,
 * objoff_30; 0 none) and `act` (`s1:ss1` ...). `angle` is Sonic's obAngle (the stage never
 * turns him: 0), `mode` `floor`, `layer` `A`; he stands on no object.
 */
import { inputToLetters } from '../../../input.ts';
import { OB_HEIGHT, OB_INERTIA, OB_STATUS, OB_VEL_X, OB_VEL_Y, OB_WIDTH, OB_X, OB_Y, OB_ANGLE, rl, rsw } from '../objects/ram.ts';
import {
  B_PLAYER, O9_TOUCHED, SS_ANGLE, SS_CAM_X, SS_CAM_Y, SS_CONTINUES, SS_EMERALDS, SS_EMERALD_LIST, SS_EVENTS, SS_FRAME, SS_LIVES, SS_PHASE,
  SS_PHASE_NAMES, SS_RINGS, SS_ROTATE, SS_STAGE, ssEventNames,
} from './ssState.ts';

export interface SsTraceRecord {
  f: number;
  x: number;
  y: number;
  xsp: number;
  ysp: number;
  gsp: number;
  angle: number;
  air: boolean;
  roll: boolean;
  mode: 'floor';
  layer: 'A';
  onObject: null;
  ctrlLock: 0;
  input: string;
  events: string[];
  wrad: number;
  hrad: number;
  camX: number;
  camY: number;
  rings: number;
  act: string;
  x16: number;
  y16: number;
  ssAngle: number;
  ssRotate: number;
  stage: number;
  phase: (typeof SS_PHASE_NAMES)[number];
  emeralds: number[];
  continues: number;
  lives: number;
  touched: number;
}

/** The record of the frame just stepped with `input`. */
export function ssTraceRecord(s: Int32Array, m: Uint8Array, input: number): SsTraceRecord {
  const a0 = B_PLAYER;
  const status = m[a0 + OB_STATUS];
  const x16 = rl(m, a0 + OB_X);
  const y16 = rl(m, a0 + OB_Y);
  return {
    f: s[SS_FRAME] - 1,
    x: x16 >> 8,
    y: y16 >> 8,
    xsp: rsw(m, a0 + OB_VEL_X),
    ysp: rsw(m, a0 + OB_VEL_Y),
    gsp: rsw(m, a0 + OB_INERTIA),
    angle: m[a0 + OB_ANGLE],
    air: (status & 2) !== 0,
    roll: (status & 4) !== 0,
    mode: 'floor',
    layer: 'A',
    onObject: null,
    ctrlLock: 0,
    input: inputToLetters(input & 0xff),
    events: ssEventNames(s[SS_EVENTS]),
    wrad: m[a0 + OB_WIDTH],
    hrad: m[a0 + OB_HEIGHT],
    camX: s[SS_CAM_X],
    camY: s[SS_CAM_Y],
    rings: s[SS_RINGS],
    act: `s1:ss${s[SS_STAGE] + 1}`,
    x16,
    y16,
    ssAngle: s[SS_ANGLE],
    ssRotate: s[SS_ROTATE],
    stage: s[SS_STAGE] + 1,
    phase: SS_PHASE_NAMES[s[SS_PHASE]],
    emeralds: Array.from({ length: s[SS_EMERALDS] }, (_, i) => s[SS_EMERALD_LIST + i]),
    continues: s[SS_CONTINUES],
    lives: s[SS_LIVES],
    touched: m[a0 + O9_TOUCHED],
  };
}
