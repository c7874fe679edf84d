/**
 * Labyrinth 1-3 and SBZ3 (the game's Labyrinth act 4) of both revisions, imported from the
 * disassembly with all their objects: every placement has a port (FloatingBlock $56, SpikeBall
 * $57 and Orbinaut $60 among them are the Spring Yard / Star Light ports), 3000 frames of random buttons (a seeded generator in the test)
 * never throw, replay to the same state, and a snapshot taken halfway resumes to the same state;
 * and LZ3's events load the boss.
 */
import { expect, it } from 'vitest';
import { createWorld } from '../../../../../../engine/world/world.ts';
import { openS1Disassembly } from '../../../../../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../../../../../importers/s1/nodeDisasmSource.ts';
import { describeWithDisasm } from '../../../../../support/disasm.ts';
import { realAct } from '../../act/support/realActs.ts';
import { hasS1Object } from '../../../../../../engine/games/s1/objects/objectTable.ts';
import { BOSS_LZ_X, BOSS_LZ_Y, ID_BOSS_LABYRINTH } from '../../../../../../engine/games/s1/objects/objects/bossLabyrinth.ts';
import { LEVEL_OBJECTS_END, LEVEL_OBJECTS_START, OB_X, OB_Y, rw } from '../../../../../../engine/games/s1/objects/ram.ts';
import { C_X, C_Y, P_X, P_Y } from '../../../../../../engine/state/layout.ts';
import { slotsOf } from './scene.ts';

const FRAMES = 3000;
const ACTS = ['lz1', 'lz2', 'lz3', 'sbz3'] as const;

function inputs(seed: number): number[] {
  let x = seed;
  let input = 0;
  const out: number[] = [];
  for (let i = 0; i < FRAMES; i++) {
    x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
    if (x % 23 === 0) input = (x >> 8) & 0x7f;
    out.push(input);
  }
  return out;
}

describeWithDisasm('Labyrinth acts with their objects', (dir) => {
  for (const revision of [0, 1]) {
    it(`REV0${revision}: every placement of LZ1-3 and SBZ3 has a port (the importer leaves none out)`, () => {
      const d = openS1Disassembly(nodeDisasmSource(dir), revision);
      for (const id of ACTS) {
        const { level, warnings } = d.importAct(id, { objects: true });
        expect(warnings.filter((w) => w.message.startsWith('object'))).toEqual([]);
        const p = level.act!.placements;
        let n = 0;
        for (let at = 0; !(p[at] === 0xff && p[at + 1] === 0xff); at += 6) {
          expect(hasS1Object(p[at + 4])).toBe(true);
          n++;
        }
        expect(n).toBeGreaterThan(100);
      }
    });

    for (const id of ACTS) {
      it(`REV0${revision} ${id}: ${FRAMES} random frames without an error, the same state twice, and from a halfway snapshot`, () => {
        const pad = inputs(11 + ACTS.indexOf(id) * 7 + revision);
        const w = createWorld(realAct(dir, id, { revision, objects: true }));
        let half: Int32Array | null = null;
        for (let i = 0; i < FRAMES; i++) {
          if (i === FRAMES / 2) half = w.snapshot();
          w.step(pad[i]);
        }
        const end = w.hash();
        const again = createWorld(realAct(dir, id, { revision, objects: true }));
        for (let i = 0; i < FRAMES; i++) again.step(pad[i]);
        expect(again.hash()).toBe(end);
        expect(w.restore(half!).ok).toBe(true);
        for (let i = FRAMES / 2; i < FRAMES; i++) w.step(pad[i]);
        expect(w.hash()).toBe(end);
      });
    }

    it(`REV0${revision} LZ3: the dynamic level events load the boss at the arena, and it places its parts`, () => {
      const w = createWorld(realAct(dir, 'lz3', { revision, objects: true }));
      const s = w.state;
      // DLE_LZ3 loads the boss once the camera is at boss_lz_x - $140 or right of it, above boss_lz_y + $540.
      s[P_X] = 0x1d80 << 8;
      s[P_Y] = 0x5a0 << 8;
      s[C_X] = 0x1d80 - 0xa0;
      s[C_Y] = 0x500;
      let frames = 0;
      while (slotsOf(w, ID_BOSS_LABYRINTH).length === 0 && frames < 10) {
        w.step(0);
        frames++;
      }
      // Loaded after the frame's objects ran: it sets up (and loads its face and flame) the next frame.
      const spawned = slotsOf(w, ID_BOSS_LABYRINTH);
      expect(spawned.length).toBe(1);
      // Jumped there, every level slot is still full of what the act start and this jump loaded (on foot
      // they would have unloaded long before): free all but the boss, so its parts find slots.
      for (let a = LEVEL_OBJECTS_START; a < LEVEL_OBJECTS_END; a += 0x40) if (a !== spawned[0]) w.m.fill(0, a, a + 0x40);
      w.step(0);
      const [ship] = slotsOf(w, ID_BOSS_LABYRINTH);
      expect(slotsOf(w, ID_BOSS_LABYRINTH).length).toBe(3);
      expect([rw(w.m, ship + OB_X), rw(w.m, ship + OB_Y)]).toEqual([BOSS_LZ_X + 0x30, BOSS_LZ_Y + 0x500]);
    });
  }
});
