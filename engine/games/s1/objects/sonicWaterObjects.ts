/**
 * What Sonic 1's `Sonic_Water` (_incObj/Sonic Water.asm) does to the object RAM when Sonic
 * crosses the surface, on real acts: the speed changes are the player's (the engine's underwater
 * routine); these are the objects and the air.
 * - Entering: ResumeMusic (v_air 30, the countdown's objoff_32 cleared), the drowning countdown
 *   (object $0A, subtype $81) into v_sonicbubbles (slot 13), and — when Sonic still moves after his
 *   speeds were cut (`beq.s .exit` on the last `asr obVelY`: the y speed quartered) — the splash
 *   ($08) into v_splash (slot 12).
 * - Leaving: ResumeMusic, and the splash when the doubled y speed is not 0.
 * Writing the id into a slot that already holds the object (its routine running) does not
 * restart it, as in the game: only obID is written.
 */
import type { S1ObjectContext } from './context.ts';
import { OB_ID, OB_SUBTYPE, SLOT_SONIC_BUBBLES, SLOT_SPLASH, slotAddress } from './ram.ts';
import { ID_DROWN_COUNT } from './objects/drownCount.ts';
import { ID_SPLASH } from './objects/splash.ts';
import { resumeMusic } from './objects/bubble.ts';

/** `.islabyrinth` entering: `splash` = the y speed after the cut is not 0. */
export function enterWaterObjects(w: S1ObjectContext, splash: boolean): void {
  const m = w.m;
  resumeMusic(w);
  const a1 = slotAddress(SLOT_SONIC_BUBBLES);
  m[a1 + OB_ID] = ID_DROWN_COUNT;
  m[a1 + OB_SUBTYPE] = 0x81;
  if (splash) m[slotAddress(SLOT_SPLASH) + OB_ID] = ID_SPLASH;
}

/** `.abovewater`: `splash` = the doubled y speed is not 0. */
export function leaveWaterObjects(w: S1ObjectContext, splash: boolean): void {
  resumeMusic(w);
  if (splash) w.m[slotAddress(SLOT_SPLASH) + OB_ID] = ID_SPLASH;
}
