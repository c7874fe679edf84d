/**
 * Every Marble Zone act, both ROM revisions, with all its objects: thousands of frames of simple
 * inputs run without throwing, every MZ placement has a port, and the run is deterministic (two
 * worlds agree hash for hash; a restore mid-run replays to the same end). No real-game trace with
 * MZ objects exists, so the objects' exactness is in the unit tests next to this file.
 */
import { expect, it } from 'vitest';
import { createWorld } from '../../../../../engine/world/world.ts';
import { openS1Disassembly } from '../../../../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../../../../importers/s1/nodeDisasmSource.ts';
import { BTN_C, BTN_LEFT, BTN_RIGHT } from '../../../../../engine/input.ts';
import { C_X, C_Y, P_X, P_Y, W_DLE_ROUTINE, W_LOCK_SCREEN } from '../../../../../engine/state/layout.ts';
import { OB_ID, OB_ROUTINE, OB_X, OB_Y, rw } from '../../../../../engine/games/s1/objects/ram.ts';
import { realAct } from '../act/support/realActs.ts';
import { describeWithDisasm } from '../../../../support/disasm.ts';

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

  it('MZ3: at the arena the dynamic level events load the boss (its first free slot), which loads its face, flame and tube and comes in', () => {
    const w = createWorld(realAct(dir, 'mz3', { revision: 1, objects: true }));
    const s = w.state;
    const m = w.m;
    const boss = (): number[] => {
      const routines: number[] = [];
      for (let slot = 0x20; slot < 0x80; slot++) if (m[slot * 0x40 + OB_ID] === 0x73) routines.push(m[slot * 0x40 + OB_ROUTINE]);
      return routines;
    };
    // The camera at boss_mz_x - $10 (DLE_MZ3's trigger).
    s[P_X] = 0x18a0 << 8;
    s[P_Y] = 0x280 << 8;
    s[C_X] = 0x17f0;
    s[C_Y] = 0x210;
    w.step(0);
    expect(s[W_DLE_ROUTINE]).toBe(2);
    expect(s[W_LOCK_SCREEN]).toBe(1);
    // The events run after the objects: loaded this frame (slot $20, the first free), it starts the next.
    expect(boss()).toEqual([0]);
    expect([rw(m, 0x800 + OB_X), rw(m, 0x800 + OB_Y)]).toEqual([0x19f0, 0x22c]);
    // The camera's jump loaded every placement up to the arena at once; walking there they would
    // have unloaded on the way: clear them, as they would be.
    for (let slot = 0x21; slot < 0x80; slot++) m.fill(0, slot * 0x40, slot * 0x40 + 0x40);
    w.step(0);
    expect(boss()).toEqual([2, 4, 6, 8]);
    for (let g = 0; g < 10; g++) w.step(0);
    // In from boss_mz_x + $1F0 at 1 px a frame.
    expect(rw(m, 0x800 + 0x30)).toBe(0x19f0 - 11);
  });
});
