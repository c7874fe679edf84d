/**
 * Every Marble Zone act, both ROM revisions, with all its objects: thousands of frames of simple
 * inputs run without throwing, every MZ placement has a port, and the run is deterministic (two
 * worlds agree hash for hash; a restore mid-run replays to the same end). No real-game trace with
 * MZ objects exists, so the objects' exactness is in the unit tests next to this file.
 */
import { expect, it } from 'vitest';
import { createWorld } from '../../../engine/world/world.ts';
import { openS1Disassembly } from '../../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { BTN_C, BTN_LEFT, BTN_RIGHT } from '../../../engine/input.ts';
import { C_X, C_Y, P_X, P_Y, W_DLE_ROUTINE } from '../../../engine/state/layout.ts';
import { OB_ID, OB_ROUTINE } from '../../../engine/s1objects/ram.ts';
import { realAct } from '../act/support/realActs.ts';
import { describeWithDisasm } from '../../support/disasm.ts';

const FRAMES = 3000;

/** Right with a jump every second; every fourth second left instead (back into what was passed). */
function input(f: number): number {
  const second = Math.floor(f / 60);
  const dir = second % 4 === 3 ? BTN_LEFT : BTN_RIGHT;
  return dir | (f % 60 < 12 ? BTN_C : 0);
}

/** Object ids the MZ acts place that other zones' engineers port (monitors, springs, spikes ...). */
const NOT_MARBLE = new Set([0x0d, 0x15, 0x22, 0x26, 0x36, 0x3e, 0x41, 0x4b, 0x71, 0x79, 0x7d]);

describeWithDisasm('Marble Zone acts with all their objects', (dir) => {
  for (const revision of [0, 1]) {
    for (const id of ['mz1', 'mz2', 'mz3']) {
      it(`${id} (REV0${revision}): ${FRAMES} frames run, deterministic, and every Marble Zone placement has a port`, () => {
        const imported = openS1Disassembly(nodeDisasmSource(dir), revision).importAct(id, { objects: true });
        const missing = new Set(imported.warnings.map((w) => Number.parseInt(/\$([0-9A-F]{2})/i.exec(w.message)?.[1] ?? '0', 16)));
        for (const m of missing) expect(NOT_MARBLE.has(m), `object $${m.toString(16)} has no port`).toBe(true);
        const level = realAct(dir, id, { revision, objects: true });
        const a = createWorld(level);
        const b = createWorld(level);
        let mid: Int32Array | null = null;
        let objectsSeen = 0;
        for (let f = 0; f < FRAMES; f++) {
          a.step(input(f));
          b.step(input(f));
          if (f % 500 === 0) {
            expect(b.hash()).toBe(a.hash());
            for (let s = 0x20; s < 0x80; s++) if (a.m[s * 0x40 + OB_ID] !== 0) objectsSeen++;
          }
          if (f === FRAMES / 2) mid = a.snapshot();
        }
        expect(b.hash()).toBe(a.hash());
        expect(objectsSeen).toBeGreaterThan(0);
        const end = a.hash();
        expect(b.restore(mid!)).toEqual({ ok: true });
        for (let f = FRAMES / 2 + 1; f < FRAMES; f++) b.step(input(f));
        expect(b.hash()).toBe(end);
      });
    }
  }

  it('MZ3: entering the arena, the dynamic level events load the boss (ship, face, flame, tube), and it comes in', () => {
    const w = createWorld(realAct(dir, 'mz3', { revision: 1, objects: true }));
    const s = w.state;
    const boss = (): number[] => {
      const routines: number[] = [];
      for (let slot = 0x20; slot < 0x80; slot++) if (w.m[slot * 0x40 + OB_ID] === 0x73) routines.push(w.m[slot * 0x40 + OB_ROUTINE]);
      return routines;
    };
    // Dropped in left of the arena; what the jump loaded unloads while he stands there.
    s[P_X] = 0x1700 << 8;
    s[P_Y] = 0x200 << 8;
    s[C_X] = 0x1600;
    s[C_Y] = 0x180;
    for (let f = 0; f < 120; f++) w.step(0);
    expect(boss()).toEqual([]);
    expect(s[W_DLE_ROUTINE]).toBe(0);
    // Then into the arena: the camera at boss_mz_x - $10 triggers DLE_MZ3.
    s[P_X] = 0x18a0 << 8;
    s[C_X] = 0x17f0;
    w.step(0);
    expect(s[W_DLE_ROUTINE]).toBe(2);
    // The events run after the objects: loaded on this frame, it starts on the next.
    expect(boss()).toEqual([0]);
    w.step(0);
    expect(boss()).toEqual([2, 4, 6, 8]);
    for (let g = 0; g < 10; g++) w.step(0);
    // In from boss_mz_x + $1F0 at 1 px a frame.
    const ship = [...Array(0x60).keys()].map((i) => (0x20 + i) * 0x40).find((a) => w.m[a + OB_ID] === 0x73 && w.m[a + OB_ROUTINE] === 2)!;
    expect((w.m[ship + 0x30] << 8) | w.m[ship + 0x31]).toBe(0x19f0 - 11);
  });
});
