/**
 * Equivalence check for engine changes that must not change behaviour (speed work): runs every
 * Sonic 1 act of both revisions with all its objects under several long input programs and
 * records the state hash every 64 frames (and the events each step returned), chained into one
 * digest per 1024 frames. Run it on the old revision to write a reference, on the new one to
 * compare: the first block that differs names the act, the input and the frame range.
 *   npx tsx tools/actHashes.ts write <out.json> [frames]
 *   npx tsx tools/actHashes.ts compare <reference.json> [frames]
 * The disassembly is read from $SUBPIXEL_DISASM or ../shared/disasm/s1. The script only uses
 * the importer, createWorld, step, snapshot/restore and hash, so it runs unchanged on older
 * revisions of the engine (copy it into their checkout).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { openS1Disassembly } from '../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../importers/s1/nodeDisasmSource.ts';
import { S1_ACTS } from '../importers/s1/s1Acts.ts';
import { createWorld } from '../engine/world/world.ts';
import { benchInput } from '../workbench/cli/benchRun.ts';

type Digests = Record<string, string[]>;

const [mode, file, framesArg] = process.argv.slice(2);
if ((mode !== 'write' && mode !== 'compare') || file === undefined) {
  console.error('usage: npx tsx tools/actHashes.ts write|compare <file.json> [frames]');
  process.exit(2);
}
const FRAMES = Number(framesArg ?? 24_576);
const BLOCK = 1024;
const EVERY = 64;
const disasm = process.env.SUBPIXEL_DISASM ?? '../shared/disasm/s1';

/** A seeded run of held buttons: mostly right, sometimes left or nothing, jumps, rolls, spin dashes. */
function randomInput(seed: number): (f: number) => number {
  let x = seed >>> 0 || 1;
  const next = (): number => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
  let until = -1;
  let held = 0;
  return (f: number) => {
    if (f >= until) {
      const r = next();
      const dir = r % 100 < 68 ? 0x08 : r % 100 < 84 ? 0x04 : 0;
      const jump = (r >>> 8) % 100 < 35 ? 0x10 : 0;
      const down = (r >>> 16) % 100 < 10 ? 0x02 : 0;
      held = dir | jump | down;
      until = f + 1 + ((r >>> 24) % 40);
    }
    return held;
  };
}

function digestRun(level: Parameters<typeof createWorld>[0], input: (f: number) => number, restoreEvery: number): string[] {
  const w = createWorld(level, { vblank: 0 });
  const start = w.snapshot();
  const out: string[] = [];
  let chain = '';
  let events = 0;
  for (let f = 0; f < FRAMES; f++) {
    if (restoreEvery > 0 && f % restoreEvery === 0 && f !== 0) w.restore(start);
    events = (Math.imul(events, 31) + w.step(input(restoreEvery > 0 ? f % restoreEvery : f))) | 0;
    if ((f + 1) % EVERY === 0) chain = shortHash(chain + w.hash() + events.toString(16));
    if ((f + 1) % BLOCK === 0) {
      out.push(chain);
      chain = '';
    }
  }
  return out;
}

/** FNV-1a over a string, 8 hex digits. */
function shortHash(text: string): string {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

const digests: Digests = {};
const t0 = process.cpuUsage();
for (const revision of [0, 1]) {
  const d = openS1Disassembly(nodeDisasmSource(disasm), revision);
  for (const act of S1_ACTS) {
    const { level } = d.importAct(act.id, { objects: true });
    const programs: [string, (f: number) => number, number][] = [
      ['bench', benchInput, 4096],
      ['randomA', randomInput(0x5eed0000 + act.zone * 16 + act.act), 0],
      ['randomB', randomInput(0xb0b00000 + act.zone * 16 + act.act + revision * 256), 0],
    ];
    for (const [name, input, restoreEvery] of programs) digests[`rev${revision}/${act.id}/${name}`] = digestRun(level, input, restoreEvery);
  }
}
const cpu = process.cpuUsage(t0);
console.error(`${Object.keys(digests).length} runs of ${FRAMES} frames, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`);

if (mode === 'write') {
  writeFileSync(file, JSON.stringify({ frames: FRAMES, digests }, null, 1) + '\n');
  console.log(`wrote ${file}`);
} else {
  const ref = JSON.parse(readFileSync(file, 'utf8')) as { frames: number; digests: Digests };
  if (ref.frames !== FRAMES) throw new Error(`${file} holds ${ref.frames}-frame runs; pass the same frame count`);
  let bad = 0;
  for (const [key, blocks] of Object.entries(digests)) {
    const want = ref.digests[key];
    if (want === undefined) {
      console.log(`${key}: not in the reference`);
      bad++;
      continue;
    }
    const i = blocks.findIndex((b, k) => b !== want[k]);
    if (i >= 0) {
      console.log(`${key}: differs from frame ${i * BLOCK} to ${(i + 1) * BLOCK}`);
      bad++;
    }
  }
  for (const key of Object.keys(ref.digests)) if (!(key in digests)) console.log(`${key}: missing from this run`), bad++;
  console.log(bad === 0 ? `identical: ${Object.keys(digests).length} runs × ${FRAMES} frames` : `${bad} runs differ`);
  process.exit(bad === 0 ? 0 : 1);
}
