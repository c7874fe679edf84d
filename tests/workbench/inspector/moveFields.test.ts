import { describe, expect, it } from 'vitest';
import { moveRows } from '../../../workbench/src/inspector/moveFields.ts';
import { MOVE_SETS, resolveMoves } from '../../../engine/profiles/moves.ts';
import {
  P_DOUBLE_JUMP, P_DOUBLE_JUMP_PROP, P_DROP_DASH, P_EMERALDS, P_SHIELD, P_SUPER, P_SUPER_FRAMES, PLAYER_WORDS, SHIELD_LIGHTNING,
} from '../../../engine/state/layout.ts';

const state = (words: Record<number, number>): Int32Array => {
  const s = new Int32Array(PLAYER_WORDS);
  for (const [k, v] of Object.entries(words)) s[Number(k)] = v;
  return s;
};
const byId = (rows: ReturnType<typeof moveRows>) => Object.fromEntries(rows.map((r) => [r.id, `${r.raw} ${r.text}`]));

describe('the inspector\'s move rows', () => {
  it('Tails in Sonic 3 & Knuckles: flight flag and time (2-frame units)', () => {
    const rows = byId(moveRows(state({ [P_DOUBLE_JUMP]: 3, [P_DOUBLE_JUMP_PROP]: 100 }), MOVE_SETS.s3k.tails));
    expect(rows.flight).toBe('3 flapping (frame 2 of 30)');
    expect(rows.flightTimer).toBe('100 200 frames left');
    expect(rows.glide).toBeUndefined();
  });
  it('Knuckles: glide state and turn angle', () => {
    const rows = byId(moveRows(state({ [P_DOUBLE_JUMP]: 1, [P_DOUBLE_JUMP_PROP]: 0x80 }), MOVE_SETS.s3k.knuckles));
    expect(rows.glide).toBe('1 gliding');
    expect(rows.glideProp).toBe('128 turn angle 0x80 (left)');
  });
  it('Sonic: shield, double jump, super form and its ring timer; only the rows his game has', () => {
    const s = state({ [P_SHIELD]: SHIELD_LIGHTNING, [P_SUPER]: -1, [P_SUPER_FRAMES]: 42, [P_EMERALDS]: 7 | (7 << 8), [P_DOUBLE_JUMP]: 2 });
    const rows = byId(moveRows(s, MOVE_SETS.s3k.sonic));
    expect(rows.shield).toBe('3 lightning');
    expect(rows.superForm).toBe('-1 hyper');
    expect(rows.superTimer).toBe('42 counts 42 down to the next ring');
    expect(rows.doubleJump).toBe('2 used until landing');
    expect(byId(moveRows(s, MOVE_SETS.s1.sonic)).superForm).toBeUndefined();
    expect(byId(moveRows(state({ [P_DROP_DASH]: 21 }), resolveMoves('s2', 'sonic', true))).dropDash).toBe('21 charged');
  });
});
