/**
 * A run of Sonic 1 acts (engine/games/s1/s1ActRun.ts): GHZ1 to its signpost (the fixture movie
 * tools/findActEnd.ts found), the results with nothing pressed, then GHZ2 from what the game's
 * reload leaves. The figures are the real game's (REV01, Genesis Plus GX: the results card's
 * Got_NextLevel runs in iteration 2683, and GHZ2's first frame reads v_vbla_count 3366, GHZ1
 * having had 4 lag frames);
 * tests/realgame/actRun.test.ts plays the same run on the real game, field by field.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { nodeDisasmSource } from '../../../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly, type S1Disassembly } from '../../../../importers/s1/importS1.ts';
import { parseInputScript } from '../../../../movies/formats/inputScript.ts';
import { createWorld } from '../../../../engine/world/world.ts';
import { S1ActRun } from '../../../../engine/games/s1/s1ActRun.ts';
import { EV_ACT_END, EV_RESTART } from '../../../../engine/state/events.ts';
import { P_RINGS, P_X, W_LAST_CHECKPOINT, W_LIVES } from '../../../../engine/state/layout.ts';
import { G_BIG_RING, G_SCORE, G_VBLANK } from '../../../../engine/games/s1/objects/s1State.ts';
import { describeWithDisasm } from '../../../support/disasm.ts';

const FIXTURE = new URL('../../../realgame/fixtures/ghz1-signpost.txt', import.meta.url).pathname;
/** The movie's last frame is GotThroughAct's; Got_NextLevel ends the results 971 frames later. */
const ACT_END = 1711;
const NEXT_ACT = 2683;

function signpost(): Uint8Array {
  const r = parseInputScript(readFileSync(FIXTURE, 'utf8'), FIXTURE);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describeWithDisasm('a run of Sonic 1 acts across an act end', (dir) => {
  let d: S1Disassembly;
  const movie = signpost();
  const newRun = (): S1ActRun => {
    const source = { levelOf: (id: string) => d.importAct(id).level, exits: d.actExits() };
    return new S1ActRun(createWorld(d.importAct('ghz1').level), source);
  };
  /** Plays the movie, then nothing, until frame `to` (exclusive); the events of each frame. */
  const play = (run: S1ActRun, to: number): number[] => {
    const events: number[] = [];
    for (let f = run.frame; f < to; f++) events.push(run.step(f < movie.length ? movie[f] : 0));
    return events;
  };
  beforeAll(() => {
    d = openS1Disassembly(nodeDisasmSource(dir), 1);
  });

  it('plays the results in GHZ1 and enters GHZ2 on the frame Got_NextLevel runs, its first frame reading the VBlank counter the game gives', () => {
    const run = newRun();
    expect(movie.length).toBe(ACT_END + 1);
    const events = play(run, NEXT_ACT);
    expect(events.flatMap((e, f) => ((e & EV_ACT_END) !== 0 ? [f] : []))).toEqual([ACT_END]);
    expect(events.some((e) => (e & EV_RESTART) !== 0)).toBe(false);
    const ghz1 = run.world;
    expect([run.act, ghz1.state[G_SCORE], ghz1.state[P_RINGS]]).toEqual(['ghz1', 5400, 34]);

    const e = run.step(0);
    expect((e & EV_RESTART) !== 0).toBe(true);
    expect([run.act, run.frame, run.left]).toEqual(['ghz2', NEXT_ACT + 1, null]);
    const s = run.world.state;
    // REV01 on an overseas console: 54000 points give no life (AddPoints); the act's start has no rings, no lamppost.
    expect([s[G_SCORE], s[W_LIVES], s[P_RINGS], s[W_LAST_CHECKPOINT], s[P_X] >> 8]).toEqual([5400, 3, 0, 0, 0x50]);
    run.step(0);
    // The game's 3366 less the VBlanks of GHZ1's 4 lag frames, which only the real-game bridge
    // tells the engine (engine/games/s1/act/lagVblanks.ts; it cannot count the 68000's cycles).
    expect(run.world.state[G_VBLANK]).toBe(3366 - 4);
  });

  it('a snapshot taken in GHZ1 restores into the run after it entered GHZ2, and plays the same act end again', () => {
    const run = newRun();
    play(run, 2000);
    const snap = run.snapshot();
    play(run, NEXT_ACT + 60);
    const after = run.hash();
    expect(run.act).toBe('ghz2');
    expect(run.restore(snap)).toEqual({ ok: true });
    expect([run.act, run.frame]).toEqual(['ghz1', 2000]);
    play(run, NEXT_ACT + 60);
    expect([run.act, run.hash()]).toEqual(['ghz2', after]);
    // An act the run has not played is refused by the current act's world, with its reason.
    const other = createWorld(d.importAct('mz1').level).snapshot();
    const refused = run.restore(other);
    expect(refused.ok ? null : refused.error.code).toBe('snapshotLevel');
    expect(run.act).toBe('ghz2');
  });

  it('after a giant ring (f_bigring) the results go to the special stage: the run stays in the act and says so', () => {
    const run = newRun();
    play(run, NEXT_ACT);
    run.world.state[G_BIG_RING] = 1;
    const e = run.step(0);
    expect((e & EV_RESTART) !== 0).toBe(false);
    expect([run.act, run.left]).toEqual(['ghz1', 'special']);
  });
});
