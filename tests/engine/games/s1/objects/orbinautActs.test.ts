/**
 * Orbinaut $60 where the game places the firing kind (subtype 0): Labyrinth acts 1-3 and Scrap
 * Brain act 3 (the Star Light ones are all subtype 2, which never fire). Each placement, both
 * revisions, in its real act with everything else the act loads: Sonic held in the air $60 px
 * behind it and $40 above (within $A0 across, $50 up or down; out of the fired orbs' way, and
 * above the spiked ball beside LZ2's third one, which kills him when held level with it). Orb_Main makes
 * four orbs at angles 0, $40, $80, $C0; Orb_ChkSonic turns the body angry at once and Ani_Orb
 * ($F: 16 frames a frame) shows frame 2 sixteen frames later; from then each orb reaching angle
 * $40 (straight below) is fired at $200 toward the body's facing, one every $40 frames (the
 * orbs turn 1 a frame, -1 when x-flipped); after the fourth the body moves at $40 the same way.
 * The zone only changes the art Orb_Main picks (not modelled), so the numbers are Star Light's.
 */
import { expect, it } from 'vitest';
// scene.ts first: it loads the engine (and the object table) before any object file is imported on its own.
import { dropSonic, slotsOf } from './ghz/scene.ts';
import { createWorld } from '../../../../../engine/world/world.ts';
import {
  OB_ANGLE, OB_ANIM, OB_FRAME, OB_ID, OB_ROUTINE, OB_VEL_X, OB_X, OB_Y, readObjectPointer, rsw, rw,
} from '../../../../../engine/games/s1/objects/ram.ts';
import { ID_ORBINAUT } from '../../../../../engine/games/s1/objects/objects/orbinaut.ts';
import type { Level } from '../../../../../engine/level/types.ts';
import { describeWithDisasm } from '../../../../support/disasm.ts';
import { realAct } from '../act/support/realActs.ts';
import { G_INVINCIBLE } from '../../../../../engine/games/s1/objects/s1State.ts';
import { P_INVINCIBLE } from '../../../../../engine/state/layout.ts';

interface OrbPlacement { x: number; y: number; xFlip: boolean; subtype: number }

/** The act's Orbinaut placements, from its ObjPos list. */
function orbinautsOf(level: Level): OrbPlacement[] {
  const p = level.act!.placements;
  const out: OrbPlacement[] = [];
  for (let i = 0; (p[i] << 8 | p[i + 1]) !== 0xffff; i += 6) {
    if ((p[i + 4] & 0x7f) !== ID_ORBINAUT) continue;
    out.push({ x: p[i] << 8 | p[i + 1], y: (p[i + 2] << 8 | p[i + 3]) & 0xfff, xFlip: (p[i + 2] & 0x40) !== 0, subtype: p[i + 5] });
  }
  return out;
}

describeWithDisasm('Orbinaut in the Labyrinth and Scrap Brain 3 acts', (dir) => {
  for (const revision of [0, 1] as const) {
    for (const act of ['lz1', 'lz2', 'lz3', 'sbz3']) {
      it(`${act} REV0${revision}: every Orbinaut grows four orbs, gets angry, fires them $40 frames apart toward its facing, then moves`, () => {
        const level = realAct(dir, act, { revision, objects: true });
        const placed = orbinautsOf(level);
        expect(placed.length).toBeGreaterThan(0);
        for (const o of placed) {
          expect(o.subtype).toBe(0);
          const facing = o.xFlip ? 1 : -1;
          const sx = o.x - facing * 0x60;
          const sy = o.y - 0x40;
          const w = createWorld({ ...level, start: { ...level.start, x: sx, y: sy } });
          // Burrobots (LZ, SBZ3) jump at a Sonic held above them: invincible, he destroys them instead of dying.
          w.state[G_INVINCIBLE] = 1;
          w.state[P_INVINCIBLE] = 0x4b0;
          dropSonic(w, sx, sy);
          w.step(0);
          const body = slotsOf(w, ID_ORBINAUT).find((a) => rw(w.m, a + OB_X) === o.x && rw(w.m, a + OB_Y) === o.y && w.m[a + OB_ROUTINE] === 2)!;
          expect(body).toBeDefined();
          const orbs = slotsOf(w, ID_ORBINAUT).filter((a) => readObjectPointer(w.m, a + 0x3c) === body);
          expect(orbs.length).toBe(4);
          expect(w.m[body + 0x37]).toBe(4);
          expect(w.m[body + OB_ANIM]).toBe(1);
          const fired: [number, number][] = [];
          let angryAt = 0;
          for (let f = 2; f <= 300; f++) {
            dropSonic(w, sx, sy);
            w.step(0);
            if (angryAt === 0 && w.m[body + OB_FRAME] === 2) angryAt = f;
            for (const a of orbs) {
              if (w.m[a + OB_ID] === ID_ORBINAUT && w.m[a + OB_ROUTINE] === 8 && !fired.some(([b]) => b === a)) {
                expect(rsw(w.m, a + OB_VEL_X)).toBe(facing * 0x200);
                expect(w.m[a + OB_ANGLE]).toBe(0x40);
                fired.push([a, f]);
              }
            }
          }
          // The act start runs the objects once (Orb_Main, and the orbs' first turn); step 1 makes
          // the body angry and shows frame 1 for $10 frames, so frame 2 from step 17.
          expect(angryAt).toBe(17);
          // The orb made at angle 0 (at $80 when x-flipped, turning back) is at $40 on its 65th
          // turn, step 64; the others follow $40 steps apart.
          expect(fired.map(([, f]) => f)).toEqual([64, 128, 192, 256]);
          expect([w.m[body + OB_ROUTINE], rsw(w.m, body + OB_VEL_X), w.m[body + 0x37]]).toEqual([4, facing * 0x40, 0]);
        }
      });
    }
  }
});
