/**
 * Replays a real-game trace (../shared/groundtruth/s1/<name>.txt + .jsonl) on the imported act
 * and prints the first divergent frames: a debugging aid for ports (the tests assert the same).
 *   npx tsx tools/compareTrace.ts ghz1-demo [frames to show] [vblank at frame 0]
 */
import { readFileSync } from 'node:fs';
import { openS1Disassembly } from '../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../importers/s1/nodeDisasmSource.ts';
import { createWorld } from '../engine/world/world.ts';
import { parseInputScript } from '../movies/formats/inputScript.ts';
import * as L from '../engine/state/layout.ts';

const name = process.argv[2] ?? 'ghz1-demo';
const maxShow = Number(process.argv[3] ?? 8);
const vblank = Number(process.argv[4] ?? 0);
const gt = process.env.SUBPIXEL_GROUNDTRUTH ?? '../shared/groundtruth/s1';
const disasm = process.env.SUBPIXEL_DISASM ?? '../shared/disasm/s1';
const recs = readFileSync(`${gt}/${name}.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const script = parseInputScript(readFileSync(`${gt}/${name}.txt`, 'utf8'), name);
if (!script.ok) throw new Error(script.error.message);
const d = openS1Disassembly(nodeDisasmSource(disasm), 1);
const imp = d.importAct(name.split('-')[0], { objects: !name.includes('noobjects') });
const w = createWorld(imp.level, { vblank });
const s = w.state;
const mine = (): Record<string, unknown> => ({
  x: s[L.P_X], y: s[L.P_Y], xsp: s[L.P_XSP], ysp: s[L.P_YSP], gsp: s[L.P_GSP], angle: s[L.P_ANGLE],
  air: (s[L.P_STATUS] & L.ST_AIR) !== 0, roll: (s[L.P_STATUS] & L.ST_ROLL) !== 0, layer: s[L.P_LAYER] ? 'B' : 'A',
  camX: s[L.C_X], camY: s[L.C_Y], rings: s[L.P_RINGS], onObject: (s[L.P_STATUS] & L.ST_ON_OBJECT) !== 0,
  lives: s[L.W_LIVES],
});
const keys = Object.keys(mine());
let shown = 0;
let first = -2;
let exact = 0;
for (const r of recs) {
  if (r.f >= 0) w.step(script.value[r.f] ?? 0);
  const m = mine();
  const bad = keys.filter((k) => r[k] !== undefined && m[k] !== r[k]);
  if (bad.length === 0) {
    exact++;
    continue;
  }
  if (first === -2) first = r.f;
  if (shown < maxShow) {
    shown++;
    console.log('f', r.f, bad.map((k) => `${k}: engine ${m[k]} game ${r[k]}`).join(', '));
  }
}
console.log(`${name}: ${exact} / ${recs.length} frames exact, first divergence ${first}, ${imp.warnings.length} placements without a port`);
