/**
 * The figures of docs/real-acts.md's Sonic 2 table: per act, the 13 movies (the 4 movie styles,
 * seeds 1-3, and Right held; 900 frames, Sonic alone) played on the real Sonic 2 against the
 * engine (makeS2FrameComparer); prints the movies in sync on all 900 frames and the frames in
 * sync summed, then each movie's first divergence.
 *
 *   npx tsx tools/measureS2Acts.ts [--acts ehz1,cpz1] [--json out.json] [--tails]
 *
 * `--tails`: Sonic and Tails (the engine's CPU Tails); Sonic's figures, and how many movies Tails
 * follows in sync (sidekickDifferences) as long as Sonic does.
 *
 * Needs the real game built (node tools/buildRealGame.mjs) and the Sonic 2 checkout at
 * ../shared/disasm/s2 (or $SUBPIXEL_DISASM_S2).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { nodeDisasmSource } from '../importers/s1/nodeDisasmSource.ts';
import { BTN_RIGHT } from '../engine/input.ts';
import { createWorld } from '../engine/world/world.ts';
import { S2RealGame } from '../realgame/games/s2/s2RealGame.ts';
import { makeS2FrameComparer, sidekickDifferences } from '../realgame/games/s2/s2CompareFrames.ts';
import { playInputs } from '../realgame/realRun.ts';
import { MOVIE_STYLES, movieStyle } from '../realgame/movieStyles.ts';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

const ACTS = ['ehz1', 'ehz2', 'cpz1', 'cpz2', 'htz1', 'htz2', 'mcz1', 'arz1', 'cnz1', 'ooz1', 'mtz1'];
const FRAMES = 900;
const root = resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'node_modules/.cache/subpixel-realgame/manifest.json'), 'utf8'));
const disasm = process.env.SUBPIXEL_DISASM_S2 ?? join(root, '../shared/disasm/s2');
if (!existsSync(join(disasm, 's2.asm'))) throw new Error(`no Sonic 2 checkout at ${disasm}`);
const game = new S2RealGame(manifest.core.path, manifest.s2rev01.path, nodeDisasmSource(disasm));
const acts = option('acts', ACTS.join(',')).split(',');
const tails = process.argv.includes('--tails');
const movies: [string, Uint8Array][] = [['Right held', new Uint8Array(FRAMES).fill(BTN_RIGHT)]];
for (const style of MOVIE_STYLES) for (const seed of [1, 2, 3]) movies.push([`${style} ${seed}`, movieStyle(style, FRAMES, seed)]);

const out: Record<string, { synced: number; frames: number; movies: Record<string, [number, string]> }> = {};
for (const act of acts) {
  const level = game.disasm.importAct(act).level;
  const row = { synced: 0, frames: 0, tailsSynced: 0, movies: {} as Record<string, [number, string]> };
  for (const [name, inputs] of movies) {
    const b = game.bootAct(act, tails ? 'sonicAndTails' : 'sonic');
    try {
      const w = createWorld(level, { vblank: b.actStart.vblank, ...(tails ? { partner: { character: 'tails' as const, control: 'cpu' as const } } : {}) });
      const cmp = makeS2FrameComparer(w, act);
      let tailsParted = false;
      playInputs(b.console, game.bridge, inputs, (f) => {
        cmp.compare(f);
        if (tails && !tailsParted && f.record !== null && Object.keys(sidekickDifferences(game.bridge.sidekick(b.console)!, w)).length > 0) tailsParted = true;
      });
      if (tails && !tailsParted) row.tailsSynced++;
      const r = cmp.report();
      const upTo = r.firstDivergence?.frame ?? r.frames;
      if (r.synced && r.frames === FRAMES) row.synced++;
      row.frames += upTo;
      row.movies[name] = [upTo, r.firstDivergence === null ? '' : JSON.stringify(r.firstDivergence.fields)];
    } finally {
      game.closeConsole(b.console);
    }
  }
  out[act] = row;
  console.log(`| ${act} | ${row.synced} | ${row.frames} |${tails ? ` Tails in sync on ${row.tailsSynced}` : ''}`);
  for (const [name, [f, d]] of Object.entries(row.movies)) console.log(`    ${name}: ${f} ${d}`);
}
game.close();
const json = option('json', '');
if (json !== '') writeFileSync(json, JSON.stringify(out, null, 1));
