import { describe, expect, it } from 'vitest';
import { DETECTORS } from '../../../analysis/detectors/index.ts';
import { DetectorRun } from '../../../analysis/detectors/runDetectors.ts';
import { falseStandingDetector, falseStandingReasonS1 } from '../../../analysis/detectors/falseStanding.ts';
import { phasingDetector } from '../../../analysis/detectors/phasing.ts';
import { zipDetector } from '../../../analysis/detectors/zip.ts';
import { firstSolidOnPath, groundDistance, isFloorPixel, isSolidPixel, pathDelta } from '../../../analysis/detectors/terrainProbe.ts';
import { LZ3_PATCH_INDEX } from '../../../engine/games/s1/act/labyrinthWater.ts';
import { BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../../../engine/level/types.ts';
import { QUIRK_IDS, type QuirkId } from '../../../engine/quirks/catalogue.ts';
import type { Level } from '../../../engine/level/types.ts';
import { BTN_RIGHT } from '../../../engine/input.ts';
import { OBJECT_SIZE, OB_ID, OB_STATUS, STATUS_PLAYER_STANDING } from '../../../engine/games/s1/objects/ram.ts';
import { P_GSP, P_ON_OBJECT, P_STATUS, P_X, P_XSP, P_Y, ST_AIR, ST_ON_OBJECT, W_LAYOUT_PATCH } from '../../../engine/state/layout.ts';
import { senseDown } from '../../../engine/terrain/directions.ts';
import { Terrain } from '../../../engine/terrain/terrain.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { parseInputScript } from '../../../movies/formats/inputScript.ts';
import { syntheticAct } from '../../engine/games/s1/act/support/syntheticAct.ts';
import { realAct } from '../../engine/games/s1/act/support/realActs.ts';
import { describeWithDisasm, GROUNDTRUTH_S1 } from '../../support/disasm.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Layout row 1 (y 0x100..0x1FF), column 2 (x 0x200..0x2FF): the floor chunk, solid from y 0x180.
const floorAct = syntheticAct({ zone: 0, act: 0, cells: [[1, 2, 1]] });

describe('detectors read real acts where the engine reads them (FindNearestTile wraps)', () => {
  it('a pixel past the act grid reads the block the engine reads: x wraps at 0x8000, y at 0x800', () => {
    expect(isSolidPixel(floorAct, 0, 0x210, 0x180)).toBe(true);
    expect(isSolidPixel(floorAct, 0, 0x210, 0x17f)).toBe(false);
    expect(isSolidPixel(floorAct, 0, 0x210 + 0x8000, 0x180)).toBe(true);
    expect(isSolidPixel(floorAct, 0, 0x210, 0x180 + 0x800)).toBe(true);
    expect(isSolidPixel(floorAct, 0, 0x210 - 0x8000, 0x180 - 0x800)).toBe(true);
    expect(isFloorPixel(floorAct, 0, 0x210 + 0x8000, 0x1ff + 0x800)).toBe(true);
  });

  it('agrees with the engine sensor on every column of the floor, wrapped or not', () => {
    const t = new Terrain(floorAct);
    for (const [dx, dy] of [[0, 0], [0x8000, 0], [0, 0x800], [-0x8000, -0x800]]) {
      for (let x = 0x1f8; x < 0x308; x++) {
        // From 10 px above the floor's top the engine measures 9 px to it; a column without floor
        // reads to the end of the next block. The pixel at d + 1 is solid exactly when it is floor.
        const y = 0x180 - 10 + dy;
        const d = senseDown(t, x + dx, y, BLOCK_SOLID_TOP);
        const onFloor = x >= 0x200 && x < 0x300;
        expect([x, d]).toEqual([x, onFloor ? 9 : 15 - ((y + 16) & 15) + 16]);
        expect(isSolidPixel(floorAct, 0, x + dx, y + d + 1)).toBe(onFloor);
        expect(isSolidPixel(floorAct, 0, x + dx, y + d)).toBe(false);
      }
    }
  });

  it('a hand-made level reads nothing outside its bounds (no wrap)', () => {
    const hand = { ...floorAct, act: undefined };
    expect(isSolidPixel(hand, 0, 0x210, 0x180)).toBe(true);
    expect(isSolidPixel(hand, 0, 0x210 + 0x8000, 0x180)).toBe(false);
    expect(isSolidPixel(hand, 0, 0x210, 0x180 + 0x800)).toBe(false);
  });

  it('solidity bits are read per mask: a top-only block is a floor, not a wall', () => {
    // Block words keep the game's bits: the synthetic floor has both (0x6001).
    expect(isSolidPixel(floorAct, 0, 0x210, 0x190, undefined, BLOCK_SOLID_LRB)).toBe(true);
    expect(isSolidPixel(floorAct, 0, 0x210, 0x190, undefined, BLOCK_SOLID_TOP)).toBe(true);
  });
});

describe("detectors follow LZ3's run-time layout change (W_LAYOUT_PATCH in the state)", () => {
  // LZ3: layout row 2, column 6 is rewritten while the act is played; chunk 7 made a floor here.
  const lz3 = syntheticAct({ zone: 1, act: 2, floorIds: [7] });
  // The cell is x 0x600..0x6FF, y 0x200..0x2FF; the floor chunk's top is 0x80 into it.
  const x = (LZ3_PATCH_INDEX & 0x7f) * 0x100 + 0x40;
  const y = (LZ3_PATCH_INDEX >> 7) * 0x100 + 0x90;
  const top = (LZ3_PATCH_INDEX >> 7) * 0x100 + 0x80;

  it('reads the act as loaded without the change, and the new chunk with it', () => {
    const s = createWorld(lz3).state;
    expect(isSolidPixel(lz3, 0, x, y, s)).toBe(false);
    s[W_LAYOUT_PATCH] = 7;
    expect(isSolidPixel(lz3, 0, x, y, s)).toBe(true);
    s[W_LAYOUT_PATCH] = 0;
    expect(isSolidPixel(lz3, 0, x, y, s)).toBe(false);
  });

  it('measures ground distance on the changed layout', () => {
    const s = createWorld(lz3).state;
    s[P_X] = x << 8;
    // Feet (centre + 19) 3 px above the floor's top.
    s[P_Y] = (top - 1 - 19 - 3) << 8;
    s[W_LAYOUT_PATCH] = 7;
    expect(groundDistance(lz3, s)).toBe(3);
    s[W_LAYOUT_PATCH] = 0;
    expect(groundDistance(lz3, s)).toBeGreaterThan(16);
  });
});

describe('paths across the vertical wrap of LZ3 and SBZ2 are one step, not the whole act', () => {
  // A floor in the middle of the act's height, which a path from y 0x7FE to 0x002 the long way would cross.
  const act = syntheticAct({ zone: 1, act: 2, cells: [[3, 0, 1]] });

  it('pathDelta takes the shorter way on a real act and the plain difference on a hand-made level', () => {
    expect(pathDelta(act, 0x7fe, 0x002, 'y')).toBe(4);
    expect(pathDelta(act, 0x002, 0x7fe, 'y')).toBe(-4);
    expect(pathDelta(act, 0x100, 0x120, 'y')).toBe(0x20);
    expect(pathDelta({ ...act, act: undefined }, 0x7fe, 0x002, 'y')).toBe(-0x7fc);
  });

  it('firstSolidOnPath crosses the wrap through the top rows, not through the floor at y 0x380', () => {
    expect(firstSolidOnPath(act, 0, 0x40, 0x7fe, 0x40, 0x002)).toBeNull();
    expect(firstSolidOnPath(act, 0, 0x40, 0x300, 0x40, 0x3a0)).toEqual({ x: 0x40, y: 0x380 });
  });

  it('phasing does not fire when the camera wraps the player from the bottom of the act to the top', () => {
    const w = createWorld(act);
    const previous = w.state.slice();
    previous[P_X] = 0x40 << 8;
    previous[P_Y] = 0x7fe << 8;
    previous[P_STATUS] = ST_AIR;
    const current = previous.slice();
    current[P_Y] = 0x002 << 8;
    expect(phasingDetector.detect({ previous, current, events: 0, frame: 5, level: act })).toBeNull();
    // The same jump on a hand-made copy of the level crosses the floor.
    expect(phasingDetector.detect({ previous, current, events: 0, frame: 5, level: { ...act, act: undefined } })?.detector).toBe('phasing');
  });

});

/** The act with 16x16 blocks (block words) put on both layers at (x, y) px. */
function withBlocks(level: Level, blocks: readonly (readonly [number, number, number])[]): Level {
  const layers: [Uint16Array, Uint16Array] = [level.layers[0].slice(), level.layers[1].slice()];
  for (const [x, y, word] of blocks) for (const l of layers) l[((y >> 4) << 11) | (x >> 4)] = word;
  return { ...level, layers };
}

describe('zip on real terrain: a reversal by the look-ahead, which the fix removes', () => {
  // The floor's top is y 0x180: a standing centre is 0x16C, the look-ahead probes row 0x174.
  const centre = 0x16c;
  const FULL_LRB = 0x4001;

  function run(level: Level, x: number, speed: number, fixes: QuirkId[], frames: number, input = 0): { hits: string[]; x: number } {
    const w = createWorld(level, { fixes });
    const s = w.state;
    s[P_X] = x << 8;
    s[P_Y] = centre << 8;
    s[P_XSP] = speed;
    s[P_GSP] = speed;
    s[P_STATUS] = 0;
    const r = new DetectorRun([zipDetector], level, s.length);
    r.prime(s);
    for (let f = 0; f < frames; f++) r.observe(s, w.step(input), f);
    return { hits: r.hits.map((h) => `${h.frame} ${h.message}`), x: s[P_X] >> 8 };
  }

  it('fires when the probe starts inside a wall block: the correction throws the player back', () => {
    // A wall-only block on the probe's row, x 0x240..0x24F (576..591). Moving left at 2 px/frame
    // (friction leaves -500) the next position is x 598 and the probe, 10 px left of it, is 4 px
    // inside the block: +4 px/frame turns -500 into +524.
    const level = withBlocks(floorAct, [[0x240, 0x170, FULL_LRB]]);
    expect(run(level, 0x258, -0x200, [], 1).hits).toEqual([
      '0 look-ahead correction 1024 subpx/frame (4 px) turned x speed -500 into 524 at x=602, y=364',
    ]);
    expect(run(level, 0x258, -0x200, ['zip'], 1).hits).toEqual([]);
  });

  it('does not fire when the player walks through a wall block above the probe line and the look-ahead then stops it', () => {
    // Upper body height (y 0x150..0x15F) at x 0x260: the probe passes under it. Then a wall-only
    // block on the probe's row at x 0x290 stops the player without turning it round.
    const level = withBlocks(floorAct, [[0x260, 0x150, FULL_LRB], [0x290, 0x170, FULL_LRB]]);
    for (const fixes of [[], ['zip']] as QuirkId[][]) {
      const r = run(level, 0x240, 0x600, fixes, 12, BTN_RIGHT);
      expect(r.hits).toEqual([]);
      expect(r.x).toBe(0x290 - 11);
    }
    // Its centre did cross the upper block: the detector's older "moved through solid pixels" sign fired here.
    expect(firstSolidOnPath(level, 0, 0x240, 0x15a, 0x280, 0x15a)).toEqual({ x: 0x260, y: 0x15a });
  });
});

describe('falseStanding on a real act reads Sonic 1 object RAM', () => {
  const act = syntheticAct({ zone: 0, act: 0 });
  const slot = 0x21;

  function standing(id: number, standingBit: boolean): Int32Array {
    const w = createWorld(act);
    const s = w.state;
    s[P_STATUS] |= ST_ON_OBJECT;
    s[P_ON_OBJECT] = slot + 1;
    w.m[slot * OBJECT_SIZE + OB_ID] = id;
    w.m[slot * OBJECT_SIZE + OB_STATUS] = standingBit ? STATUS_PLAYER_STANDING : 0;
    return s;
  }

  it('is true while the object in the slot holds the player', () => {
    expect(falseStandingReasonS1(standing(0x18, true))).toBeNull();
  });

  it('is false once the slot is empty (DeleteObject left Sonic standing)', () => {
    expect(falseStandingReasonS1(standing(0, false))).toBe('standing on object slot 0x21, which is empty');
  });

  it('is false when another object took the slot (it does not hold the player)', () => {
    expect(falseStandingReasonS1(standing(0x25, false))).toBe('standing on object slot 0x21, whose object (id 0x25) does not hold the player');
  });

  it('the detector fires on the frame the flag turns false, once', () => {
    const previous = standing(0x18, true);
    const current = standing(0, false);
    expect(falseStandingDetector.detect({ previous, current, events: 0, frame: 9, level: act })).toEqual({
      frame: 9,
      detector: 'falseStanding',
      message: `standing on object slot 0x21, which is empty; player at x=${current[P_X] >> 8}`,
    });
    expect(falseStandingDetector.detect({ previous: current, current, events: 0, frame: 10, level: act })).toBeNull();
  });
});

describeWithDisasm('no detector fires on the real-game traces with every quirk fixed', (dir) => {
  for (const [name, act, objects] of [['ghz1-noobjects-right600', 'ghz1', false], ['mz1-noobjects-rightjumps900', 'mz1', false], ['ghz1-demo', 'ghz1', true]] as const) {
    it(`${name}: with every quirk fixed no detector fires`, () => {
      if (GROUNDTRUTH_S1 === null) throw new Error('the real-game traces are missing beside the disassembly');
      const level = realAct(dir, act, { objects });
      const script = parseInputScript(readFileSync(join(GROUNDTRUTH_S1, `${name}.txt`), 'utf8'), name);
      if (!script.ok) throw new Error(script.error.message);
      const fixes: QuirkId[] = [...QUIRK_IDS];
      const w = createWorld(level, { fixes });
      const run = new DetectorRun(DETECTORS, level, w.state.length);
      run.prime(w.state);
      for (let f = 0; f < script.value.length; f++) run.observe(w.state, w.step(script.value[f]), f);
      expect(run.hits).toEqual([]);
    });
  }
});
