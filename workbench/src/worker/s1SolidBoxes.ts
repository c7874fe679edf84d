/**
 * The solid boxes of Sonic 1's objects where the view can know them. The game keeps no solid
 * size in the object's RAM: each object passes it to SolidObject (or its own solid routine) in
 * registers, d1 = half width + Sonic's $B, d2 = half height. This table repeats those operands
 * from the ported routines (engine/s1objects/objects/, each row naming its call; objects whose
 * box moves with their state, such as the stompers, glass blocks and grassy platforms, are left
 * out), so the view can draw the box the routine tests; an object not listed draws none.
 * Platforms (land on top only: PlatformObject) give the top edge and half width instead.
 * Pixels, as half sizes of the object's own box (Sonic's $B taken back off d1).
 */
import { OB_ACT_WID, OB_FRAME, OB_ROUTINE, OB_SUBTYPE } from '../../../engine/s1objects/ram.ts';

/** Sonic's half width that SolidObject's d1 includes ($B). */
const SONIC_WIDTH = 0xb;

export type SolidBox =
  /** A box solid on its sides (and top and bottom): half width and half height around the object's position. */
  | { readonly kind: 'solid'; readonly halfWidth: number; readonly halfHeight: number }
  /** A platform: solid from above only, its top `top` px above the object's y, `halfWidth` either side. */
  | { readonly kind: 'platform'; readonly halfWidth: number; readonly top: number };

const solid = (d1: number, d2: number): SolidBox => ({ kind: 'solid', halfWidth: d1 - SONIC_WIDTH, halfHeight: d2 });

/** The box object `id` at object RAM address `a0` tests this frame, or null when not known (or not solid now). */
export function s1SolidBox(m: Uint8Array, a0: number, id: number): SolidBox | null {
  switch (id) {
    case 0x18: // BasicPlatform, Plat_Solid: PlatformObject with d1 = obActWid (top = obY - 8).
      return m[a0 + OB_ROUTINE] === 2 ? { kind: 'platform', halfWidth: m[a0 + OB_ACT_WID], top: 8 } : null;
    case 0x26: // Monitor, Mon_Solid: Mon_SolidSides d1 = $1A, d2 = $F (until broken).
      return m[a0 + OB_ROUTINE] === 2 ? solid(0x1a, 0xf) : null;
    case 0x32: // Button, But_Pressed: d1 = $1B, d2 = 5.
      return solid(0x1b, 5);
    case 0x36: { // Spikes: sideways (frames 1 and 5) d1 = $1B, d2 = $14 or 4; upright d1 = obActWid + $B, d2 = $10.
      const frame = m[a0 + OB_FRAME];
      if (frame === 1) return solid(0x1b, 0x14);
      if (frame === 5) return solid(0x1b, 4);
      return solid(m[a0 + OB_ACT_WID] + SONIC_WIDTH, 0x10);
    }
    case 0x3b: // PurpleRock: d1 = $1B, d2 = $10.
      return solid(0x1b, 0x10);
    case 0x3c: // SmashWall: d1 = $1B, d2 = $20 (until smashed).
      return m[a0 + OB_ROUTINE] === 2 ? solid(0x1b, 0x20) : null;
    case 0x46: // MarbleBrick, Brick_Action: d1 = $1B, d2 = $10.
      return solid(0x1b, 0x10);
    case 0x51: // SmashBlock, Smab_Solid (routine 2; the pieces are not solid): d1 = $1B, d2 = $10.
      return m[a0 + OB_ROUTINE] === 2 ? solid(0x1b, 0x10) : null;
    case 0x3e: // Prison: the body (routine 2) d1 = $2B, d2 = $18; the switch (routine 4) d1 = $17, d2 = 8.
      if (m[a0 + OB_ROUTINE] === 2) return solid(0x2b, 0x18);
      if (m[a0 + OB_ROUTINE] === 4) return solid(0x17, 8);
      return null;
    case 0x41: // Springs: up and down d1 = $1B, d2 = 8; left/right (subtype bit 4) d1 = $13, d2 = $E.
      return (m[a0 + OB_SUBTYPE] & 0x10) !== 0 ? solid(0x13, 0xe) : solid(0x1b, 8);
    case 0x44: // EdgeWalls (not the scenery kind, subtype bit 4): Obj44_SolidWall d1 = $13, d2 = $28.
      return (m[a0 + OB_SUBTYPE] & 0x10) === 0 ? solid(0x13, 0x28) : null;
    default:
      return null;
  }
}
