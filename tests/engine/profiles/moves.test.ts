import { describe, expect, it } from 'vitest';
import { MOVE_SETS, resolveMoves } from '../../../engine/profiles/moves.ts';
import { CHARACTERS } from '../../../engine/profiles/characters.ts';

describe('which game has which move (engine/profiles/moves.ts)', () => {
  it('Tails flies and attacks with his tails only in Sonic 3 & Knuckles', () => {
    expect(['s1', 's2', 's3k', 'cd'].map((p) => MOVE_SETS[p as 's1'].tails.flight)).toEqual([false, false, true, false]);
    expect(MOVE_SETS.s3k.tails.flyingAttack).toBe(true);
  });
  it('Knuckles glides and climbs only in Sonic 3 & Knuckles; his lower jump (0x600, under water 0x300) is his in every game', () => {
    expect(['s1', 's2', 's3k', 'cd'].map((p) => MOVE_SETS[p as 's1'].knuckles.glide)).toEqual([false, false, true, false]);
    expect([CHARACTERS.knuckles.jumpForce, CHARACTERS.knuckles.underwaterJumpForce]).toEqual([0x600, 0x300]);
  });
  it('the insta-shield and the elemental shields\' moves: Sonic 3 & Knuckles; the super form: Sonic 2 (at the jump\'s peak) and Sonic 3 & Knuckles (a press), hyper only there', () => {
    expect(MOVE_SETS.s3k.sonic.shieldMoves).toBe(true);
    expect(MOVE_SETS.s2.sonic.shieldMoves).toBe(false);
    expect(MOVE_SETS.s2.sonic.superForm?.trigger).toBe('jumpPeak');
    expect(MOVE_SETS.s3k.sonic.superForm?.trigger).toBe('press');
    expect([MOVE_SETS.s1.sonic.superForm, MOVE_SETS.cd.sonic.superForm]).toEqual([null, null]);
    expect([MOVE_SETS.s2.sonic.hyperForm, MOVE_SETS.s3k.sonic.hyperForm]).toEqual([false, true]);
  });
  it('the drop dash is off in every classic profile and an option for Sonic only', () => {
    for (const p of ['s1', 's2', 's3k', 'cd'] as const) expect(MOVE_SETS[p].sonic.dropDash).toBe(false);
    expect(resolveMoves('s2', 'sonic', true).dropDash).toBe(true);
    expect(resolveMoves('s2', 'tails', true).dropDash).toBe(false);
  });
});
