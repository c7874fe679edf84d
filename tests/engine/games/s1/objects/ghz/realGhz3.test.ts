import { expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { slotsOf } from './scene.ts';
import { createWorld } from '../../../../../../engine/world/world.ts';
import { ID_BOSS_GREEN_HILL } from '../../../../../../engine/games/s1/objects/objects/bossGreenHill.ts';
import { ID_BOSS_BALL } from '../../../../../../engine/games/s1/objects/objects/bossBall.ts';
import { ID_PRISON } from '../../../../../../engine/games/s1/objects/objects/prison.ts';
import { OB_ROUTINE, OB_X, OB_Y, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { C_X, P_STATUS, P_X, P_Y, ST_AIR, ST_DEAD, W_LOCK_SCREEN } from '../../../../../../engine/state/layout.ts';
import { BOSS_GHZ_X } from '../../../../../../engine/games/s1/act/dynamicLevelEvents.ts';
import { describeWithDisasm } from '../../../../../support/disasm.ts';
import { realAct } from '../../act/support/realActs.ts';

describeWithDisasm('Green Hill 3\'s arena on the real act', (dir) => {
  it('the camera reaching boss_ghz_x loads the ship; it takes the middle, drops the ball, and the ball kills a ringless Sonic below', () => {
    const w = createWorld(realAct(dir, 'ghz3', { objects: true }));
    const s = w.state;
    // Dropped into the arena under its middle; the camera catches up 16 px a frame.
    s[P_X] = 0x2a00 << 8;
    s[P_Y] = 0x300 << 8;
    s[P_STATUS] |= ST_AIR;
    let loadedAt = -1;
    let ballAt = -1;
    for (let f = 0; f < 1200 && (s[P_STATUS] & ST_DEAD) === 0; f++) {
      w.step(0);
      if (loadedAt < 0 && slotsOf(w, ID_BOSS_GREEN_HILL).length > 0) {
        loadedAt = f;
        expect(s[C_X]).toBe(BOSS_GHZ_X);
        expect(s[W_LOCK_SCREEN]).toBe(1);
      }
      if (ballAt < 0 && slotsOf(w, ID_BOSS_BALL).length > 0) ballAt = f;
    }
    expect(loadedAt).toBeGreaterThan(0);
    // $B8 frames coming down (the first is also the frame it splits into its parts), 96 to the middle.
    expect(ballAt - loadedAt).toBe(0xb8 + 96);
    const ship = slotsOf(w, ID_BOSS_GREEN_HILL).find((a) => w.m[a + OB_ROUTINE] === 2)!;
    expect(rw(w.m, ship + OB_X)).toBe(BOSS_GHZ_X + 0xa0);
    expect(s[P_STATUS] & ST_DEAD).toBe(ST_DEAD);
    // The capsule waits at the arena's right end, placed as two parts.
    expect(slotsOf(w, ID_PRISON).map((a) => [rw(w.m, a + OB_X), rw(w.m, a + OB_Y)])).toEqual([[0x2b60, 0x37d], [0x2b60, 0x3a2]]);
  });
});
