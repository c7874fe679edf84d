/**
 * Finds a movie that reaches an act's end (the signpost's GotThroughAct, the engine's
 * EV_ACT_END) on the engine, from the act-start values the real game's boot route gives: a beam
 * search over 12-frame segments (run right, jump for 4/8/12 frames, stand, walk left, jump left,
 * crouch and jump), keeping the 120 furthest-right states, one per 16x16 px cell, and dropping
 * every branch where Sonic is hurt. Then it plays the movie on the real game and prints the
 * input script and the verify report. tests/realgame/fixtures/ghz1-signpost.txt came from
 *
 *   npx tsx tools/findActEnd.ts --act ghz1 > ghz1-signpost.txt
 *
 * Needs the real game built (node tools/buildRealGame.mjs). A dev tool: minutes of search.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nodeDisasmSource } from '../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../importers/s1/importS1.ts';
import { createWorld } from '../engine/world/world.ts';
import { BTN_C, BTN_DOWN, BTN_LEFT, BTN_RIGHT } from '../engine/input.ts';
import { EV_ACT_END, EV_DEATH, EV_HURT } from '../engine/state/events.ts';
import { P_X, P_Y } from '../engine/state/layout.ts';
import { RealGame } from '../realgame/realGameSession.ts';
import { verifyOnRealGame } from '../realgame/verifyOnRealGame.ts';
import { bootRouteScript } from '../realgame/bootRouteScript.ts';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const act = arg('act', 'ghz1');
const rev = Number(arg('rev', '1')) as 0 | 1;
const root = new URL('..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(root, 'node_modules/.cache/subpixel-realgame/manifest.json'), 'utf8'));
const source = nodeDisasmSource(process.env.SUBPIXEL_DISASM ?? join(root, '../shared/disasm/s1'));
const game = new RealGame(manifest.core.path, manifest[rev === 1 ? 's1rev01' : 's1rev00'].path, source);
const booted = game.bootAct(act);
game.closeConsole(booted.console);
const level = openS1Disassembly(source, rev).importAct(act).level;
const w = createWorld(level, { vblank: booted.actStart.vblank });

const SEG = 12;
const segment = (pad: (i: number) => number): number[] => Array.from({ length: SEG }, (_, i) => pad(i));
const SEGMENTS = [
  ...[0, 4, 8, 12].map((jump) => segment((i) => BTN_RIGHT | (i < jump ? BTN_C : 0))),
  segment(() => 0),
  segment(() => BTN_LEFT),
  ...[4, 12].map((jump) => segment((i) => BTN_LEFT | (i < jump ? BTN_C : 0))),
  segment((i) => (i < 2 ? BTN_DOWN : i < 10 ? BTN_DOWN | BTN_C : 0)),
];
const WIDTH = 120;
const MAX_SEGMENTS = 600;

interface Node {
  readonly snap: Int32Array;
  readonly inputs: number[];
  readonly x: number;
  readonly y: number;
}
let beam: Node[] = [{ snap: w.snapshot(), inputs: [], x: w.state[P_X], y: w.state[P_Y] }];
let found: number[] | null = null;
for (let depth = 0; depth < MAX_SEGMENTS && found === null && beam.length > 0; depth++) {
  const next: Node[] = [];
  for (const n of beam) {
    for (const seg of SEGMENTS) {
      w.restore(n.snap);
      const inputs = n.inputs.slice();
      let hurt = false;
      let ended = false;
      for (const pad of seg) {
        const ev = w.step(pad);
        inputs.push(pad);
        hurt = (ev & (EV_DEATH | EV_HURT)) !== 0;
        ended = (ev & EV_ACT_END) !== 0;
        if (hurt || ended) break;
      }
      if (hurt) continue;
      if (ended) {
        found = inputs;
        break;
      }
      next.push({ snap: w.snapshot(), inputs, x: w.state[P_X], y: w.state[P_Y] });
    }
    if (found !== null) break;
  }
  next.sort((a, b) => b.x - a.x);
  const cells = new Set<string>();
  beam = [];
  for (const n of next) {
    const cell = `${n.x >> 12},${n.y >> 12}`;
    if (cells.has(cell)) continue;
    cells.add(cell);
    beam.push(n);
    if (beam.length >= WIDTH) break;
  }
  if (depth % 20 === 0) process.stderr.write(`segment ${depth}: furthest x ${beam.length > 0 ? beam[0].x >> 8 : '-'} px\n`);
}
if (found === null) {
  process.stderr.write(`no act end found on s1:${act}\n`);
  process.exit(1);
}
const inputs = Uint8Array.from(found);
const report = verifyOnRealGame(game, { act, inputs, level });
game.close();
console.log(`# s1:${act} from the act's first frame to the act end, ${inputs.length} frames (tools/findActEnd.ts); real game: ${JSON.stringify({ synced: report.synced, frames: report.frames, lagFrames: report.lagFrames })}`);
console.log(bootRouteScript(Array.from(inputs)));
