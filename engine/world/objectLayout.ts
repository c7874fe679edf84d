/**
 * Object slots: struct-of-arrays inside the state buffer, after the fixed block.
 * Field f of slot i lives at `base + f * slotCount + i`, so one field of every object is
 * contiguous (the layout the objects issue grows).
 */
export const O_STATE = 0; // per-type state word (layer switcher: current side 0 = left/top, 1 = right/bottom)
export const OBJECT_FIELDS = 4;
