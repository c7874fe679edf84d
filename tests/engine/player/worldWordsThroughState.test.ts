/**
 * The player routines that touch world words on a real act (v_itembonus, v_invinc, v_shoes and
 * shoetime, the bottom limit, lives, the time counter, the reset countdown) address them through
 * `PlayerContext.state`, never through the player's words `s`. For player 1 both are the same
 * array; for a player whose `s` is a view of its own block (player 2's PlayerSlot) a world word
 * read through `s` is the wrong word, or past the end of the view. Here a player runs on such a
 * view on a Sonic 1 act: before these routines went through `state`, each assertion failed.
 */
import { describe, expect, it } from 'vitest';
import { scene, STAND_Y } from '../games/s1/objects/support/scene.ts';
import { PlayerSlot } from '../../../engine/world/playerSlot.ts';
import type { World } from '../../../engine/world/world.ts';
import {
  FIXED_WORDS, PARTNER_WORDS, P_SPEED_MAX, P_STATUS, P_Y, P_YSP, ST_AIR, ST_DEAD, ST_RESETTING, W_LIMIT_BOTTOM, W_LIVES, W_RESET_DELAY,
} from '../../../engine/state/layout.ts';
import { G_INVINCIBLE, G_ITEM_BONUS, G_SHOES, G_SHOE_TIME, G_TIME_COUNT } from '../../../engine/games/s1/objects/s1State.ts';
import { TOP_SPEED } from '../../../engine/player/constants.ts';
import { resetOnFloor } from '../../../engine/player/landing.ts';
import { kill } from '../../../engine/player/death.ts';
import { playerFrame } from '../../../engine/player/playerFrame.ts';

/** A player on a view of a block of its own (as player 2 is), with player 1's words as a start. */
function viewPlayer(w: World): PlayerSlot {
  const buffer = new Int32Array(PARTNER_WORDS + 64);
  const view = buffer.subarray(32, 32 + PARTNER_WORDS);
  view.set(w.state.subarray(0, FIXED_WORDS));
  return new PlayerSlot(w.p1, view, w.ch, w.mv, true, null);
}

describe('player routines on a view of their own block (player 2) address world words through state', () => {
  it('Sonic_ResetOnFloor clears v_itembonus in the world, not in the player\'s block', () => {
    const w = scene();
    const p = viewPlayer(w);
    w.state[G_ITEM_BONUS] = 6;
    p.s[P_STATUS] |= ST_AIR;
    resetOnFloor(p);
    expect(w.state[G_ITEM_BONUS]).toBe(0);
    expect(p.s[P_STATUS] & ST_AIR).toBe(0);
    expect(w.state[P_STATUS] & ST_AIR).toBe(0); // player 1 stands as it stood
  });

  it('KillSonic clears v_invinc in the world', () => {
    const w = scene();
    const p = viewPlayer(w);
    w.state[G_INVINCIBLE] = 1;
    kill(p);
    expect(w.state[G_INVINCIBLE]).toBe(0);
    expect(p.s[P_STATUS] & ST_DEAD).toBe(ST_DEAD);
    expect(w.state[P_STATUS] & ST_DEAD).toBe(0);
  });

  it('Sonic_Display counts the world\'s shoetime down and ends v_shoes; the top speed it resets is the player\'s', () => {
    const w = scene();
    const p = viewPlayer(w);
    w.state[G_SHOES] = 1;
    w.state[G_SHOE_TIME] = 2;
    p.s[P_SPEED_MAX] = 0xc00;
    w.state[P_SPEED_MAX] = 0xc00;
    playerFrame(p);
    expect([w.state[G_SHOE_TIME], w.state[G_SHOES], p.s[P_SPEED_MAX]]).toEqual([1, 1, 0xc00]);
    playerFrame(p);
    expect([w.state[G_SHOE_TIME], w.state[G_SHOES], p.s[P_SPEED_MAX]]).toEqual([0, 0, TOP_SPEED]);
    expect(w.state[P_SPEED_MAX]).toBe(0xc00); // player 1's own words are not this player's
  });

  it('GameOver reads the world\'s bottom limit and takes the world\'s life; Sonic_ResetLevel counts the world\'s delay', () => {
    const w = scene();
    const p = viewPlayer(w);
    const bottom = w.state[W_LIMIT_BOTTOM];
    p.s[W_LIMIT_BOTTOM] = 0x7fff; // what a stale copy in the player's block would say
    w.state[W_LIVES] = 3;
    w.state[G_TIME_COUNT] = 1;
    p.s[P_STATUS] |= ST_DEAD | ST_AIR;
    p.s[P_Y] = (bottom + 0x101) << 8;
    p.s[P_YSP] = 0;
    playerFrame(p);
    expect(p.s[P_STATUS] & ST_RESETTING).toBe(ST_RESETTING);
    expect([w.state[W_LIVES], w.state[W_RESET_DELAY], w.state[G_TIME_COUNT]]).toEqual([2, 60, 0]);
    playerFrame(p);
    expect(w.state[W_RESET_DELAY]).toBe(59);
    // y speed -0x38 moved it up 0x38 subpixels (then gravity cancelled the speed); resetting, it stays put.
    expect(p.s[P_Y]).toBe(((bottom + 0x101) << 8) - 0x38);
    expect(w.state[P_Y] >> 8).toBe(STAND_Y);
  });
});
