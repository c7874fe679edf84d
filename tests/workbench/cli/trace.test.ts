import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './runCli.ts';

const dir = mkdtempSync(join(tmpdir(), 'subpixel-cli-'));
const script = join(dir, 'run.txt');
writeFileSync(script, '# settle, run, jump\n30\n60,R\n1,R,A\n20,R\n');

const REQUIRED_KEYS = ['f', 'x', 'y', 'xsp', 'ysp', 'gsp', 'angle', 'air', 'roll', 'mode', 'layer', 'onObject', 'ctrlLock', 'input', 'events'];

describe('subpixel trace', () => {
  it('prints one JSON record per input frame with every contract key', async () => {
    const r = await runCli('trace', '--level', 'flat', '--inputs', script);
    expect(r.code).toBe(0);
    expect(r.out.length).toBe(111);
    const records = r.out.map((l) => JSON.parse(l));
    for (const rec of records) for (const k of REQUIRED_KEYS) expect(rec).toHaveProperty(k);
    expect(records[0].f).toBe(0);
    expect(records[110].f).toBe(110);
    expect(records[30].input).toBe('R');
    expect(records[90].input).toBe('RA');
    expect(records[90].events).toContain('jump');
    expect(records[90].ysp).toBe(-0x680);
  });

  it('starts airborne at the level start with subpixels 0 and lands on the floor', async () => {
    const r = await runCli('trace', '--level', 'flat', '--frames', '40');
    const recs = r.out.map((l) => JSON.parse(l));
    expect(recs[0]).toMatchObject({ x: 64 * 256, air: true, xsp: 0, mode: 'floor', layer: 'A', onObject: null });
    expect(recs[39].air).toBe(false);
    // Landing corrects whole pixels only: the subpixel part of the fall is kept.
    expect(recs[39].y >> 8).toBe(204);
  });

  it('runs 128 frames of Right to top speed 0x600 on flat ground', async () => {
    const s = join(dir, 'top.txt');
    writeFileSync(s, '30\n128,R\n');
    const recs = (await runCli('trace', '--inputs', s)).out.map((l) => JSON.parse(l));
    expect(recs[30 + 126].gsp).toBe(0x5f4);
    expect(recs[30 + 127].gsp).toBe(0x600);
  });

  it('applies --profile, --character and --fix', async () => {
    const a = (await runCli('trace', '--level', 'flat', '--inputs', script, '--character', 'knuckles', '--profile', 's1', '--fix', 'zip,angleBug')).out;
    expect(JSON.parse(a[90]).ysp).toBe(-0x600);
  });

  it('--partner tails adds the CPU partner: each record has p2, which copies a jump 16 frames late', async () => {
    const r = await runCli('trace', '--level', 'flat', '--profile', 's2', '--inputs', script, '--partner', 'tails');
    expect(r.code).toBe(0);
    const recs = r.out.map((l) => JSON.parse(l));
    expect(recs[0].p2).toMatchObject({ x: 32 * 256, cpu: 'normal' });
    expect(recs[90].events).toContain('jump');
    expect(recs[106].p2.events).toContain('jump');
    expect(recs[106].p2.input).toContain('A');
    const alone = (await runCli('trace', '--level', 'flat', '--profile', 's2', '--inputs', script)).out.map((l) => JSON.parse(l));
    expect(alone[0].p2).toBeUndefined();
    expect(alone[110].x).toBe(recs[110].x);
  });

  it('--frames past the end of the inputs keeps stepping with no buttons', async () => {
    const r = await runCli('trace', '--inputs', script, '--frames', '150');
    expect(r.out.length).toBe(150);
    expect(JSON.parse(r.out[149]).input).toBe('');
  });
});

describe('subpixel errors exit 2 with one line naming the file and the position', () => {
  it('an unknown level', async () => {
    const r = await runCli('trace', '--level', 'nowhere.json');
    expect(r.code).toBe(2);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toContain('nowhere.json');
  });

  it('a malformed level names the JSON path', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ format: 'subpixel-level/1', name: 'x', tiles: { t: { heights: [1, 2], angle: 0 } }, legend: {}, rows: ['.'], start: { x: 1, y: 1 } }));
    const r = await runCli('trace', '--level', bad);
    expect(r.code).toBe(2);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toContain('bad.json');
    expect(r.err[0]).toContain('tiles.t.heights');
  });

  it('a bad input script names the line', async () => {
    const bad = join(dir, 'bad.txt');
    writeFileSync(bad, '10,R\n5,Q\n');
    const r = await runCli('trace', '--inputs', bad);
    expect(r.code).toBe(2);
    expect(r.err[0]).toContain('bad.txt');
    expect(r.err[0]).toContain('line 2');
  });

  it('unknown options, profiles, characters and quirks', async () => {
    for (const args of [
      ['--bogus'], ['--profile', 's4'], ['--character', 'amy'], ['--fix', 'notAQuirk'], ['--frames', '-3'], ['--partner', 'amy'],
      ['--partner', 'tails', '--partner-control', 'robot'], ['--partner-control', 'cpu'],
    ]) {
      const r = await runCli('trace', ...args);
      expect(r.code).toBe(2);
      expect(r.err).toHaveLength(1);
    }
  });

  it('an unknown command', async () => {
    const r = await runCli('fly');
    expect(r.code).toBe(2);
    expect(r.err[0]).toContain('unknown command');
  });
});

describe('subpixel quirks, levels, --help', () => {
  it('quirks lists every id with its default profiles', async () => {
    const r = await runCli('quirks', '--json');
    const list = JSON.parse(r.out.join('\n'));
    const ids = list.map((q: { id: string }) => q.id);
    for (const id of ['zip', 'stairClip', 'phasing', 'walkability', 'falseLanding', 'bumpability', 'ghostWall', 'wallGrinding', 'angleBug', 'instantStopLanding', 'landOnAir', 'decelerationReversal', 'topSpeedCurtail']) {
      expect(ids).toContain(id);
    }
    expect(list.find((q: { id: string }) => q.id === 'landOnAir').profiles).toEqual(['s1', 's2']);
  });

  it('levels lists the built-in levels', async () => {
    const r = await runCli('levels', '--json');
    expect(JSON.parse(r.out.join('\n')).map((l: { name: string }) => l.name)).toEqual(['flat', 'hills', 'loop', 'walls', 'objectZoo', 'water']);
  });

  it('every command prints usage with --help', async () => {
    for (const c of ['trace', 'quirks', 'levels', 'bench']) {
      const r = await runCli(c, '--help');
      expect(r.code).toBe(0);
      expect(r.out.join('\n')).toContain(`usage: subpixel ${c}`);
    }
  });
});

describe('subpixel objects', () => {
  it('documents every object type with its parameters and defaults', async () => {
    const r = await runCli('objects', '--json');
    const types = JSON.parse(r.out.join('\n'));
    for (const name of ['layerSwitcher', 'spring', 'monitor', 'ring', 'motobug', 'pushableBlock']) expect(types).toHaveProperty(name);
    for (const spec of Object.values(types) as { doc: string; params: Record<string, { doc: string }> }[]) {
      expect(spec.doc.length).toBeGreaterThan(10);
      for (const p of Object.values(spec.params)) expect(p.doc.length).toBeGreaterThan(5);
    }
    const text = await runCli('objects', 'spring');
    expect(text.out[0]).toMatch(/^spring: /);
  });
});

describe('subpixel trace and the character moves', () => {
  it('prints the moves\' state keys, and --drop-dash gives Sonic the drop dash: charged in the air, a rolling dash on landing', async () => {
    const s = join(dir, 'dropdash.txt');
    // Settle, jump holding A for 10 frames, release 2, then hold A to the landing.
    writeFileSync(s, '30\n10,A\n2\n80,A\n');
    const plain = (await runCli('trace', '--level', 'flat', '--profile', 's2', '--inputs', s)).out.map((l) => JSON.parse(l));
    const dash = (await runCli('trace', '--level', 'flat', '--profile', 's2', '--drop-dash', '--inputs', s)).out.map((l) => JSON.parse(l));
    for (const k of ['rings', 'shield', 'doubleJump', 'doubleJumpProp', 'superForm', 'superFrames']) expect(plain[0]).toHaveProperty(k);
    const landed = (recs: { events: string[]; roll: boolean; moves: string[] }[]) => recs.find((r, i) => i > 31 && r.events.includes('land'))!;
    expect(landed(plain).roll).toBe(false);
    expect(landed(dash).roll).toBe(true);
    expect(landed(dash).moves).toContain('dropDash');
  });

  it('refuses a value for the --drop-dash flag', async () => {
    const r = await runCli('trace', '--drop-dash=1');
    expect(r.code).toBe(2);
    expect(r.err.join('\n')).toMatch(/--drop-dash takes no value/);
  });
});
