import { describe, expect, it } from 'vitest';
import { drawWater, WATER_FILL } from '../../../workbench/src/view/drawWater.ts';
import type { Ctx2D } from '../../../workbench/src/view/ctx2d.ts';
import { W_WATER, W_WATER_Y, FIXED_WORDS } from '../../../engine/state/layout.ts';

/** A 2D context that logs fillRect (with the fill style then) and moveTo calls. */
function recorder(): { ctx: Ctx2D; fills: unknown[][]; moves: number[][] } {
  const fills: unknown[][] = [];
  const moves: number[][] = [];
  let fillStyle = '';
  const ctx = new Proxy({}, {
    get(_t, key) {
      if (key === 'fillRect') return (...a: number[]) => fills.push([fillStyle, ...a]);
      if (key === 'moveTo') return (...a: number[]) => moves.push(a);
      return () => {};
    },
    set(_t, key, v) {
      if (key === 'fillStyle') fillStyle = v;
      return true;
    },
  });
  return { ctx: ctx as Ctx2D, fills, moves };
}

const camera = { cx: 160, cy: 112, zoom: 2, width: 320, height: 224 };

describe('drawWater', () => {
  it('fills below the surface row and draws the line along its first screen row (on the row\'s centre: crisp), from the state words', () => {
    const s = new Int32Array(FIXED_WORDS);
    s[W_WATER] = 1;
    s[W_WATER_Y] = 100; // rows 101.. are water: screen y = (101 - 112) * 2 + 112 = 90
    const r = recorder();
    drawWater(r.ctx, s, camera);
    expect(r.fills).toEqual([[WATER_FILL, 0, 90, 320, 134]]);
    expect(r.moves).toEqual([[0, 90.5]]);
    // Zoomed so the surface falls inside a screen row: the line is on that row's centre.
    const z = recorder();
    drawWater(z.ctx, s, { ...camera, zoom: 1.5 });
    expect(z.moves).toEqual([[0, Math.floor((101 - 112) * 1.5 + 112) + 0.5]]);
  });

  it('draws nothing for a level without water, or water below the view', () => {
    const s = new Int32Array(FIXED_WORDS);
    s[W_WATER_Y] = 100;
    const a = recorder();
    drawWater(a.ctx, s, camera);
    expect(a.fills).toEqual([]);
    s[W_WATER] = 1;
    s[W_WATER_Y] = 500;
    const b = recorder();
    drawWater(b.ctx, s, camera);
    expect(b.fills).toEqual([]);
  });

  it('a surface above the view fills the whole view with no line', () => {
    const s = new Int32Array(FIXED_WORDS);
    s[W_WATER] = 1;
    s[W_WATER_Y] = 0;
    const r = recorder();
    drawWater(r.ctx, s, camera);
    expect(r.fills).toEqual([[WATER_FILL, 0, 0, 320, 224]]);
    expect(r.moves).toEqual([]);
  });
});
