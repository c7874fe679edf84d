/**
 * Scrap Brain 1 and 2 and the Final Zone, imported from the disassembly with all their ported
 * objects: simple inputs for a few thousand frames never throw and replay to the same state,
 * and SBZ2's cut-scene runs from the act's own events to the fall into SBZ3.
 */
import { expect, it } from 'vitest';
import { createWorld, type World } from '../../../../../../engine/world/world.ts';
import { describeWithDisasm } from '../../../../../support/disasm.ts';
import { realAct } from '../../act/support/realActs.ts';
import { BTN_A, BTN_LEFT, BTN_RIGHT } from '../../../../../../engine/input.ts';
import { EV_ACT_END } from '../../../../../../engine/state/events.ts';
import { C_X, C_Y, P_GSP, P_X, P_XSP, P_Y, RESTART_NEXT_ACT, W_LIMIT_RIGHT, W_RESTART } from '../../../../../../engine/state/layout.ts';
import { OB_2ND_ROUT, OB_FRAME, OB_ROUTINE } from '../../../../../../engine/games/s1/objects/ram.ts';
import { ID_FALSE_FLOOR, ID_SCRAP_EGGMAN } from '../../../../../../engine/games/s1/objects/objects/scrapEggman.ts';
import { slotsOf } from './scene.ts';

const FRAMES = 4000;

/** Right held, a jump every 45 frames, and every 400 frames 40 frames of left. */
function input(i: number): number {
  if (i % 400 >= 360) return BTN_LEFT;
  return BTN_RIGHT | (i % 45 === 0 ? BTN_A : 0);
}

function run(dir: string, id: string, revision: number): { hash: string; seen: Set<number> } {
  const w = createWorld(realAct(dir, id, { revision, objects: true }));
  const seen = new Set<number>();
  for (let i = 0; i < FRAMES; i++) {
    w.step(input(i));
    if (i % 10 === 0) for (let a = 0x20 * 0x40; a < 0x2000; a += 0x40) if (w.m[a] !== 0) seen.add(w.m[a]);
  }
  return { hash: w.hash(), seen };
}

/** The ids each act's run must have met (objects of this port that its first minute reaches). */
const MET: Record<string, readonly number[]> = {
  sbz1: [0x2a, 0x66, 0x69, 0x6d, 0x70, 0x71],
  sbz2: [0x67, 0x68, 0x69, 0x6d, 0x6e],
  fz: [0x71, 0x84, 0x85, 0x86],
};

describeWithDisasm('Scrap Brain and the Final Zone with their objects', (dir) => {
  for (const revision of [0, 1]) {
    for (const id of ['sbz1', 'sbz2', 'fz']) {
      it(`REV0${revision} ${id}: ${FRAMES} frames of right, jumps and left without an error, twice to the same state`, () => {
        const a = run(dir, id, revision);
        expect(run(dir, id, revision).hash).toBe(a.hash);
        for (const obj of MET[id]) expect([...a.seen]).toContain(obj);
      });
    }

    it(`REV0${revision} SBZ2: the act's events load the false floor and Eggman; his switch crumbles the floor under Sonic, who falls into SBZ3`, () => {
      const w: World = createWorld(realAct(dir, 'sbz2', { revision, objects: true }));
      const s = w.state;
      // Past the signpost the Got Through card opens the right limit to $2100 (not ported: set here).
      s[P_X] = 0x1d80 << 8;
      s[P_Y] = 0x5a0 << 8;
      s[C_X] = 0x1d80 - 160;
      s[C_Y] = 0x510;
      s[W_LIMIT_RIGHT] = 0x2100;
      let ended = -1;
      for (let i = 0; i < 1500 && ended < 0; i++) {
        // Run right into the arena, then stand on the false floor within 128 px of Eggman.
        if (i === 190) {
          s[P_X] = 0x20f0 << 8;
          s[P_XSP] = 0;
          s[P_GSP] = 0;
        }
        if (w.step(i < 190 ? BTN_RIGHT : 0) & EV_ACT_END) ended = i;
        if (i === 200) {
          expect(slotsOf(w, ID_FALSE_FLOOR).length).toBe(9);
          expect(slotsOf(w, ID_SCRAP_EGGMAN).length).toBe(2);
        }
      }
      expect(ended).toBeGreaterThan(200);
      expect(s[W_RESTART]).toBe(RESTART_NEXT_ACT);
      expect(s[P_Y] >> 8).toBeGreaterThan(0x510 + 0xe0);
      const [eggman, sw] = slotsOf(w, ID_SCRAP_EGGMAN);
      expect([w.m[eggman + OB_ROUTINE], w.m[eggman + OB_2ND_ROUT], w.m[sw + OB_FRAME]]).toEqual([2, 6, 1]);
      expect(slotsOf(w, ID_FALSE_FLOOR).filter((a) => w.m[a + OB_ROUTINE] !== 0xa)).toEqual([]);
    });
  }
});
