/**
 * The per-frame trace record of CONTRACTS §5: the state after that frame's step.
 * Shared by the CLI (`subpixel trace`) and the workbench so both print the same numbers.
 */
import { inputToLetters } from '../input.ts';
import { eventNames } from '../state/events.ts';
import {
  MODE_NAMES, P_ANGLE, P_CTRL_LOCK, P_EVENTS, P_FRAME, P_GSP, P_LAYER, P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_Y, P_YSP,
  P_MODE, P_WRAD, P_HRAD, ST_AIR, ST_ROLL, C_X, C_Y, CPU_INPUT, CPU_ROUTINE, P_EVENTS2, P_DOUBLE_JUMP, P_DOUBLE_JUMP_PROP, P_RINGS,
  P_SHIELD, P_SUPER, P_SUPER_FRAMES, P_MOVE_EVENTS,
} from '../state/layout.ts';
import { moveEventNames } from '../player/moves/moveEvents.ts';
import { SHIELD_NAMES } from '../level/types.ts';
import { s1StoodOn } from '../games/s1/objects/stoodOn.ts';
import type { S2Act } from '../games/s2/s2Act.ts';

/** A player's position, speeds and state, as both players' records give them. */
export interface PlayerMotion {
  x: number;
  y: number;
  xsp: number;
  ysp: number;
  gsp: number;
  angle: number;
  air: boolean;
  roll: boolean;
  mode: (typeof MODE_NAMES)[number];
}

export interface TraceRecord extends PlayerMotion {
  f: number;
  layer: 'A' | 'B';
  /**
   * The object stood on: its level id on a hand-made level; on a real act its Obj_Index name
   * (`Bridge`), with `onObjectSlot` and `onObjectId` (engine/games/s1/objects/stoodOn.ts). Null: none.
   */
  onObject: string | null;
  onObjectSlot?: number;
  onObjectId?: number;
  ctrlLock: number;
  input: string;
  events: string[];
  wrad: number;
  hrad: number;
  camX: number;
  camY: number;
  /** Ring count, the shield held ('none', 'plain', 'fire', 'lightning', 'bubble'). */
  rings: number;
  shield: (typeof SHIELD_NAMES)[number];
  /** The character moves' state (engine/player/moves/): double_jump_flag and double_jump_property as the game keeps them. */
  doubleJump: number;
  doubleJumpProp: number;
  /** 0 normal, 1 super, -1 hyper; and the super form's ring countdown. */
  superForm: number;
  superFrames: number;
  /** The character moves that began this frame (engine/player/moves/moveEvents.ts names). */
  moves: string[];
  /** Player 2, in a world with a partner (not in CONTRACTS §5's required keys). */
  p2?: PartnerTraceRecord;
  /** Real acts: where the frame was played (`s1:ghz2`; CONTRACTS §5), set by whoever plays the run of acts. */
  act?: string;
}

/** The partner's part of a trace record: its own words after the frame, and the buttons it ran with. */
export interface PartnerTraceRecord extends PlayerMotion {
  /** The buttons held this frame (the CPU's or the second pad's), CONTRACTS §3 letters. */
  input: string;
  /** The CPU's state (Sonic 2 `Tails_CPU_routine`). */
  cpu: (typeof CPU_STATE_NAMES)[number];
  /** The id of the object it stands on (as player 1's `onObject`), or null. */
  onObject: string | null;
  events: string[];
}

export const CPU_STATE_NAMES = ['init', 'spawning', 'flying', 'normal', 'panic'] as const;

/** The motion part of a record from a player's words (`s`: player 1's state, or World.p2.s). */
function playerMotion(s: Int32Array): PlayerMotion {
  return {
    x: s[P_X],
    y: s[P_Y],
    xsp: s[P_XSP],
    ysp: s[P_YSP],
    gsp: s[P_GSP],
    angle: s[P_ANGLE],
    air: (s[P_STATUS] & ST_AIR) !== 0,
    roll: (s[P_STATUS] & ST_ROLL) !== 0,
    mode: MODE_NAMES[s[P_MODE]],
  };
}

/** `p2` is the partner's view (World.p2.s); `objectIds[slot]` names the object it stands on. */
export function partnerTraceRecord(p2: Int32Array, objectIds: readonly string[]): PartnerTraceRecord {
  return {
    ...playerMotion(p2),
    input: inputToLetters(p2[CPU_INPUT] & 0xff),
    cpu: CPU_STATE_NAMES[p2[CPU_ROUTINE]] ?? 'normal',
    onObject: standingOnId(p2, objectIds),
    events: eventNames(p2[P_EVENTS], p2[P_EVENTS2]),
  };
}

/** The id of the object a player's words say it stands on (P_ON_OBJECT: slot + 1), or null. */
function standingOnId(s: Int32Array, objectIds: readonly string[]): string | null {
  const on = s[P_ON_OBJECT];
  return on === 0 ? null : (objectIds[on - 1] ?? null);
}

/**
 * `objectIds[slot]` names the object the player stands on on a hand-made level; on a real act
 * `m` is its object RAM (World.m) and the game's own fields say it; on a Sonic 2 act, `s2`
 * (World.s2) does (`Obj11`, the game's slot).
 */
export function traceRecord(s: Int32Array, input: number, objectIds: readonly string[], m?: Uint8Array, s2?: S2Act | null): TraceRecord {
  const on = m !== undefined && m.length > 0 ? s1StoodOn(s, m) : s2 != null ? s2.stoodOnNamed(s) : undefined;
  return {
    f: s[P_FRAME] - 1,
    ...playerMotion(s),
    layer: s[P_LAYER] === 0 ? 'A' : 'B',
    ...(on === undefined ? { onObject: standingOnId(s, objectIds) } : on === null ? { onObject: null } : { onObject: on.name, onObjectSlot: on.slot, onObjectId: on.id }),
    ctrlLock: s[P_CTRL_LOCK],
    input: inputToLetters(input),
    events: eventNames(s[P_EVENTS], s[P_EVENTS2]),
    wrad: s[P_WRAD],
    hrad: s[P_HRAD],
    camX: s[C_X],
    camY: s[C_Y],
    rings: s[P_RINGS],
    shield: SHIELD_NAMES[s[P_SHIELD]] ?? 'none',
    doubleJump: s[P_DOUBLE_JUMP],
    doubleJumpProp: s[P_DOUBLE_JUMP_PROP],
    superForm: s[P_SUPER],
    superFrames: s[P_SUPER_FRAMES],
    moves: moveEventNames(s[P_MOVE_EVENTS]),
  };
}
