/** The paint bench figure: GHZ1 painted with its object sprites while Sonic runs (quick run). */
import { expect, it } from 'vitest';
import { measurePaint } from '../../../workbench/cli/paintBench.ts';
import { describeWithDisasm } from '../../support/disasm.ts';

describeWithDisasm('the paint bench figure', (dir) => {
  it('paints GHZ1 frames with object sprites and times them', () => {
    const f = measurePaint(dir, 1, true);
    if (typeof f === 'string') throw new Error(f);
    expect(f.paintGhz1Ms).toBeGreaterThan(0);
    expect(f.paintGhz1Ms).toBeLessThan(100);
    // Rings, Moto Bugs, monitors… are on screen through the run.
    expect(f.paintGhz1Sprites).toBeGreaterThan(2);
  }, 60_000);
});
