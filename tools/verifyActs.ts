/**
 * Boots every Sonic 1 act of a revision on the real game and plays seeded movies of several
 * input styles on it and on the engine, printing each act's first divergence: the regression
 * net against the real game (tests/realgame/ runs a small share of it; this runs as much as
 * asked). Needs the real game built (node tools/buildRealGame.mjs).
 *
 *   npx tsx tools/verifyActs.ts [--rev 0|1] [--frames N] [--seed S] [--act ghz1,mz1] [--style runner|random|hops|backforth]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AsmProgram } from '../importers/s1/asmProgram.ts';
import { nodeDisasmSource } from '../importers/s1/nodeDisasmSource.ts';
import { readRamSymbols } from '../importers/s1/ramSymbols.ts';
import { openS1Disassembly } from '../importers/s1/importS1.ts';
import { S1_ACTS } from '../importers/s1/s1Acts.ts';
import { openLibretroCore } from '../realgame/console/libretroCore.ts';
import { withPadLog } from '../realgame/console/padLog.ts';
import { S1Bridge, s1RamMap } from '../realgame/games/s1/s1Bridge.ts';
import { S1Boot } from '../realgame/games/s1/s1Boot.ts';
import { playInputs } from '../realgame/realRun.ts';
import { makeFrameComparer } from '../realgame/compareFrames.ts';
import { createWorld } from '../engine/world/world.ts';
import { movieStyle, MOVIE_STYLES, type MovieStyle } from '../realgame/movieStyles.ts';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const rev = Number(arg('rev', '1')) as 0 | 1;
const frames = Number(arg('frames', '1200'));
const seed = Number(arg('seed', '1'));
const styles = arg('style', MOVIE_STYLES.join(',')).split(',') as MovieStyle[];
const acts = arg('act', S1_ACTS.filter((a) => a.id !== 'end').map((a) => a.id).join(',')).split(',');
const root = new URL('..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(root, 'node_modules/.cache/subpixel-realgame/manifest.json'), 'utf8'));
const disasm = process.env.SUBPIXEL_DISASM ?? join(root, '../shared/disasm/s1');
const source = nodeDisasmSource(disasm);
const program = new AsmProgram(source, 'sonic.asm', new Map([['Revision', rev]]));
const bridge = new S1Bridge(s1RamMap(program, readRamSymbols(program, source)));
const boot = new S1Boot(bridge, program);
const d = openS1Disassembly(source, rev);
let synced = 0;
let total = 0;
for (const id of acts) {
  const level = d.importAct(id).level;
  for (const style of styles) {
    const c = withPadLog(openLibretroCore(manifest.core.path, manifest[rev === 1 ? 's1rev01' : 's1rev00'].path));
    boot.boot(c, id);
    const w = createWorld(level, { vblank: bridge.actStartValues(c).vblank });
    const cmp = makeFrameComparer(w);
    const inputs = movieStyle(style, frames, seed);
    playInputs(c, bridge, inputs, (f) => cmp.compare(f));
    c.close();
    const r = cmp.report();
    total++;
    if (r.synced) synced++;
    const dv = r.firstDivergence;
    console.log(`${id.padEnd(5)} ${style.padEnd(9)} ${r.synced ? `synced ${r.frames} frames` : `diverges at ${dv!.frame}: ${Object.entries(dv!.fields).map(([k, [a, b]]) => `${k} real ${a} engine ${b}`).join(', ')}`} (lag ${r.lagFrames})`);
  }
}
console.log(`${synced} of ${total} movies synced (REV0${rev}, ${frames} frames, seed ${seed})`);
