import { describe, expect, it } from 'vitest';
import {
  ANIM_ROLL, P_ANIM, P_DOUBLE_JUMP, P_INVINCIBLE, P_SHIELD, P_STATUS, P_X, P_Y, P_YSP, SHIELD_PLAIN, ST_ROLL_JUMP,
} from '../../../../engine/state/layout.ts';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { OF_DESTROYED, O_FLAGS } from '../../../../engine/objects/objectFields.ts';
import type { QuirkId } from '../../../../engine/quirks/catalogue.ts';
import type { World } from '../../../../engine/world/world.ts';
import { flatRows, makeLevel } from '../../support/testLevel.ts';
import { hold, tap } from '../../support/run.ts';
import { airborne, openLevel } from './moveSupport.ts';

/** A monitor resting on the open level's floor (y 480) at x 332: its touch box is 16 x 16 around (332, 465). */
const monitorLevel = makeLevel({
  rows: flatRows(100, 30, 32), start: { x: 200, y: 400 }, profile: 's3k',
  objects: [{ id: 'm', type: 'monitor', x: 332, y: 464 }],
});

/** Sonic jumping, curled and falling at (x, 440): 32 px left of the monitor his own box cannot reach it. */
function sonic(opts: { x?: number; fixes?: QuirkId[]; profile?: 's2' | 's3k'; level?: ReturnType<typeof openLevel> } = {}): World {
  const w = airborne('sonic', { x: opts.x ?? 300, y: 440, ysp: 0x100, roll: true }, { level: opts.level ?? monitorLevel, fixes: opts.fixes, profile: opts.profile });
  w.state[P_ANIM] = ANIM_ROLL;
  return w;
}

const broken = (w: World): boolean => (getField(w, 0, O_FLAGS) & OF_DESTROYED) !== 0;

describe('the insta-shield (Sonic 3 Sonic_InstaShield, TouchResponse)', () => {
  it('a press in the air sets double_jump_flag 1, and that frame the 48 x 48 box breaks a monitor 32 px away', () => {
    const w = sonic();
    const rec = tap(w, 'A');
    expect(w.state[P_DOUBLE_JUMP]).toBe(1);
    expect(rec.moves).toEqual(['instaShield']);
    expect(broken(w)).toBe(true);
    expect(rec.ysp).toBeLessThan(0);
  });

  it('without the press the same fall leaves the monitor alone (his own box is 8 px wide each side)', () => {
    const w = sonic();
    tap(w);
    expect(broken(w)).toBe(false);
  });

  it('the attack lasts 14 frames: the flag is 1 through the 13th frame after the press and 2 after the 14th (mapping frame 7)', () => {
    const w = sonic({ level: openLevel() });
    w.state[P_Y] = 100 << 8;
    tap(w, 'A');
    const flags = [w.state[P_DOUBLE_JUMP]];
    for (let i = 0; i < 14; i++) {
      tap(w);
      flags.push(w.state[P_DOUBLE_JUMP]);
    }
    expect(flags).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2]);
  });

  it('the 14th frame still attacks (the touch comes before the shield object), the 15th does not', () => {
    const at = (frames: number): boolean => {
      const w = sonic({ x: 100 });
      w.state[P_Y] = 100 << 8;
      tap(w, 'A');
      hold(w, '', frames - 1);
      w.state[P_X] = 300 << 8;
      w.state[P_Y] = 440 << 8;
      w.state[P_YSP] = 0x100;
      tap(w);
      return broken(w);
    };
    expect(at(13)).toBe(true);
    expect(at(14)).toBe(false);
  });

  it('with the plain shield the press does nothing but clear the roll-jump flag (air control back)', () => {
    const w = sonic();
    w.state[P_SHIELD] = SHIELD_PLAIN;
    w.state[P_STATUS] |= ST_ROLL_JUMP;
    tap(w, 'A');
    expect(w.state[P_DOUBLE_JUMP]).toBe(0);
    expect(w.state[P_STATUS] & ST_ROLL_JUMP).toBe(0);
    expect(broken(w)).toBe(false);
  });

  it('power-up invincibility: no move at all', () => {
    const w = sonic();
    w.state[P_INVINCIBLE] = 100;
    tap(w, 'A');
    expect(w.state[P_DOUBLE_JUMP]).toBe(0);
  });

  it('Sonic 2 has no insta-shield', () => {
    const w = sonic({ profile: 's2' });
    tap(w, 'A');
    expect(w.state[P_DOUBLE_JUMP]).toBe(0);
    expect(broken(w)).toBe(false);
  });
});

/** A jump held 20 frames (Y speed -0x680 + 20 * 0x38 = -0x220), then 5 frames released: still rising. */
function jumpAndRelease(w: World): void {
  hold(w, 'A', 21);
  hold(w, '', 5);
}

describe('instaShieldLockout: landing on the attack\'s last frames', () => {
  /** Press, 12 frames, then land on the 14th frame (the one whose shield update shows frame 7). */
  const landOnLastFrame = (fixes: QuirkId[]) => {
    const w = sonic({ level: openLevel(), fixes });
    w.state[P_Y] = 100 << 8;
    tap(w, 'A');
    hold(w, '', 12);
    w.state[P_Y] = 465 << 8;
    w.state[P_YSP] = 0x200;
    const land = tap(w);
    expect(land.air).toBe(false);
    return w;
  };
  it('with the bug the flag is left at 2 on the ground, and the next jump has no insta-shield', () => {
    const w = landOnLastFrame([]);
    expect(w.state[P_DOUBLE_JUMP]).toBe(2);
    hold(w, '', 2);
    jumpAndRelease(w);
    const rec = tap(w, 'A');
    expect(rec.air).toBe(true);
    expect(rec.moves).toEqual([]);
    expect(w.state[P_DOUBLE_JUMP]).toBe(2);
  });
  it('fixed, the landing\'s 0 stays and the next jump can insta-shield', () => {
    const w = landOnLastFrame(['instaShieldLockout']);
    expect(w.state[P_DOUBLE_JUMP]).toBe(0);
    hold(w, '', 2);
    jumpAndRelease(w);
    expect(tap(w, 'A').moves).toEqual(['instaShield']);
  });
});
