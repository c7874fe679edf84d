import { describe, expect, it } from 'vitest';
import { DETECTORS } from '../../../analysis/detectors/index.ts';
import { DetectorRun } from '../../../analysis/detectors/runDetectors.ts';
import { isSolidPixel } from '../../../analysis/detectors/terrainProbe.ts';
import { listBuiltinLevels, loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { QUIRK_IDS, type QuirkId } from '../../../engine/quirks/catalogue.ts';
import { BTN_A, BTN_DOWN, BTN_LEFT, BTN_RIGHT } from '../../../engine/input.ts';
import { Prng } from '../../../analysis/search/prng.ts';
import { flatRows, makeLevel, put } from '../../engine/support/testLevel.ts';
import { world } from '../../engine/support/run.ts';
import { place } from '../../engine/support/place.ts';
import { scenarioInputs } from '../../engine/support/scenarioInputs.ts';
import { input } from '../../engine/support/run.ts';

let rows = flatRows(60);
for (let r = 0; r < 14; r++) rows = put(rows, 20, r, '########');
const wallLevel = makeLevel({ rows, start: { x: 100, y: 190 } });

function runScenario(fixes: QuirkId[]) {
  const w = place(world(wallLevel, { fixes }), { x: 360, y: 204 });
  const run = new DetectorRun(DETECTORS, wallLevel, w.state.length);
  run.prime(w.state);
  const events = w.step(input('L'));
  run.observe(w.state, events, 0);
  return run.hits;
}

describe('zip detector', () => {
  it('fires when the look-ahead inside a wall throws the player (quirk on)', () => {
    const hits = runScenario([]);
    const zip = hits.find((h) => h.detector === 'zip');
    expect(zip).toBeDefined();
    expect(zip!.frame).toBe(0);
    expect(zip!.message).toMatch(/look-ahead correction -?\d+ subpx\/frame/);
  });

  it('stays silent on the same scenario with the zip fixed', () => {
    expect(runScenario(['zip']).filter((h) => h.detector === 'zip')).toEqual([]);
  });
});

describe('wallClip detector', () => {
  it('reads solid pixels from tile shapes', () => {
    expect(isSolidPixel(wallLevel, 0, 320, 100)).toBe(true);
    expect(isSolidPixel(wallLevel, 0, 319, 100)).toBe(false);
    expect(isSolidPixel(wallLevel, 0, 100, 224)).toBe(true);
    expect(isSolidPixel(wallLevel, 0, 100, 223)).toBe(false);
  });

  it('fires on the frame the centre enters solid terrain', () => {
    const w = place(world(wallLevel), { x: 318, y: 100, xsp: 0x400, air: true });
    const run = new DetectorRun(DETECTORS, wallLevel, w.state.length);
    run.prime(w.state);
    // Moving right 4 px into the wall; the air wall sensor pushes back out, so force the check
    // on a state with the centre inside: move it by hand.
    w.state[0] = 325 << 8;
    run.observe(w.state, 0, 7);
    expect(run.hits.filter((h) => h.detector === 'wallClip')).toEqual([
      { detector: 'wallClip', frame: 7, message: 'centre (325, 100) is inside solid terrain on layer A' },
    ]);
  });
});

describe('no false positives on ordinary play', () => {
  const levels = listBuiltinLevels().map((l) => l.name);
  const profiles = ['s1', 's2', 's3k', 'cd'] as const;

  /** Scripted play, then seeded random play (held choices of 4..40 frames) from the same start. */
  function corpusInputs(seed: number): Uint8Array {
    const scripted = scenarioInputs(2400);
    const rng = new Prng(seed);
    const alphabet = [0, BTN_RIGHT, BTN_RIGHT | BTN_A, BTN_LEFT, BTN_LEFT | BTN_A, BTN_DOWN, BTN_RIGHT | BTN_DOWN, BTN_A];
    const out = new Uint8Array(scripted.length + 1200);
    out.set(scripted);
    for (let f = scripted.length; f < out.length; ) {
      const v = alphabet[rng.int(alphabet.length)];
      for (let n = 4 + rng.int(37); n > 0 && f < out.length; n--) out[f++] = v;
    }
    return out;
  }

  function corpusHits(fixes: QuirkId[]): string[] {
    const found: string[] = [];
    levels.forEach((name, li) => {
      for (const profile of profiles) {
        const level = loadBuiltinLevel(name);
        const w = world(level, { profile, fixes });
        const inputs = corpusInputs(li * 16 + profiles.indexOf(profile));
        const run = new DetectorRun(DETECTORS, level, w.state.length);
        run.prime(w.state);
        for (let f = 0; f < inputs.length; f++) run.observe(w.state, w.step(inputs[f]), f);
        for (const h of run.hits) found.push(`${name} ${profile} ${h.frame} ${h.detector}`);
      }
    });
    return found;
  }

  it('with every quirk fixed, no detector fires on scripted and seeded-random play on every bundled level and profile', () => {
    expect(corpusHits([...QUIRK_IDS])).toEqual([]);
  });

  it('with the default quirks, the only hits are the roll-jump landings that really land on air (Sonic 1 and 2) and the insta-shield lockouts that really happen (Sonic 3 & Knuckles)', () => {
    const hits = corpusHits([]);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.filter((h) => !/ (s1|s2) \d+ landOnAir$/.test(h) && !/ s3k \d+ instaShieldLockout$/.test(h))).toEqual([]);
    expect(hits.some((h) => h.endsWith('instaShieldLockout'))).toBe(true);
  });
});
