/**
 * The level rules of one real act, fixed when the world is built from the act's data: which of
 * the game's per-zone and per-act routines apply and with which numbers. The routines that use
 * them live next to this file (loops.ts, dynamicLevelEvents.ts, actStart.ts, gameOver.ts); the
 * changing part of their state is in the state buffer (engine/state/layout.ts, the W_ words).
 */
import { titleCardExitFrame } from './titleCardExit.ts';
import type { ActArtQueues, RealAct } from '../../../level/realAct.ts';

/** Sonic 1 zone numbers (Constants.asm id_GHZ ...). */
export const ZONE_GHZ = 0;
export const ZONE_LZ = 1;
export const ZONE_MZ = 2;
export const ZONE_SLZ = 3;
export const ZONE_SYZ = 4;
export const ZONE_SBZ = 5;
export const ZONE_ENDING = 6;

export interface ActRules {
  readonly zone: number;
  readonly act: number;
  /** The ROM revision (0 = REV00, 1 = REV01): some routines differ. */
  readonly revision: number;
  /** The layout the loop rules read (v_lvllayout). */
  readonly layout: Uint8Array;
  /**
   * v_256x256, the chunks' 16x16 block words as the game keeps them: a few objects read the
   * index of the block FindFloor found (lava under a falling brick or a pushed block).
   */
  readonly chunks: Uint16Array;
  /**
   * `Sonic_Loops` runs in Green Hill and Star Light only; the chunk numbers come from
   * LoopTileNums (loop1, loop2, roll1, roll2).
   */
  readonly loops: readonly [number, number, number, number] | null;
  /** Scrap Brain 2: falling below the bottom past this x ends the act into SBZ3 (Sonic_LevelBound); -1 elsewhere. */
  readonly bottomExitX: number;
  /** The camera's vertical focal point at the start (LevelSizeArray's last word). */
  readonly lookShift: number;
  /** Labyrinth and SBZ3 (the game's Labyrinth act 4) have water, slides and wind tunnels: `LZWaterFeatures`. */
  readonly labyrinth: boolean;
  /** LZ3 rewrites a layout byte while it is played (its water event, switch $F): the terrain must follow. */
  readonly layoutChanges: boolean;
  /** The art lists whose decompression objects wait for (empty when the checkout had no art). */
  readonly artQueues: ActArtQueues;
  /** The level frame on which the title card queues its art (titleCardExit.ts); -1: never (no title card, or no art). */
  readonly cardExitFrame: number;
}

const NO_ART: ActArtQueues = { titleCard: [], fzBoss: [] };

export function actRules(act: RealAct): ActRules {
  return {
    zone: act.zone,
    act: act.act,
    revision: act.revision,
    layout: act.layout,
    chunks: act.chunks,
    loops: act.zone === ZONE_GHZ || act.zone === ZONE_SLZ ? act.loopChunks : null,
    bottomExitX: act.zone === ZONE_SBZ && act.act === 1 ? 0x2000 : -1,
    lookShift: act.size.lookShift,
    labyrinth: act.zone === ZONE_LZ,
    layoutChanges: act.zone === ZONE_LZ && act.act === 2,
    artQueues: act.artQueues ?? NO_ART,
    cardExitFrame: act.artQueues?.cardExit !== undefined && act.artQueues.cardExit.length > 0 ? titleCardExitFrame(act.artQueues.cardTravel ?? 0) : -1,
  };
}
