/**
 * Sonic Mania's drop dash as a movie setting on the command line: a movie made with it says so
 * (meta.dropDash, SubpixelDropDash) and replays, verifies and validates with it; formats that
 * cannot hold it (.txt, .gmv) take it from --drop-dash. The inputs jump, press A again in the air
 * and hold it until the landing: a charged drop dash (engine/player/moves/dropDash.ts).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './runCli.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { writeLevelText } from '../../../engine/level/writeLevel.ts';
import { ZONE_GHZ } from '../../../engine/games/s1/act/actRules.ts';
import { createWorld, type WorldOptions } from '../../../engine/world/world.ts';
import { traceRecord } from '../../../engine/world/traceRecord.ts';
import type { Level } from '../../../engine/level/types.ts';
import { parseInputScript } from '../../../movies/formats/inputScript.ts';
import { readSpx } from '../../../movies/formats/spx.ts';
import { P_X } from '../../../engine/state/layout.ts';
import { syntheticAct } from '../../engine/games/s1/act/support/syntheticAct.ts';

const dir = mkdtempSync(join(tmpdir(), 'subpixel-drop-dash-'));
const path = (name: string) => join(dir, name);
/** Stand, jump, let go, press A again 5 frames later and hold it 40 frames (he lands charged), roll on. */
const DROP_DASH_SCRIPT = '30\n1,A\n4\n40,A\n30\n';
const script = path('dash.txt');
writeFileSync(script, DROP_DASH_SCRIPT);

function inputs(text: string): Uint8Array {
  const r = parseInputScript(text, 'dash.txt');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The world the engine ends in after the script: what `trace` builds from its options. */
function runInProcess(level: Level, options: WorldOptions, text = DROP_DASH_SCRIPT) {
  const w = createWorld(level, options);
  const bytes = inputs(text);
  for (const i of bytes) w.step(i);
  return { hash: w.hash(), last: traceRecord(w.state, bytes[bytes.length - 1], []) };
}

async function json(...argv: string[]): Promise<Record<string, any>> {
  const r = await runCli(...argv);
  if (r.code !== 0) throw new Error(`${argv.join(' ')}: exit ${r.code}: ${r.err.join('\n')}`);
  return JSON.parse(r.out[0]);
}

const flat = loadBuiltinLevel('flat');
const withDash = runInProcess(flat, { dropDash: true });
const without = runInProcess(flat, {});

beforeAll(async () => {
  expect((await runCli('convert', script, path('dash.spx'), '--level', 'flat', '--drop-dash')).code).toBe(0);
  expect((await runCli('convert', script, path('plain.spx'), '--level', 'flat')).code).toBe(0);
});

describe('a movie made with the drop dash', () => {
  it('trace --drop-dash performs the dash on these inputs and ends where the engine does with the option', async () => {
    const r = await runCli('trace', '--level', 'flat', '--inputs', script, '--drop-dash');
    const records = r.out.map((l) => JSON.parse(l));
    expect(records.flatMap((rec) => rec.moves)).toEqual(['dropDashCharge', 'dropDash']);
    expect(records.at(-1)).toEqual(JSON.parse(JSON.stringify(withDash.last)));
    expect(withDash.hash).not.toBe(without.hash);
  });

  it('records meta.dropDash, and replays and verifies to the hash of the world trace --drop-dash builds; without the key, another hash', async () => {
    expect(JSON.parse(readFileSync(path('dash.spx'), 'utf8')).meta.dropDash).toBe(true);
    expect(readFileSync(path('plain.spx'), 'utf8')).not.toContain('dropDash');
    const replay = await json('replay', '--movie', path('dash.spx'));
    expect([replay.hash, replay.dropDash, replay.events.land]).toEqual([withDash.hash, true, 2]);
    expect((await json('verify', '--movie', path('dash.spx'))).hash).toBe(withDash.hash);
    const plain = await json('replay', '--movie', path('plain.spx'));
    expect(plain.hash).toBe(without.hash);
    expect('dropDash' in plain).toBe(false);
  });

  it('its checkpoints hold with the drop dash and desync at the landing without it', async () => {
    expect((await runCli('verify', '--movie', path('dash.spx'), '--write', path('dash-cp.spx'), '--every', '10')).code).toBe(0);
    const ok = await runCli('verify', '--movie', path('dash-cp.spx'));
    expect([ok.code, JSON.parse(ok.out[0]).firstDesync]).toEqual([0, null]);
    const doc = JSON.parse(readFileSync(path('dash-cp.spx'), 'utf8'));
    delete doc.meta.dropDash;
    writeFileSync(path('dash-cp-stripped.spx'), JSON.stringify(doc));
    const bad = await runCli('verify', '--movie', path('dash-cp-stripped.spx'));
    // Charging starts at frame 35 (state words differ from then on): the first checkpoint after it.
    expect([bad.code, JSON.parse(bad.out[0]).firstDesync]).toEqual([1, 40]);
  });

  it('.bk2 keeps it (SubpixelDropDash); .txt and .gmv cannot, so convert warns and --drop-dash brings it back', async () => {
    expect((await runCli('convert', path('dash.spx'), path('dash.bk2'))).code).toBe(0);
    expect((await json('replay', '--movie', path('dash.bk2'))).hash).toBe(withDash.hash);
    for (const ext of ['txt', 'gmv']) {
      const out = path(`dash.${ext}`);
      const c = await runCli('convert', path('dash.spx'), out);
      expect(c.err).toEqual([`warning: ${out}: a .${ext} file cannot record the drop dash: turn it on again to replay it (--drop-dash, or the workbench's drop dash box)`]);
      expect((await json('replay', '--movie', out, '--level', 'flat')).hash).toBe(without.hash);
      expect((await json('replay', '--movie', out, '--level', 'flat', '--drop-dash')).hash).toBe(withDash.hash);
      expect((await json('verify', '--movie', out, '--level', 'flat', '--drop-dash')).hash).toBe(withDash.hash);
    }
    expect((await runCli('convert', path('plain.spx'), path('plain.txt'))).err).toEqual([]);
  });
});

describe('--drop-dash beside a movie, as --partner and --profile behave there', () => {
  it('replay: the option overrides the movie (turns the drop dash on for a movie without it)', async () => {
    expect((await json('replay', '--movie', path('plain.spx'), '--drop-dash')).hash).toBe(withDash.hash);
    // A flag cannot turn it off: without it the movie says.
    expect((await json('replay', '--movie', path('dash.spx'))).hash).toBe(withDash.hash);
  });

  it('verify and convert: the option stands in only for formats that do not record it; an .spx says for itself', async () => {
    expect((await json('verify', '--movie', path('plain.spx'), '--drop-dash')).hash).toBe(without.hash);
    expect((await runCli('convert', path('plain.spx'), path('plain-again.spx'), '--drop-dash')).code).toBe(0);
    expect(readFileSync(path('plain-again.spx'), 'utf8')).toBe(readFileSync(path('plain.spx'), 'utf8'));
    expect((await runCli('convert', script, path('from-script.spx'), '--level', 'flat', '--drop-dash')).code).toBe(0);
    expect(JSON.parse(readFileSync(path('from-script.spx'), 'utf8')).meta.dropDash).toBe(true);
  });

  it('validate takes it from the movie only: --drop-dash is an unknown option there', async () => {
    const r = await runCli('validate', '--movie', path('dash.spx'), '--drop-dash');
    expect(r).toEqual({ code: 2, out: [], err: ['subpixel validate: unknown option --drop-dash (see --help)'] });
  });

  it('the drop dash is Sonic\'s only: with --character tails, --drop-dash writes no meta.dropDash', async () => {
    expect((await runCli('convert', script, path('tails.spx'), '--level', 'flat', '--character', 'tails', '--drop-dash')).code).toBe(0);
    expect(readFileSync(path('tails.spx'), 'utf8')).not.toContain('dropDash');
  });
});

describe('search and sweep movies', () => {
  it('a search run with --drop-dash writes a movie that says so, which replays to the hash the search verified', async () => {
    // From frame 60 (just after the dash) the best x over 8 more frames: the maxX objective's score.
    const search = async (name: string, ...flags: string[]) => json('search', '--level', 'flat', '--start-movie', script, '--start-frame', '60',
      '--alphabet', 'A,R', '--granularity', '4', '--horizon', '2', '--algorithm', 'bfs', '--out', path(name), ...flags);
    const dash = await search('found-dash.spx', '--drop-dash');
    expect(dash.verified).toBe(true);
    expect((await search('found.spx')).verified).toBe(true);
    expect(readFileSync(path('found.spx'), 'utf8')).not.toContain('dropDash');
    const movie = readSpx(readFileSync(path('found-dash.spx'), 'utf8'), 'found-dash.spx');
    if (!movie.ok) throw new Error(movie.error.message);
    expect(movie.value.meta.dropDash).toBe(true);
    const w = createWorld(flat, { dropDash: true });
    for (const i of movie.value.inputs) w.step(i);
    expect(w.state[P_X]).toBe(dash.score);
    expect((await json('replay', '--movie', path('found-dash.spx'))).hash).toBe(w.hash());
  });
});

describe('validate replays a movie with its drop dash', () => {
  it('a roll-jump landing charged is curled on the floor: landOnAir fires without the drop dash and not with it', async () => {
    // Sonic 1's roll-jump (run, Down, A) lands 5 px above the floor (landOnAir); A pressed again
    // and held through the landing makes it a drop dash, which curls him back down.
    const rollJump = path('roll-jump.txt');
    writeFileSync(rollJump, '30\n20,R\n1,D\n1,A\n6\n40,A\n34\n');
    for (const [name, flags] of [['roll-jump.spx', []], ['roll-jump-dash.spx', ['--drop-dash']]] as const) {
      expect((await runCli('convert', rollJump, path(name), '--level', 'flat', '--profile', 's1', ...flags)).code).toBe(0);
    }
    const plain = await json('validate', '--movie', path('roll-jump.spx'));
    expect(plain.hits.map((h: { detector: string; frame: number }) => [h.detector, h.frame])).toEqual([['landOnAir', 88]]);
    expect((await json('validate', '--movie', path('roll-jump-dash.spx'))).hits).toEqual([]);
  });
});

describe('the drop dash on a real act (Sonic 1)', () => {
  const act = syntheticAct({ zone: ZONE_GHZ, act: 0, cells: [[0, 0, 1], [0, 1, 1], [0, 2, 1]], start: { x: 0x60, y: 0x6c } });
  const actFile = path('act.json');

  it('is allowed, as createWorld allows it (the option is the engine\'s, not the game\'s): replay and verify run it', async () => {
    writeFileSync(actFile, writeLevelText(act));
    expect((await runCli('convert', script, path('act-dash.spx'), '--level', actFile, '--drop-dash')).code).toBe(0);
    const dash = runInProcess(act, { dropDash: true });
    expect(dash.hash).not.toBe(runInProcess(act, {}).hash);
    expect((await json('replay', '--movie', path('act-dash.spx'), '--level', actFile)).hash).toBe(dash.hash);
    expect((await json('verify', '--movie', path('act-dash.spx'), '--level', actFile)).hash).toBe(dash.hash);
  });
});
