/**
 * The engine state is one Int32Array (STYLE habit 1). This file names its slots.
 * Player block first, then the camera, then the position history ring used by the spindash
 * camera lag, then per-level object slots (struct-of-arrays; see objectLayout.ts).
 *
 * Units: positions and speeds in subpixels (1 px = 256), angles as hex bytes, radii in
 * whole pixels, camera in whole pixels. Changing this layout changes LAYOUT_HASH, which
 * makes old snapshots refuse to load.
 *
 * Player words and world words share the fixed block. Player routines address their player
 * through `PlayerContext.s` (a second player gets a view of its own block, where the same
 * indices hold its words); the world words — P_FRAME, P_EVENTS, P_RINGS, C_X, C_Y, C_XSHIFT and
 * the W_* words — and the object slots are always addressed through `PlayerContext.state`, the
 * whole buffer. C_BIAS, C_LAG, C_HIST_INDEX and the position history are per player (Sonic 2
 * keeps a second set for player 2); the camera reads player 1's.
 */

// --- player -----------------------------------------------------------------------------
export const P_X = 0; // centre x, subpixels
export const P_Y = 1; // centre y, subpixels
export const P_XSP = 2; // x speed, subpixels/frame (a 16-bit word in the original)
export const P_YSP = 3;
export const P_GSP = 4; // ground speed ("inertia")
export const P_ANGLE = 5; // ground angle, 0..255
export const P_STATUS = 6; // status bits, below
export const P_WRAD = 7; // width radius, px
export const P_HRAD = 8; // height radius, px
export const P_CTRL_LOCK = 9; // control lock frames (move_lock)
export const P_LAYER = 10; // collision layer 0 = A, 1 = B
export const P_PRIORITY = 11; // visual priority 0 = L, 1 = H
export const P_INPUT_PREV = 12; // last frame's input byte (for new-press detection)
export const P_FRAME = 13; // frames stepped (world word: Level_frame_counter)
export const P_SPINDASH_COUNTER = 14; // spindash rev (0..0x800) or peel-out charge frames
export const P_ON_OBJECT = 15; // object slot + 1 the player stands on, 0 = none
export const P_MODE = 16; // collision mode used this frame (0 floor, 1 rightWall, 2 ceiling, 3 leftWall)
export const P_EVENTS = 17; // event bits of the last frame (engine/state/events.ts; world word)
export const P_LOOK_DELAY = 18; // frames Up/Down held before the camera shifts (Sonic 2/3) or CD tap timer
export const P_ANIM = 19; // the few animation ids physics reads (below)
export const P_LOOKAHEAD_DELTA = 20; // the speed change the last wall look-ahead made, subpixels/frame (for detectors)
export const P_AIR_FLOOR_A = 21; // last airborne floor sensor distances (for detectors), px
export const P_AIR_FLOOR_B = 22;
export const P_DEATH_TIMER = 23; // frames since death (0 = alive)
// --- camera -----------------------------------------------------------------------------
export const C_X = 24; // camera left edge, px
export const C_Y = 25; // camera top edge, px
export const C_BIAS = 26; // vertical focal point ("lookshift"), px, default 96
export const C_LAG = 27; // spindash camera lag (Horiz_scroll_delay_val: frames in the high byte)
export const C_XSHIFT = 28; // Sonic CD extended camera shift, px
export const C_HIST_INDEX = 29; // position history write index (0..63)
// --- rings, hurt, objects ---------------------------------------------------------------
export const P_RINGS = 30; // ring count (world word: Sonic 2's sidekick adds to player 1's Ring_count)
export const P_INVULN_TIMER = 31; // post-hurt invulnerability frames left
// 32..39: balancing and the ground sensors' angle buffers (Objects C); 40..47: touch reactions.
export const P_BALANCE = 32; // balancing this frame (player/balance.ts): 0 none, 1 edge to the right, 2 edge to the left
export const P_BALANCE_FAR = 33; // 1 = further out on the edge (Sonic 2/3's third animation), else 0
export const P_SENSOR_ANGLE_A = 34; // angle the right (first) ground sensor found last, 3 = no tile (Sonic 1 $FFF768)
export const P_SENSOR_ANGLE_B = 35; // angle the left (second) ground sensor found last, 3 = no tile ($FFF76A)
/**
 * The player's movement constants as the game keeps them in RAM (Sonic 1 v_sonspeedmax,
 * v_sonspeedacc, v_sonspeeddec; Sonic 2 Sonic_top_speed/acceleration/deceleration): water, speed
 * shoes and super forms change them at run time, and every movement routine derives its values
 * from them (rolling: friction acc >> 1, braking dec >> 2; air: acc << 1). Subpixels/frame.
 */
export const P_SPEED_MAX = 36;
export const P_SPEED_ACC = 37;
export const P_SPEED_DEC = 38;
export const P_INVINCIBLE = 40; // power-up invincibility frames left (monitors set it; enemies break, hazards pass)
export const P_SHIELD = 41; // the shield held (SHIELD_* below): a hit costs the shield, not the rings
export const W_RING_LOSS_TIMER = 42; // scattered rings' shared lifetime (Sonic 1 v_ani3_time), counts 255 → 0
export const W_REGATHER_LOCK = 43; // frames left before rings can be gathered again (the 64-frame rule, profiles with regather 'sinceHit')
export const W_LAST_CHECKPOINT = 44; // number of the last checkpoint touched (1..127), 0 = none
export const W_CHECKPOINT_X = 45; // the last checkpoint's position, px
export const W_CHECKPOINT_Y = 46;
export const W_DYNAMIC_HIGH = 48; // dynamic object slots in use are all below this count
// --- the level rules of real acts (engine/games/s1/act/): limits, events, restarts -----------------
/**
 * The camera's limits as the game keeps them (Sonic 1 v_limitleft2, v_limitright2,
 * v_limittop2, v_limitbtm2), px: the camera stays inside them, the player's side bounds and
 * the death line derive from them. Hand-made levels start them at the level's own size; real
 * acts at LevelSizeArray's, and the act's dynamic events move them as the camera goes.
 */
export const W_LIMIT_LEFT = 52;
export const W_LIMIT_RIGHT = 53;
export const W_LIMIT_TOP = 54;
export const W_LIMIT_BOTTOM = 55;
/** Where the bottom limit is heading (v_limitbtm1): DynamicLevelEvents eases W_LIMIT_BOTTOM toward it. */
export const W_LIMIT_BOTTOM_TARGET = 56;
/** f_lockscreen: a boss arena has locked the screen (the right bound loses its 0x40 margin). */
export const W_LOCK_SCREEN = 57;
/** v_dle_routine: the act's dynamic-event state (a multiple of 2, as the game counts it). */
export const W_DLE_ROUTINE = 58;
/** f_bgscrollvert: the bottom limit just moved; the camera re-clamps next frame instead of following. */
export const W_LIMIT_MOVED = 59;
/** v_framecount: frames since the act (re)started. */
export const W_LEVEL_FRAME = 60;
/**
 * f_restart: 1 = the act restarts before this frame ends (after a death); 2 = the act ended into
 * the next one (SBZ2 → SBZ3, SBZ3 → the Final Zone), which is another level: the run stops there;
 * 3 = the game is over (the GAME OVER card's wait ended: the game leaves for its continue or
 * Sega screen, engine/games/s1/objects/objects/gameOverCard.ts): the run stops there too.
 */
export const W_RESTART = 61;
export const RESTART_ACT = 1;
export const RESTART_NEXT_ACT = 2;
export const RESTART_GAME_OVER = 3;
/** v_lives. */
export const W_LIVES = 62;
/** The frames before a dead player's act restarts (Sonic 1 objoff_3A of Sonic_ResetLevel); 0 = not counting. */
export const W_RESET_DELAY = 63;
/** f_playerctrl: bit 0 = the player's movement routines are skipped, bit 7 = no touch responses. */
export const W_PLAYER_CTRL = 64;
/**
 * The chunk id LZ3 has written into its layout at row 2, column 6 at run time ($4B by its water
 * event, 7 by switch $F); 0 = the act's own. The terrain follows it, also after a restore.
 */
export const W_LAYOUT_PATCH = 65;
/**
 * f_switch: the sixteen switch bytes buttons set (bit 0 pressed, bit 7 the other kind) and
 * doors, dynamic events and LZ3 read; four bytes per word, byte n in word W_SWITCHES + (n >> 2)
 * at bits (n & 3) * 8.
 */
export const W_SWITCHES = 66; // ..69
/**
 * Water (Sonic 1 Labyrinth and SBZ3, `LZWaterFeatures`): the surface's y as the player meets it
 * (v_waterpos1, the level plus the sway of oscillator 0), the level without sway (v_waterpos2),
 * where it is heading (v_waterpos3), its speed (f_water, 1 px/frame; 0 = no water), the act's
 * water event routine (v_wtr_routine). Pixels.
 */
export const W_WATER_Y = 70;
export const W_WATER_LEVEL = 71;
export const W_WATER_TARGET = 72;
export const W_WATER_SPEED = 73;
export const W_WATER_ROUTINE = 74;
/** f_wtunnelmode: the player is being carried by a Labyrinth wind tunnel. */
export const W_WIND_TUNNEL = 75;
/** f_wtunnelallow: wind tunnels are off (a flapping door or a pole has closed them). */
export const W_WIND_TUNNEL_OFF = 76;
/** f_slidemode: the player is on a Labyrinth water slide (no input, no friction, no rolling). */
export const W_SLIDE = 77;
/**
 * What a lamppost stored for the next restart (Sonic 1 `Lamp_StoreInfo`), beside W_LAST_CHECKPOINT
 * (v_lastlamp) and W_CHECKPOINT_X/Y (v_lamp_xpos/ypos): rings, the dynamic-event routine, the
 * bottom limit, the camera, and in Labyrinth the water's level and routine. A restart keeps them.
 */
export const W_LAMP_RINGS = 80;
export const W_LAMP_DLE = 81;
export const W_LAMP_LIMIT_BOTTOM = 82;
export const W_LAMP_CAM_X = 83;
export const W_LAMP_CAM_Y = 84;
export const W_LAMP_WATER_LEVEL = 85;
export const W_LAMP_WATER_ROUTINE = 86;
/**
 * How many times the oscillators (Sonic 1 v_oscillate, `OscillateNumDo`) have advanced since the
 * act started: their values follow from it (engine/games/s1/act/oscillators.ts). Platforms, the water's
 * sway and many objects read them. Real acts run them; 0 on hand-made levels.
 */
export const W_OSC_STEPS = 87;
// --- water, air, speed shoes (engine/player/water.ts, drowning.ts, speedShoes.ts) -----------
// The water's surface is W_WATER_Y above (a level script may move it at run time, so every
// routine reads it there each frame, never from the level); a player whose centre y is greater
// is underwater.
/** World: 1 when the level has water (Sonic 2 `Water_flag`; Sonic 1 tests for Labyrinth); 0 and no water checks at all otherwise. */
export const W_WATER = 88;
/** Seconds of air left (Sonic 1 `v_air`, Sonic 2/3 `air_left`): 30 at the start, on entering or leaving water and on breathing a bubble. */
export const P_AIR = 89;
/** The drowning countdown's frame timer (`drown_time` / `obj0a_timer`): counts down while underwater; below 0 a second passes and it reloads 59. */
export const P_AIR_TIMER = 90;
/** Frames until a drowned player dies (`objoff_2C` / `obj0a_time_until_freeze`, 120 at drowning); 0 = not drowned. */
export const P_DROWN_TIMER = 91;
/** Speed shoes left (Sonic 1/2 `shoetime` frames, Sonic 3 `speed_shoes_timer` eighth-frames); 0 = no shoes. */
export const P_SHOES_TIMER = 92;
/** World: 1 once player 1 drowned: the camera stops (Sonic 1 `f_nobgscroll`, Sonic 2/3 `Deform_lock`). */
export const W_CAMERA_LOCK = 93;
/** The second word of the last frame's event bits (engine/state/events.ts EV2_*). */
export const P_EVENTS2 = 94;
// 95: free.
// --- character moves (engine/player/moves/; Characters A) --------------------------------
/**
 * The moves' state, one contiguous block. Byte meanings follow the original RAM so a RAM watch
 * reads the same: `double_jump_flag` and `double_jump_property` (sonic3k.constants.asm) mean
 * different things per character.
 */
/** After the act rules' words (52..87) and water's (88..94). */
export const MOVE_BASE = 96;
/**
 * double_jump_flag. Sonic: 0 none, 1 a double-jump move is active (insta-shield attacking, a shield
 * move, super's press), 2 used up until landing. Tails: 0 not flying, 1 flying, 2..0x1F a flap in
 * progress (counts up). Knuckles: 0 none, 1 gliding, 2 falling from a glide, 3 sliding, 4 climbing
 * a wall, 5 climbing over a ledge.
 */
export const P_DOUBLE_JUMP = MOVE_BASE + 0;
/**
 * double_jump_property. Tails: flight time left in 2-frame units (starts at 240 = 8 s). Knuckles
 * gliding: the turn angle byte (0 = facing right, 0x80 = left); climbing: the 4-frame animation
 * delay; over a ledge: the step index x 4.
 */
export const P_DOUBLE_JUMP_PROP = MOVE_BASE + 1;
/** Knuckles' ledge climb: frames left in the current step (his anim_frame_timer). */
export const P_MOVE_TIMER = MOVE_BASE + 2;
/** Knuckles: the x pixel where he latched onto the wall (the original keeps it in x_pos+2). */
export const P_CLIMB_X = MOVE_BASE + 3;
/** The insta-shield's animation: frames run since the attack began (0 = idle). */
export const P_SHIELD_ANIM = MOVE_BASE + 4;
/** Super_Sonic_Knux_flag: 0 normal, 1 super, -1 hyper. */
export const P_SUPER = MOVE_BASE + 5;
/** Super_frame_count: the ring drain countdown (a 16-bit word). */
export const P_SUPER_FRAMES = MOVE_BASE + 6;
/** Frames of the transformation left, during which the player's own routines are frozen. */
export const P_SUPER_TRANSFORM = MOVE_BASE + 7;
/** Emeralds held: chaos emeralds in the low byte, super emeralds in the next byte. */
export const P_EMERALDS = MOVE_BASE + 8;
/** The drop dash (a profile option): 0 none, 1..20 charging (frames since the press + 1), 21 charged. */
export const P_DROP_DASH = MOVE_BASE + 9;
/** The moves that began this frame (engine/player/moves/moveEvents.ts bits; cleared as each frame starts). */
export const P_MOVE_EVENTS = MOVE_BASE + 10;
export const MOVE_WORDS = 11;
// --- animation (engine/player/animate.ts: Sonic_Animate / Tails_Animate) --------------------
/** After the move block. */
export const ANIM_BASE = MOVE_BASE + MOVE_WORDS;
/** The animation the last Animate ran (`prev_anim`): a new P_ANIM restarts its script. */
export const P_ANIM_PREV = ANIM_BASE + 0;
/** The position in the animation's script (`anim_frame`): Sonic 2's idle gate reads it. */
export const P_ANIM_FRAME = ANIM_BASE + 1;
/** Calls left before the script's next step (`anim_frame_duration`). */
export const P_ANIM_TIMER = ANIM_BASE + 2;
/** The sprite the script shows (`mapping_frame`). */
export const P_MAP_FRAME = ANIM_BASE + 3;
export const ANIM_WORDS = 4;
export const PLAYER_WORDS = ANIM_BASE + ANIM_WORDS;
/** Position history ring: 64 entries of (x px, y px). */
export const HIST_BASE = PLAYER_WORDS;
export const HIST_ENTRIES = 64;
export const FIXED_WORDS = HIST_BASE + HIST_ENTRIES * 2;

// --- the partner (player 2; engine/world/partner.ts, engine/player/tailsCpu.ts) --------------
// Only a world with a partner has these words: a block after the object slots (the state of a
// world without one is unchanged). It starts with player 2's own copy of the fixed block — its
// P_* words and position history (Sonic 2 `Tails_Pos_Record_Buf`) at the same offsets, so the
// player routines run on a view of it — followed by the CPU's words and player 1's input and
// status record. Offsets below are from the partner block's start (the partner's view).
/** Sonic 2 `Tails_CPU_routine` / 2: the CPU's state (CPU_* constants in tailsCpu.ts). */
export const CPU_ROUTINE = FIXED_WORDS;
/** `Tails_control_counter`: frames the second pad keeps control after it was last touched (600). */
export const CPU_CONTROL_COUNTER = FIXED_WORDS + 1;
/** `Tails_respawn_counter`: frames the partner has been off screen (despawns at 300). */
export const CPU_RESPAWN_COUNTER = FIXED_WORDS + 2;
/** `Tails_CPU_jumping`: 1 while a jump the CPU started is held. */
export const CPU_JUMPING = FIXED_WORDS + 3;
/** `Tails_CPU_target_x` / `_y`: where the flying partner heads, px. */
export const CPU_TARGET_X = FIXED_WORDS + 4;
export const CPU_TARGET_Y = FIXED_WORDS + 5;
/** `Tails_interact_ID`: the type (catalogue index + 1) of the object the partner stood on last frame, 0 none. */
export const CPU_INTERACT = FIXED_WORDS + 6;
/** `Ctrl_2_Logical`: the buttons the partner runs with this frame, held | pressed << 8. */
export const CPU_INPUT = FIXED_WORDS + 7;
/** 1 when the partner's sprite was on screen at the end of the last frame (`render_flags.on_screen`). */
export const CPU_ON_SCREEN = FIXED_WORDS + 8;
/**
 * Player 1's input and status record (Sonic 2 `Sonic_Stat_Record_Buf`), written with its
 * position record (same index, C_HIST_INDEX of player 1): 64 entries of (held | pressed << 8, status).
 */
export const STAT_HIST_BASE = FIXED_WORDS + 16;
/** Words of the partner block. */
export const PARTNER_WORDS = STAT_HIST_BASE + HIST_ENTRIES * 2;

// --- status bits (P_STATUS) -------------------------------------------------------------
export const ST_AIR = 1 << 0;
export const ST_ROLL = 1 << 1; // curled up: set by every jump and by rolling
export const ST_PUSH = 1 << 2;
export const ST_ON_OBJECT = 1 << 3;
export const ST_FACING_LEFT = 1 << 4;
export const ST_ROLL_JUMP = 1 << 5; // jumped while rolling: no air control until landing
export const ST_JUMPING = 1 << 6; // variable jump height applies
export const ST_STICK = 1 << 7; // stick to convex
export const ST_SPINDASH = 1 << 8; // charging a spindash
export const ST_PEELOUT = 1 << 9; // charging a super peel-out
export const ST_UNDERWATER = 1 << 10;
export const ST_DEAD = 1 << 11;
export const ST_HURT = 1 << 12; // knocked back after a hit (Sonic 1 routine 4, `Sonic_Hurt`)
/**
 * Held by an object (Sonic 2/3 `obj_control` bit 0, e.g. the Casino Night flipper, the Carnival
 * Night cannon): the player's own movement routines are skipped (s2.asm `Obj01_Control`:
 * `btst #0,obj_control(a0)` / `bne` past `Obj01_Modes`) and the object moves the player. The
 * position history, touch reactions and objects still run. The object that sets it clears it.
 */
export const ST_OBJ_CONTROL = 1 << 13;
/** Sonic 1 routine 8 (`Sonic_ResetLevel`): dead and below the screen, waiting W_RESET_DELAY frames to restart. */
export const ST_RESETTING = 1 << 14;
/**
 * No touches (Sonic 2/3 `obj_control` bit 7, Sonic 1 `f_playerctrl` bit 7): a drowned player, a
 * partner flying back in or waiting to respawn. TouchResponse and bubbles skip the player.
 */
export const ST_NO_TOUCH = 1 << 15;

// --- shields (P_SHIELD) ------------------------------------------------------------------
/** Sonic 1/2/CD's shield (and Sonic 3's Status_Shield alone). */
export const SHIELD_PLAIN = 1;
/** Sonic 3's elemental shields (Status_FireShield, Status_LtngShield, Status_BublShield). */
export const SHIELD_FIRE = 2;
export const SHIELD_LIGHTNING = 3;
export const SHIELD_BUBBLE = 4;

// --- animation ids physics cares about (P_ANIM) -----------------------------------------
export const ANIM_WALK = 0;
export const ANIM_WAIT = 1;
export const ANIM_DUCK = 2;
export const ANIM_LOOK_UP = 3;
export const ANIM_ROLL = 4;
export const ANIM_SPINDASH = 5;
export const ANIM_HURT = 6;
export const ANIM_BALANCE = 7;
export const ANIM_DROWN = 8; // drowned (Sonic 1 id_Drown, Sonic 2 AniIDSonAni_Drown)
export const ANIM_GET_AIR = 9; // breathing a bubble (Sonic 1 id_GetAir, Sonic 2 AniIDSonAni_Bubble)
export const ANIM_FLY = 10; // the CPU partner flying in (Sonic 2 AniIDTailsAni_Fly)
export const ANIM_BLINK = 11; // Sonic 2's idle gate: leaving the Wait animation (AniIDSonAni_Blink)
export const ANIM_GET_UP = 12; // Sonic 2's idle gate after a long wait (AniIDSonAni_GetUp)
export const ANIM_SPRING = 13; // thrown by an up or up-diagonal spring (Sonic 1 id_Spring, Sonic 2 AniIDSonAni_Spring, Sonic 3 $10)

/** Collision mode names, in P_MODE order (CONTRACTS §5 trace `mode`). */
export const MODE_NAMES = ['floor', 'rightWall', 'ceiling', 'leftWall'] as const;
