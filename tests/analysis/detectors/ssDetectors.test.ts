/**
 * Detectors in a special stage (analysis/detectors/ssDetectors.ts): `wallClip` reads the stage's
 * cells as sub_1BCE8 does and fires when Sonic ends a frame inside a solid one; the act detectors
 * say in one line why they do not run there.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../../importers/s1/importS1.ts';
import { readSpecialStages } from '../../../importers/s1/s1SpecialStages.ts';
import { parseInputScript } from '../../../movies/formats/inputScript.ts';
import { OB_X, OB_Y, ww } from '../../../engine/games/s1/objects/ram.ts';
import { S1SpecialStage } from '../../../engine/games/s1/special/specialStage.ts';
import { B_PLAYER } from '../../../engine/games/s1/special/ssState.ts';
import { DETECTOR_IDS } from '../../../analysis/detectors/index.ts';
import { ssDetectorById, ssSolidCellAt, ssWallClipDetector } from '../../../analysis/detectors/ssDetectors.ts';
import { describeWithDisasm } from '../../support/disasm.ts';

const FIXTURE = new URL('../../realgame/fixtures/ss1-emerald.txt', import.meta.url).pathname;

describeWithDisasm('detectors in a special stage', (dir) => {
  const data = readSpecialStages(openS1Disassembly(nodeDisasmSource(dir), 1).program, 1);

  it('wallClip fires when Sonic ends a frame inside stage 1\'s wall, naming the cell, and never on the emerald route', () => {
    const ss = new S1SpecialStage(data, { lastSpecial: 0 });
    const previous = ss.s.slice();
    expect(ssSolidCellAt(previous)).toBe(-1);
    // Layout row 0, column 8 is the top box's wall: its cell is v_ssbuffer1 row $20, column $28,
    // which sub_1BCE8 reads for obX = $28 x $18 - $14, obY = $20 x $18 - $44.
    ww(ss.m, B_PLAYER + OB_X, 0x28 * 0x18 - 0x14);
    ww(ss.m, B_PLAYER + OB_Y, 0x20 * 0x18 - 0x44);
    const hit = ssWallClipDetector.detect({ previous, current: ss.s, events: 0, frame: 7 });
    expect(hit).toEqual({ frame: 7, detector: 'wallClip', message: 'Sonic at (940, 700) is inside cell $1 at row 32, column 40 of the stage' });
    // Already inside the frame before: not a new clip.
    expect(ssWallClipDetector.detect({ previous: ss.s.slice(), current: ss.s, events: 0, frame: 8 })).toBe(null);

    const parsed = parseInputScript(readFileSync(FIXTURE, 'utf8'), FIXTURE);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const run = new S1SpecialStage(data, { lastSpecial: 0 });
    const before = new Int32Array(run.s.length);
    let hits = 0;
    for (let f = 0; f < parsed.value.length; f++) {
      before.set(run.s);
      const events = run.step(parsed.value[f]);
      if (ssWallClipDetector.detect({ previous: before, current: run.s, events, frame: f }) !== null) hits++;
    }
    expect(hits).toBe(0);
  });

  it('every act detector but wallClip says in one line that it does not run in a stage; an unknown id says so too', () => {
    for (const id of DETECTOR_IDS.filter((x) => x !== 'wallClip')) {
      expect(ssDetectorById(id)).toBe(`detector "${id}" does not run in a special stage: it reads an act's terrain sensors, player words or objects, which a stage has none of (in a stage: wallClip)`);
    }
    expect(typeof ssDetectorById('wallClip')).toBe('object');
    expect(ssDetectorById('nope')).toBe('unknown detector "nope" (in a special stage: wallClip)');
  });
});
