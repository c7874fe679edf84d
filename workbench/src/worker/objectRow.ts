/** The row layout of FrameView.objects: one row of OBJECT_ROW words per object (objectBoxes.ts, s1ObjectBoxes.ts, s2ObjectBoxes.ts). */

/**
 * slot, type, flags, x, y (subpixels), xsp, ysp, solid w/h radius (px; a platform's: half width
 * and how far its top is above y), touch w/h radius (px), touch kind, routine, then what real
 * acts add: the display width (obActWid), what the solid box is (SOLID_*), the subtype, and
 * where the solid box is from x and y (px: a bridge's is not centred on its middle log, and an
 * object that moved after its solid routine is drawn where the routine tested it).
 * Real acts: `type` is the Sonic 1 object id, `slot` the object RAM slot ($20-$7F), `flags`
 * obRender | obStatus << 8 (s1ObjectBoxes.ts). Sonic 2 acts: `type` the Sonic 2 object id and
 * `slot` its Object_RAM slot ($10-$7F), `flags` render_flags | status << 8, then one row per ring
 * in range (`type` RING_ROW_TYPE, `slot` its Ring_Positions slot: s2ObjectBoxes.ts).
 */
export const OBJECT_ROW = 18;
export const OB_SLOT = 0, OB_TYPE = 1, OB_FLAGS = 2, OB_X = 3, OB_Y = 4, OB_XSP = 5, OB_YSP = 6, OB_WRAD = 7, OB_HRAD = 8, OB_TW = 9, OB_TH = 10, OB_TKIND = 11, OB_ROUTINE = 12;
export const OB_ACTWID = 13, OB_SOLID_KIND = 14, OB_SUBTYPE = 15, OB_SOLID_DX = 16, OB_SOLID_DY = 17;
/** OB_SOLID_KIND: no solid box known, a box solid on every side, a platform (solid from above). */
export const SOLID_NONE = 0, SOLID_BOX = 1, SOLID_PLATFORM = 2;

/** A Sonic 2 act's ring row's type (s2ObjectBoxes.ts; object ids are bytes, so no object has it). */
export const RING_ROW_TYPE = 0x100;
