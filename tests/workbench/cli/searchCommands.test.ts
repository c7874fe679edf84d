import { mkdtempSync, readFileSync, writeFileSync, copyFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readGlitchSpx } from '../../../analysis/search/glitchMovie.ts';
import { runCli } from './runCli.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import type { PartnerOptions } from '../../../engine/profiles/ids.ts';
import { writeSpx } from '../../../movies/formats/spx.ts';
import { worldMeta } from '../../../movies/model/worldMeta.ts';

const dir = mkdtempSync(join(tmpdir(), 'subpixel-search-'));
const glitchDir = new URL('../../glitch-movies/', import.meta.url).pathname;

describe('subpixel search', () => {
  it('finds the furthest x on flat ground, verifies it and writes the movie', async () => {
    const out = join(dir, 'far.spx');
    const r = await runCli('search', '--level', 'flat', '--alphabet', ',R,L', '--granularity', '8', '--horizon', '5', '--algorithm', 'beam', '--width', '3', '--seed', '4', '--out', out);
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.out[0]);
    expect(summary.verified).toBe(true);
    expect(summary.frames).toBe(40);
    expect(summary.inputs.slice(10)).toEqual(Array(30).fill('R'));
    const movie = readGlitchSpx(readFileSync(out, 'utf8'), out);
    expect(movie.ok && movie.value.movie.inputs.length).toBe(40);
  });

  it('starts from a movie frame: the result movie begins with the movie\'s inputs', async () => {
    const script = join(dir, 'start.txt');
    writeFileSync(script, '12,R\n');
    const out = join(dir, 'from-movie.spx');
    const r = await runCli('search', '--level', 'flat', '--start-movie', script, '--start-frame', '10', '--alphabet', 'R', '--granularity', '2', '--horizon', '2', '--algorithm', 'bfs', '--out', out);
    expect(r.code).toBe(0);
    const movie = readGlitchSpx(readFileSync(out, 'utf8'), out);
    expect(movie.ok && movie.value.movie.inputs.length).toBe(14);
  });

  it('with --partner, the movie records the partner, and replay runs the found run with it', async () => {
    const out = join(dir, 'with-tails.spx');
    const r = await runCli('search', '--level', 'hills', '--partner', 'tails', '--alphabet', 'R', '--granularity', '8', '--horizon', '3', '--algorithm', 'bfs', '--out', out);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out[0]).verified).toBe(true);
    const movie = readGlitchSpx(readFileSync(out, 'utf8'), out);
    if (!movie.ok) throw new Error(movie.error.message);
    expect(movie.value.movie.meta.partner).toEqual({ character: 'tails', control: 'cpu' });
    // The engine's own run of the movie's inputs, with and without the CPU Tails.
    const hashOf = (partner: PartnerOptions | null): string => {
      const w = createWorld(loadBuiltinLevel('hills'), { partner });
      for (const i of movie.value.movie.inputs) w.step(i);
      return w.hash();
    };
    const replayed = JSON.parse((await runCli('replay', '--movie', out)).out[0]);
    expect(replayed.partner).toEqual({ character: 'tails', control: 'cpu' });
    expect(replayed.hash).toBe(hashOf({ character: 'tails', control: 'cpu' }));
    expect(replayed.hash).not.toBe(hashOf(null));
  });

  it('--player 2 drives the human partner\'s pad and judges its position; the movie keeps both tracks', async () => {
    const out = join(dir, 'tails-left.spx');
    // Tails starts 32 px left of Sonic, at x 32, and lands at y 208; Sonic stands at x 64.
    const r = await runCli('search', '--level', 'flat', '--profile', 's2', '--partner', 'tails', '--partner-control', 'human', '--player', '2',
      '--objective', 'reach:28,208,1', '--alphabet', ',L,R', '--granularity', '4', '--horizon', '6', '--algorithm', 'bfs', '--out', out);
    expect(r.code).toBe(0);
    const summary = JSON.parse(r.out[0]);
    expect(summary).toMatchObject({ found: true, verified: true, player: 2 });
    expect(summary.inputs).toContain('L');
    const movie = readGlitchSpx(readFileSync(out, 'utf8'), out);
    if (!movie.ok) throw new Error(movie.error.message);
    expect(movie.value.movie.inputs.every((b) => b === 0)).toBe(true);
    expect(Array.from(movie.value.movie.inputs2!).map((b) => (b === 0 ? '' : 'L'))).toEqual(summary.inputs.map((l: string) => (l === '' ? '' : 'L')));
    // replay plays both tracks: Tails ends within 1 px of the goal, Sonic where he stood.
    const replayed = JSON.parse((await runCli('replay', '--movie', out)).out[0]);
    const w = createWorld(loadBuiltinLevel('flat'), { profile: 's2', partner: { character: 'tails', control: 'human' } });
    for (let f = 0; f < movie.value.movie.inputs.length; f++) w.step(movie.value.movie.inputs2![f] << 8);
    expect(replayed.hash).toBe(w.hash());
  });

  it('a start movie\'s second pad is replayed before the search (it was dropped before)', async () => {
    const twoPads = join(dir, 'two-pads.spx');
    // A human Tails that walked left for 30 frames (BTN_LEFT = 4): the search starts where it stands.
    const options = { profile: 's2', partner: { character: 'tails', control: 'human' } } as const;
    const w = createWorld(loadBuiltinLevel('flat'), options);
    const meta = worldMeta(loadBuiltinLevel('flat'), options);
    writeFileSync(twoPads, writeSpx({ meta, inputs: new Uint8Array(30), inputs2: new Uint8Array(30).fill(4), markers: [], checkpoints: [] }));
    const out = join(dir, 'after-two-pads.spx');
    const r = await runCli('search', '--level', 'flat', '--profile', 's2', '--partner', 'tails', '--partner-control', 'human', '--start-movie', twoPads,
      '--alphabet', '', '--granularity', '1', '--horizon', '1', '--algorithm', 'bfs', '--out', out);
    expect(r.code, r.err.join('\n')).toBe(0);
    const movie = readGlitchSpx(readFileSync(out, 'utf8'), out);
    if (!movie.ok) throw new Error(movie.error.message);
    expect(Array.from(movie.value.movie.inputs2!.subarray(0, 30))).toEqual(new Array(30).fill(4));
    for (let f = 0; f < 31; f++) w.step(f < 30 ? 4 << 8 : 0);
    expect(JSON.parse((await runCli('replay', '--movie', out)).out[0]).hash).toBe(w.hash());
  });

  it('refuses --player 2 without a partner, and a player that is not 1 or 2', async () => {
    const lone = await runCli('search', '--level', 'flat', '--player', '2');
    expect(lone.code).toBe(2);
    expect(lone.err).toEqual(['subpixel search: option --player: a search can drive player 2 only with a partner (--partner)']);
    const three = await runCli('search', '--level', 'flat', '--partner', 'tails', '--player', '3');
    expect(three.code).toBe(2);
    expect(three.err).toEqual(['subpixel search: option --player: "3" is not 1 or 2']);
  });

  it('refuses an unknown detector objective with exit 2 and one line', async () => {
    const r = await runCli('search', '--objective', 'detector:nope');
    expect(r.code).toBe(2);
    expect(r.err).toEqual(['subpixel search: option --objective: unknown detector "nope" (detectors: zip, stairClip, falseStanding, phasing, wallClip, ghostWall, wallGrinding, angleBug, landOnAir, instantStopLanding, slopeGlitch, instaShieldLockout, glideSteepLanding, climbSubpixel, superRollState, attractedRingLost)']);
  });

  it('refuses a bad alphabet letter with exit 2', async () => {
    const r = await runCli('search', '--alphabet', 'R,X');
    expect(r.code).toBe(2);
    expect(r.err[0]).toBe('subpixel search: option --alphabet: "X" is not a set of button letters (UDLRABCS)');
  });
});

describe('subpixel sweep', () => {
  it('ordinary starts on flat ground reach no glitch: only the summary line', async () => {
    const r = await runCli('sweep', '--level', 'flat', '--x', '100', '--y', '40:41:1', '--detectors', 'zip,phasing', '--alphabet', ',R', '--granularity', '4', '--horizon', '2', '--algorithm', 'bfs');
    expect(r.code).toBe(0);
    expect(r.out).toEqual(['{"cells":2,"searches":4,"done":4,"total":4,"hits":0,"skipped":0,"stoppedEarly":false,"stopReason":null}']);
    expect(r.err[r.err.length - 1]).toBe('sweep: 4/4 searches, 0 glitches, 0 cells inside terrain skipped');
  });
});

describe('subpixel validate', () => {
  it('reports the detector hits of one movie and the frame the fixed run diverges', async () => {
    const r = await runCli('validate', '--movie', join(glitchDir, 'landOnAir-flat-s1.spx'));
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out[0]);
    expect(report.hits).toEqual([{ frame: 88, detector: 'landOnAir', message: 'landed 5 px above the floor at x=96, y=199' }]);
    expect(report.fixed).toEqual({ fixes: ['landOnAir'], divergesAt: 88, hits: [] });
  });

  it('exits 1 when an expected glitch does not fire', async () => {
    const r = await runCli('validate', '--movie', join(glitchDir, 'landOnAir-flat-s1.spx'), '--expect', 'zip', '--fix', 'zip');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out[0]).expectations).toEqual([{ detector: 'zip', fired: false, firstFrame: -1, goneWhenFixed: true, held: false }]);
  });

  it('exits 1 when the glitch is not gone under a fix that does not cure it', async () => {
    const r = await runCli('validate', '--movie', join(glitchDir, 'landOnAir-flat-s1.spx'), '--expect', 'landOnAir', '--fix', 'zip');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out[0]).fixed.divergesAt).toBe(-1);
  });

  it('validates a folder into a table and JUnit XML with one failing case', async () => {
    const folder = join(dir, 'batch');
    mkdirSync(join(folder, 'levels'), { recursive: true });
    copyFileSync(join(glitchDir, 'landOnAir-flat-s1.spx'), join(folder, 'a.spx'));
    writeFileSync(join(folder, 'b.txt'), '30\n');
    const junit = join(dir, 'report.xml');
    const r = await runCli('validate', '--movie', folder, '--expect', 'landOnAir', '--level', 'flat', '--junit', junit);
    expect(r.code).toBe(1);
    expect(r.out[r.out.length - 1]).toBe('2 movies, 1 held, 1 failed');
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain('<testsuite name="subpixel validate" tests="2" failures="1">');
    expect(xml).toContain('<failure message="landOnAir did not fire"/>');
  });

  it('plays an input script with --profile and --character (its format records neither)', async () => {
    // Sonic 1's roll-jump landing 5 px above the floor (the landOnAir movie's inputs, as a script).
    const script = join(dir, 'roll-jump.txt');
    writeFileSync(script, '30\n20,R\n1,D\n1,A\n80\n');
    const hits = async (...options: string[]) => JSON.parse((await runCli('validate', '--movie', script, '--level', 'flat', ...options)).out[0]).hits;
    expect(await hits('--profile', 's1')).toEqual([{ frame: 88, detector: 'landOnAir', message: 'landed 5 px above the floor at x=96, y=199' }]);
    // Sonic CD keeps the rolling radii through a roll-jump: no such landing.
    expect(await hits('--profile', 'cd')).toEqual([]);
    // Tails stands 15 px tall, not 19: his roll-jump lands 1 px above the floor (0xF - 0xE).
    expect(await hits('--profile', 's1', '--character', 'tails')).toEqual([{ frame: 89, detector: 'landOnAir', message: 'landed 1 px above the floor at x=97, y=207' }]);
    const bad = await runCli('validate', '--movie', script, '--profile', 's4');
    expect([bad.code, bad.err]).toEqual([2, ['subpixel validate: option --profile: "s4" is not one of s1, s2, s3k, cd']]);
  });

  it('a missing movie is bad input: exit 2 naming the file', async () => {
    const r = await runCli('validate', '--movie', join(dir, 'nope.spx'));
    expect(r.code).toBe(2);
    expect(r.err).toEqual([`subpixel validate: ${join(dir, 'nope.spx')}: no such movie file or folder`]);
  });

  it('an unknown expected detector is bad input: exit 2', async () => {
    const r = await runCli('validate', '--movie', join(glitchDir, 'landOnAir-flat-s1.spx'), '--expect', 'bogus');
    expect(r.code).toBe(2);
  });
});
