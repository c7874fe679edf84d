/**
 * The engine against the real game with every object placed: each trace in
 * ../shared/groundtruth/s1 that is not terrain-only (today the game's own GHZ1 demo) is replayed
 * on the act imported with its objects, and every frame must match on the terrain traces'
 * fields plus what objects change: rings, lives, the standing-on-object flag and the slot stood
 * on (which checks slot allocation), the routine (hurt, dead), pushing, facing, the roll-jump
 * and jump flags, the control lock and the level's frame counter.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createWorld } from '../../../../../engine/world/world.ts';
import { parseInputScript } from '../../../../../movies/formats/inputScript.ts';
import {
  C_X, C_Y, P_ANGLE, P_CTRL_LOCK, P_GSP, P_HRAD, P_LAYER, P_ON_OBJECT, P_RINGS, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP, ST_AIR,
  ST_DEAD, ST_FACING_LEFT, ST_JUMPING, ST_ON_OBJECT, ST_PUSH, ST_ROLL, ST_ROLL_JUMP, W_LEVEL_FRAME, W_LIVES,
} from '../../../../../engine/state/layout.ts';
import { sonicRoutine } from '../../../../../engine/games/s1/objects/sonic.ts';
import { GROUNDTRUTH_S1, describeWithDisasm } from '../../../../support/disasm.ts';
import { realAct } from './support/realActs.ts';

function engineRecord(s: Int32Array): Record<string, number | boolean | string | null> {
  const st = s[P_STATUS];
  return {
    x: s[P_X], y: s[P_Y], xsp: s[P_XSP], ysp: s[P_YSP], gsp: s[P_GSP], angle: s[P_ANGLE],
    air: (st & ST_AIR) !== 0, roll: (st & ST_ROLL) !== 0, layer: s[P_LAYER] === 0 ? 'A' : 'B',
    camX: s[C_X], camY: s[C_Y], xRad: s[P_WRAD], yRad: s[P_HRAD],
    rings: s[P_RINGS], lives: s[W_LIVES], onObject: (st & ST_ON_OBJECT) !== 0,
    standObj: st & ST_ON_OBJECT ? s[P_ON_OBJECT] - 1 : null, routine: sonicRoutine(s), pushing: (st & ST_PUSH) !== 0,
    facingLeft: (st & ST_FACING_LEFT) !== 0, rollJump: (st & ST_ROLL_JUMP) !== 0, jumpFlag: st & ST_JUMPING ? 1 : 0,
    ctrlLock: s[P_CTRL_LOCK], dead: (st & ST_DEAD) !== 0, levelFrame: s[W_LEVEL_FRAME],
  };
}

describeWithDisasm('Sonic 1 REV01 real-game traces with objects, frame for frame', (dir) => {
  const traces = GROUNDTRUTH_S1 === null ? [] : readdirSync(GROUNDTRUTH_S1).filter((f) => f.endsWith('.txt') && !f.includes('-noobjects-'));
  it('the shared sample holds the GHZ1 demo', () => {
    expect(traces).toContain('ghz1-demo.txt');
  });
  for (const file of traces) {
    const name = file.replace(/\.txt$/, '');
    it(`${name}: every frame matches the game`, () => {
      const gt = GROUNDTRUTH_S1!;
      const script = parseInputScript(readFileSync(join(gt, file), 'utf8'), file);
      if (!script.ok) throw new Error(script.error.message);
      const records = readFileSync(join(gt, `${name}.jsonl`), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      const w = createWorld(realAct(dir, name.split('-')[0], { objects: true }));
      let exact = 0;
      let first: string | null = null;
      for (const r of records) {
        if (r.f >= 0) w.step(script.value[r.f] ?? 0);
        const mine = engineRecord(w.state);
        const bad = Object.keys(mine).filter((k) => r[k] !== undefined && mine[k] !== r[k]);
        if (bad.length === 0) exact++;
        else first ??= `f=${r.f}: ${bad.map((k) => `${k} engine ${mine[k]} game ${r[k]}`).join(', ')}`;
      }
      expect(first).toBeNull();
      expect(exact).toBe(records.length);
    });
  }
});
