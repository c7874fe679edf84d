import { expect, it } from 'vitest';
import { createWorld } from '../../engine/world/world.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { makeFrameComparer, engineValues } from '../../realgame/compareFrames.ts';
import type { RealFrame } from '../../realgame/realRun.ts';
import { describeWithDisasm } from '../support/disasm.ts';

describeWithDisasm('comparing real frames with the engine\'s', (dir) => {
  const d = openS1Disassembly(nodeDisasmSource(dir), 1);
  /** What a real frame would be if the game were the engine on `act` (its own values as the record). */
  function framesOf(act: string, n: number): RealFrame[] {
    const w = createWorld(d.importAct(act).level, {});
    const out: RealFrame[] = [];
    for (let f = 0; f < n; f++) {
      w.step(8);
      const v = engineValues(w, 8);
      out.push({ f, input: 8, emuFrame: 763 + f, lag: 0, restart: false, left: null, record: { ...v, act: `s1:${act}`, levelFrame: f + 1, routine: 2 } as never });
    }
    return out;
  }

  it('finds nothing between identical runs and counts frames and lag frames', () => {
    const cmp = makeFrameComparer(createWorld(d.importAct('ghz1').level, {}));
    for (const f of framesOf('ghz1', 50)) expect(cmp.compare({ ...f, lag: f.f === 10 ? 2 : 0 })).toBe(true);
    expect(cmp.report()).toEqual({ synced: true, frames: 50, lagFrames: 2, firstDivergence: null });
  });

  it('reports the first frame that differs, every differing field as [real, engine], and both sides\' values', () => {
    const cmp = makeFrameComparer(createWorld(d.importAct('mz1').level, {}));
    const real = framesOf('ghz1', 5);
    expect(cmp.compare(real[0])).toBe(false);
    const r = cmp.report();
    expect(r.synced).toBe(false);
    const dv = r.firstDivergence!;
    expect(dv.frame).toBe(0);
    expect(dv.fields.y).toEqual([real[0].record!.y, dv.engine.y]);
    expect(Object.keys(dv.fields)).toContain('x');
    for (const [k, [a, b]] of Object.entries(dv.fields)) {
      expect(a).toBe((dv.real as Record<string, unknown>)[k]);
      expect(b).toBe((dv.engine as Record<string, unknown>)[k]);
      expect(a).not.toBe(b);
    }
    expect([dv.real.emuFrame, dv.real.lag]).toEqual([763, 0]);
  });
});
