/**
 * The game's own Green Hill 1 demo (../shared/groundtruth/s1/ghz1-demo.*), replayed on the
 * imported act with all its objects: every frame must match the real game's player, camera,
 * rings, lives and the object stood on. It meets rings, Crabmeats, Moto Bugs, Buzz Bombers,
 * Newtrons, Choppers, spikes, springs, monitors, bridges, platforms, collapsing ledges, rocks and
 * edge walls (Green Hill's own objects come from the objects-ghz port).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createWorld } from '../../../engine/world/world.ts';
import { parseInputScript } from '../../../movies/formats/inputScript.ts';
import {
  C_X, C_Y, P_ANGLE, P_GSP, P_HRAD, P_LAYER, P_ON_OBJECT, P_RINGS, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP, ST_AIR,
  ST_ON_OBJECT, ST_ROLL, W_LIVES,
} from '../../../engine/state/layout.ts';
import { GROUNDTRUTH_S1, describeWithDisasm } from '../../support/disasm.ts';
import { realAct } from '../act/support/realActs.ts';

const FIELDS = [
  'x', 'y', 'xsp', 'ysp', 'gsp', 'angle', 'air', 'roll', 'layer', 'camX', 'camY', 'xRad', 'yRad', 'rings', 'lives', 'onObject',
  'standObj',
] as const;

function engineRecord(s: Int32Array): Record<(typeof FIELDS)[number], number | boolean | string | null> {
  const on = (s[P_STATUS] & ST_ON_OBJECT) !== 0;
  return {
    x: s[P_X], y: s[P_Y], xsp: s[P_XSP], ysp: s[P_YSP], gsp: s[P_GSP], angle: s[P_ANGLE],
    air: (s[P_STATUS] & ST_AIR) !== 0, roll: (s[P_STATUS] & ST_ROLL) !== 0, layer: s[P_LAYER] === 0 ? 'A' : 'B',
    camX: s[C_X], camY: s[C_Y], xRad: s[P_WRAD], yRad: s[P_HRAD], rings: s[P_RINGS], lives: s[W_LIVES], onObject: on,
    standObj: on ? s[P_ON_OBJECT] - 1 : null,
  };
}

describeWithDisasm('Sonic 1 REV01: the GHZ1 demo with all its objects, frame for frame', (dir) => {
  it('ghz1-demo: every frame matches the game', () => {
    const gt = GROUNDTRUTH_S1;
    expect(gt).not.toBeNull();
    const script = parseInputScript(readFileSync(join(gt!, 'ghz1-demo.txt'), 'utf8'), 'ghz1-demo.txt');
    if (!script.ok) throw new Error(script.error.message);
    const records = readFileSync(join(gt!, 'ghz1-demo.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    const w = createWorld(realAct(dir, 'ghz1', { objects: true }));
    let exact = 0;
    let first: string | null = null;
    for (const r of records) {
      if (r.f >= 0) w.step(script.value[r.f] ?? 0);
      const mine = engineRecord(w.state);
      const bad = FIELDS.filter((k) => mine[k] !== r[k]);
      if (bad.length === 0) exact++;
      else first ??= `f=${r.f}: ${bad.map((k) => `${k} engine ${mine[k]} game ${r[k]}`).join(', ')}`;
    }
    expect(first).toBeNull();
    expect(exact).toBe(records.length);
    expect(records.length).toBe(1796);
  });
});
