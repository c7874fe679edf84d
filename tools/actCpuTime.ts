/**
 * CPU time per frame of the real-act bench run (workbench/cli/benchRun.ts: benchInput, back to
 * the start every 4096 frames) on chosen acts, with or without their objects: process.cpuUsage,
 * which a loaded shared machine distorts far less than wall-clock time. A profiling aid:
 *   npx tsx tools/actCpuTime.ts [--no-objects] [--frames N] [--runs N] [--rev 0|1] ghz1 mz1 syz1
 *   node --cpu-prof --import tsx tools/actCpuTime.ts ...        (a profile of the same run)
 * `--warmup N` runs N frames first, unmeasured, so the JIT has compiled the hot code: two runs
 * under `valgrind --tool=callgrind` with the same warmup and different --frames give the
 * instructions per frame of steady-state code by their difference.
 */
import { openS1Disassembly } from '../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../importers/s1/nodeDisasmSource.ts';
import { createWorld } from '../engine/world/world.ts';
import type { Level } from '../engine/level/types.ts';
import { benchInput } from '../workbench/cli/benchRun.ts';

const args = process.argv.slice(2);
let objects = true;
let frames = 400_000;
let runs = 3;
let revision = 1;
let warmup = 0;
const acts: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--no-objects') objects = false;
  else if (a === '--frames') frames = Number(args[++i]);
  else if (a === '--runs') runs = Number(args[++i]);
  else if (a === '--rev') revision = Number(args[++i]);
  else if (a === '--warmup') warmup = Number(args[++i]);
  else acts.push(a);
}
if (acts.length === 0) acts.push('ghz1', 'mz1', 'syz1');
const disasm = process.env.SUBPIXEL_DISASM ?? '../shared/disasm/s1';
const d = openS1Disassembly(nodeDisasmSource(disasm), revision);
let totalUs = 0;
for (const id of acts) {
  const { level } = d.importAct(id, { objects });
  let best = Infinity;
  if (warmup > 0) run(level, warmup);
  for (let r = 0; r < runs; r++) {
    const c0 = process.cpuUsage();
    run(level, frames);
    const c = process.cpuUsage(c0);
    best = Math.min(best, (c.user + c.system) / frames);
  }
  totalUs += best;
  console.log(`${id.padEnd(5)} ${objects ? 'objects' : 'terrain'}: ${best.toFixed(3)} µs/frame CPU = ${(1 / best).toFixed(2)} M frames/s`);
}
function run(level: Level, n: number): void {
  const w = createWorld(level, { profile: level.profile, character: 'sonic' });
  const start = w.snapshot();
  for (let f = 0; f < n; f++) {
    if ((f & 4095) === 0 && f !== 0) w.restore(start);
    w.step(benchInput(f & 4095));
  }
}

const mean = totalUs / acts.length;
console.log(`all   ${objects ? 'objects' : 'terrain'}: ${mean.toFixed(3)} µs/frame CPU = ${(1 / mean).toFixed(2)} M frames/s`);
