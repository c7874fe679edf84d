import { describe, expect, it } from 'vitest';
import { BLOCK_FLIP_X, BLOCK_FLIP_Y } from '../../../engine/level/types.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { Terrain } from '../../../engine/terrain/terrain.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { tileMask } from '../../../workbench/src/view/tileMask.ts';
import { sensorProbes } from '../../../workbench/src/view/sensorProbes.ts';
import { sx, sy, worldAt, zoomAt, type ViewCamera } from '../../../workbench/src/view/viewCamera.ts';

function rampShapes(): Int8Array {
  const h = new Int8Array(32);
  for (let c = 0; c < 16; c++) h[16 + c] = c + 1; // shape 1: 1..16 rising to the right
  return h;
}

describe('tileMask', () => {
  it('fills each column from the bottom by its height', () => {
    const m = tileMask(rampShapes(), 1, new Uint8Array(256));
    expect(m[15 * 16 + 0]).toBe(1); // bottom-left: height 1
    expect(m[14 * 16 + 0]).toBe(0);
    expect(m[0 * 16 + 15]).toBe(1); // top-right: height 16
  });

  it('x-flip mirrors the columns and y-flip hangs the fill from the top', () => {
    const mx = tileMask(rampShapes(), 1 | BLOCK_FLIP_X, new Uint8Array(256));
    expect(mx[0 * 16 + 0]).toBe(1);
    expect(mx[14 * 16 + 15]).toBe(0);
    const my = tileMask(rampShapes(), 1 | BLOCK_FLIP_Y, new Uint8Array(256));
    expect(my[0 * 16 + 0]).toBe(1);
    expect(my[1 * 16 + 0]).toBe(0);
  });

  it('the empty shape has no solid pixels', () => {
    expect(tileMask(rampShapes(), 0, new Uint8Array(256)).every((v) => v === 0)).toBe(true);
  });
});

describe('viewCamera', () => {
  const cam: ViewCamera = { cx: 100, cy: 50, zoom: 2, width: 200, height: 100 };
  it('the camera centre maps to the canvas centre and back', () => {
    expect([sx(cam, 100), sy(cam, 50)]).toEqual([100, 50]);
    expect(worldAt(cam, 100, 50)).toEqual({ x: 100, y: 50 });
  });

  it('zooming keeps the world point under the cursor still', () => {
    const z = zoomAt(cam, 30, 20, 2);
    const before = worldAt(cam, 30, 20);
    const after = worldAt(z, 30, 20);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });
});

describe('sensorProbes', () => {
  it('standing on flat ground, the floor sensors A and B read 0 at the foot corners', () => {
    const level = loadBuiltinLevel('flat');
    const w = createWorld(level);
    for (let i = 0; i < 60; i++) w.step(0);
    const probes = sensorProbes(new Terrain(level), w.state);
    const a = probes.find((p) => p.name === 'A')!;
    const b = probes.find((p) => p.name === 'B')!;
    expect(a.dir).toBe('down');
    expect(a.distance).toBe(0);
    expect(b.distance).toBe(0);
    expect(b.x - a.x).toBe(2 * w.state[7]);
  });
});
