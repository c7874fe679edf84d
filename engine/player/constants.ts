/**
 * Movement constants shared by every character and game (SPG sections 8 and 11), subpixels.
 * Acceleration, deceleration and top speed are where the state's P_SPEED_* words start (the game
 * keeps them in RAM and changes them); friction and the rolling and air values derive from those.
 */
export const ACCELERATION = 0xc;
export const DECELERATION = 0x80;
/** Sonic 1/2 use the acceleration value as friction. */
export const FRICTION = 0xc;
export const TOP_SPEED = 0x600;
export const AIR_ACCELERATION = 0x18;
export const GRAVITY = 0x38;
export const UNDERWATER_GRAVITY_REDUCTION = 0x28;
export const SLOPE_FACTOR_NORMAL = 0x20;
/** Rolling slope factor; uphill it is this >> 2 (0x14) after the multiply, as Sonic_RollRepel does. */
export const SLOPE_FACTOR_ROLL = 0x50;
/** Rolling X speed cap (16 px/frame). */
export const ROLL_SPEED_CAP = 0x1000;
/** Minimum |ground speed| to start a roll. */
export const ROLL_MIN_SPEED = 0x80;
/** Slipping threshold: |ground speed| below this on a steep slope. */
export const SLIP_SPEED = 0x280;
export const CONTROL_LOCK_SLIP = 30;
/** Variable jump height release speeds, and the non-jump upward clamp. */
export const JUMP_RELEASE = -0x400;
export const JUMP_RELEASE_UNDERWATER = -0x200;
export const NON_JUMP_UP_CLAMP = -0xfc0;
/** Headroom needed to jump, px. */
export const JUMP_HEADROOM = 6;
/** Camera vertical focal point default, and its looking up / down limits (px). */
export const CAMERA_BIAS_DEFAULT = 0x60;
export const CAMERA_BIAS_UP = 0xc8;
export const CAMERA_BIAS_DOWN = 8;
/** Sonic 2/3 hold Up/Down this many frames before the camera shifts. */
export const LOOK_DELAY_FRAMES = 0x78;
