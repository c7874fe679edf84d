/**
 * The engine against the real game: every terrain-only trace recorded from Sonic 1 REV01 in an
 * emulator (../shared/groundtruth/s1, README there) is replayed on the imported act, and every
 * frame must match on the fields the issue names plus the camera and the radii. The folder is a
 * sample of a larger set: any `<act>-noobjects-*.txt` pair placed there is replayed too.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createWorld } from '../../../../../engine/world/world.ts';
import { parseInputScript } from '../../../../../movies/formats/inputScript.ts';
import {
  C_X, C_Y, P_ANGLE, P_GSP, P_HRAD, P_LAYER, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_ROLL,
} from '../../../../../engine/state/layout.ts';
import { GROUNDTRUTH_S1, describeWithDisasm } from '../../../../support/disasm.ts';
import { realAct } from './support/realActs.ts';

const FIELDS = ['x', 'y', 'xsp', 'ysp', 'gsp', 'angle', 'air', 'roll', 'layer', 'camX', 'camY', 'xRad', 'yRad'] as const;

function engineRecord(s: Int32Array): Record<(typeof FIELDS)[number], number | boolean | string> {
  return {
    x: s[P_X], y: s[P_Y], xsp: s[P_XSP], ysp: s[P_YSP], gsp: s[P_GSP], angle: s[P_ANGLE],
    air: (s[P_STATUS] & ST_AIR) !== 0, roll: (s[P_STATUS] & ST_ROLL) !== 0, layer: s[P_LAYER] === 0 ? 'A' : 'B',
    camX: s[C_X], camY: s[C_Y], xRad: s[P_WRAD], yRad: s[P_HRAD],
  };
}

describeWithDisasm('Sonic 1 REV01 real-game traces, terrain only, frame for frame', (dir) => {
  const traces = GROUNDTRUTH_S1 === null ? [] : readdirSync(GROUNDTRUTH_S1).filter((f) => /-noobjects-.*\.txt$/.test(f));
  it('the shared sample holds the two terrain-only traces', () => {
    expect(traces.length).toBeGreaterThanOrEqual(2);
  });
  for (const file of traces) {
    const name = file.replace(/\.txt$/, '');
    it(`${name}: every frame matches the game`, () => {
      const gt = GROUNDTRUTH_S1!;
      const script = parseInputScript(readFileSync(join(gt, file), 'utf8'), file);
      if (!script.ok) throw new Error(script.error.message);
      const records = readFileSync(join(gt, `${name}.jsonl`), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      const w = createWorld(realAct(dir, name.split('-')[0]));
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
    });
  }
});
