/**
 * A loaded, validated level (CONTRACTS §4 `subpixel-level/1`), in the engine's own layout.
 * Immutable after loading: it is never part of the savestate, but its content hash is
 * written into every snapshot header so a savestate from another level is refused.
 */
import type { CharacterId, ProfileId } from '../profiles/ids.ts';
import type { RealAct } from './realAct.ts';

/** Block word bits, as Sonic 1 lays out its 16x16 block words. */
export const BLOCK_SHAPE_MASK = 0x07ff; // shape index; 0 = no tile
export const BLOCK_FLIP_X = 0x0800;
export const BLOCK_FLIP_Y = 0x1000;
export const BLOCK_SOLID_TOP = 0x2000; // bit 13: tested by floor sensors
export const BLOCK_SOLID_LRB = 0x4000; // bit 14: tested by walls, ceilings, headroom, look-ahead
/** Bit numbers of the two solidity flags (the original's d5 argument to FindFloor/FindWall). */
export const SOLID_BIT_TOP = 13;
export const SOLID_BIT_LRB = 14;

/** Hex angle value a tile uses to mean "flagged" (any odd angle reads as flagged). */
export const FLAGGED_ANGLE = 0xff;

/**
 * Solid tile shapes. Shape 0 is the empty shape (all heights 0). For shape s, column c:
 * heights[s*16 + c] in -16..16 (positive fills from the bottom, negative hangs from the top),
 * widths[s*16 + r] for row r (top to bottom) in -16..16 (positive fills from the right,
 * negative from the left), angles[s] the hex angle (odd = flagged).
 */
export interface TileShapes {
  readonly count: number;
  readonly names: readonly string[];
  readonly heights: Int8Array;
  readonly widths: Int8Array;
  readonly angles: Uint8Array;
}

/** A placed object, as the level file gives it (validated for its type's parameters). */
export interface LevelObject {
  readonly id: string;
  readonly type: string;
  readonly x: number;
  readonly y: number;
  /** The remaining parameters, already validated and defaulted by the object type. */
  readonly params: Readonly<Record<string, string | number | boolean>>;
}

/** Shield names of the level format's `start.shield` (engine/state/layout.ts SHIELD_*, in that order from 1). */
export const SHIELD_NAMES = ['none', 'plain', 'fire', 'lightning', 'bubble'] as const;
export type ShieldName = (typeof SHIELD_NAMES)[number];

/**
 * What the player carries at the start (optional `start` keys, an extension of CONTRACTS §4):
 * rings, a shield, chaos and super emeralds. Absent in a level that gives none of them.
 */
export interface StartPowers {
  readonly rings: number;
  readonly shield: ShieldName;
  readonly emeralds: number;
  readonly superEmeralds: number;
}

/** Sonic 2's per-act layouts (Off_Rings, Off_Objects in s2.asm), their bytes as the files hold them. */
export interface S2ActLayouts {
  /** level/rings/*.bin: 4-byte entries (x, then y with bits 12-14 the count - 1 and bit 15 a column), ended by a negative word. */
  readonly rings: Uint8Array;
  /** level/objects/*.bin: 6-byte entries (x; y with the respawn and flip flags; id; subtype), in x order; the ObjectLayoutBoundary markers around them are not in the file. */
  readonly objects: Uint8Array;
  /** The checkout's tables the engine's object ports read, by label (S2_OBJECT_DATA in engine/games/s2/objectLayout.ts). */
  readonly objectData: Readonly<Record<string, Uint8Array>>;
}

export interface Level {
  readonly name: string;
  readonly profile: ProfileId;
  /** Size in 16x16 blocks. */
  readonly widthBlocks: number;
  readonly heightBlocks: number;
  readonly shapes: TileShapes;
  /** Two collision layers (A, B) of block words, row-major, widthBlocks * heightBlocks each. */
  readonly layers: readonly [Uint16Array, Uint16Array];
  /**
   * Where the player starts. `grounded` asks for the game's own start (status clear, then one
   * player update with no buttons, as Sonic 1's GM_Level does) instead of CONTRACTS §4's
   * airborne start; real acts always start the game's way.
   */
  readonly start: { readonly x: number; readonly y: number; readonly character: CharacterId; readonly grounded?: boolean; readonly powers?: StartPowers };
  readonly objects: readonly LevelObject[];
  /**
   * The level's water (CONTRACTS §4 extension `"water": { "height": <px> }`): the surface y at
   * the start, whole pixels; null = the level has no water. The engine copies it into the state
   * (W_WATER, W_WATER_Y) at reset and reads it there from then on. (Real acts get their water
   * from the act's rules instead.)
   */
  readonly water: { readonly height: number } | null;
  /**
   * The camera's limits at the start, px (CONTRACTS §4 extension `"limits": { "left", "right",
   * "top", "bottom" }`; Sonic 2's acts carry LevelSize's). Absent: the level's own size (the
   * camera never shows past its edges). The player's level bound and the death plane follow
   * them (right + $128, bottom + 224).
   */
  readonly limits?: { readonly left: number; readonly right: number; readonly top: number; readonly bottom: number };
  /**
   * A real act of an original game (imported from a disassembly): its layers wrap the way the
   * game's FindNearestTile addresses them, and the act's level rules apply (engine/games/s1/act/).
   * Absent for hand-made levels.
   */
  readonly act?: RealAct;
  /**
   * A Sonic 2 act (importers/s2/; level format extension `"s2": { "rings", "objects" }`): its
   * ring layout and object layout as the checkout's files hold them, which the engine's Sonic 2
   * managers stream with the camera (engine/games/s2/). Absent for every other level; `--no-objects`
   * gives both empty (their end markers alone).
   */
  readonly s2?: S2ActLayouts;
  /** 32-bit content hash of the canonical level (FNV-1a), unsigned. */
  readonly hash: number;
}
