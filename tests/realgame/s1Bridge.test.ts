import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AsmProgram } from '../../importers/s1/asmProgram.ts';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { readRamSymbols } from '../../importers/s1/ramSymbols.ts';
import { S1_ACTS } from '../../importers/s1/s1Acts.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { openLibretroCore } from '../../realgame/console/libretroCore.ts';
import { withPadLog } from '../../realgame/console/padLog.ts';
import { S1Bridge, s1RamMap } from '../../realgame/games/s1/s1Bridge.ts';
import { levelSelectItems, S1Boot } from '../../realgame/games/s1/s1Boot.ts';
import { playInputs } from '../../realgame/realRun.ts';
import { makeFrameComparer } from '../../realgame/compareFrames.ts';
import { parseInputScript } from '../../movies/formats/inputScript.ts';
import { BTN_START } from '../../engine/input.ts';
import { movieStyle } from '../../realgame/movieStyles.ts';
import { createWorld } from '../../engine/world/world.ts';
import { eventNames } from '../../engine/state/events.ts';
import { P_EVENTS2 } from '../../engine/state/layout.ts';
import { describeWithRealGame } from '../support/realGame.ts';
import { GROUNDTRUTH_S1 } from '../support/disasm.ts';

/** Every `label: ds.x` and `name = value` line of Variables.asm in the build's listing, with its address. */
function listingSymbols(listing: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of readFileSync(listing, 'latin1').split('\n')) {
    const m = /^\(1\)\s+\d+\/([0-9A-F]+) : (?:=\$([0-9A-F]+)\s+|\(MACRO\)\s+|\s+)([A-Za-z_]\w*):?\s*(?:=|ds\.[bwl])/.exec(l);
    if (m !== null) out.set(m[3], parseInt((m[2] ?? m[1]).slice(-6), 16));
  }
  return out;
}

describeWithRealGame('Sonic 1 on the real-game bridge', (rg) => {
  const source = nodeDisasmSource(rg.disasm);
  const programs = { 0: new AsmProgram(source, 'sonic.asm', new Map([['Revision', 0]])), 1: new AsmProgram(source, 'sonic.asm') };

  it.each([0, 1] as const)('reads every RAM variable of REV0%i at the address the assembler gave it (the build\'s listing)', (rev) => {
    const mine = readRamSymbols(programs[rev], source).all;
    const listed = listingSymbols(rg.listing[rev]);
    let compared = 0;
    for (const [name, address] of listed) {
      if (!mine.has(name)) continue;
      expect([name, mine.get(name)! & 0xffffff]).toEqual([name, address]);
      compared++;
    }
    // Every RAM variable (318 in REV01); the sound driver's phase-0 structure offsets are no RAM addresses.
    expect(compared).toBeGreaterThan(300);
    expect(mine.get('v_vbla_routine')! & 0xffffff).toBe(listed.get('v_vbla_routine'));
  });

  it('numbers the game modes by GameModeArray, four bytes an entry (id_Level is $0C)', () => {
    expect(s1RamMap(programs[1], readRamSymbols(programs[1], source)).modes).toEqual({
      sega: 0, title: 4, demo: 8, level: 0xc, special: 0x10, continue: 0x14, ending: 0x18, credits: 0x1c,
    });
  });

  it('lists the level select\'s items in each revision\'s order (REV00 puts Labyrinth second)', () => {
    expect(levelSelectItems(programs[1]).slice(0, 4)).toEqual([{ zone: 0, act: 0 }, { zone: 0, act: 1 }, { zone: 0, act: 2 }, { zone: 2, act: 0 }]);
    expect(levelSelectItems(programs[0])[3]).toEqual({ zone: 1, act: 0 });
    expect(levelSelectItems(programs[0]).length).toBe(20);
  });

  it.each([0, 1] as const)('boots every act of REV0%i from power-on to its first frame: the act, the start position, the loop waiting', (rev) => {
    const bridge = new S1Bridge(s1RamMap(programs[rev], readRamSymbols(programs[rev], source)));
    const boot = new S1Boot(bridge, programs[rev]);
    const d = openS1Disassembly(source, rev);
    for (const act of S1_ACTS.filter((a) => a.id !== 'end')) {
      const c = withPadLog(openLibretroCore(rg.core, rg.rom[rev]));
      try {
        const r = boot.boot(c, act.id);
        const rec = bridge.record(c);
        const start = d.importAct(act.id, { objects: false }).level.start;
        expect([act.id, rec.act, rec.x >> 8, rec.y >> 8, rec.levelFrame]).toEqual([act.id, `s1:${act.id}`, start.x, start.y, 0]);
        expect(bridge.loopState(c)).toEqual({ inLevel: true, waiting: true, levelFrame: 0, elsewhere: null });
        expect(c.pads.length).toBe(r.frames);
        // Green Hill 1 by Start alone: the first Start press is the route's only button.
        if (act.id === 'ghz1') expect(c.pads.filter((p) => p !== 0)).toEqual([BTN_START]);
      } finally {
        c.close();
      }
    }
  }, 120000);

  it('an iteration that ends in the lines before the next VBlank: no lag, its state unseen (record null), and the next frame reads its own buttons (REV00 MZ3)', () => {
    const bridge = new S1Bridge(s1RamMap(programs[0], readRamSymbols(programs[0], source)));
    const c = withPadLog(openLibretroCore(rg.core, rg.rom[0]));
    try {
      new S1Boot(bridge, programs[0]).boot(c, 'mz3');
      const vblank = bridge.actStartValues(c).vblank;
      // The hops style, seed 5: iteration 192 overruns its emulator frame and ends just before the
      // next VBlank, which begins 193 in the same emulator frame.
      const inputs = movieStyle('hops', 260, 5);
      const frames = playInputs(c, bridge, inputs);
      const unseen = frames.filter((f) => f.record === null).map((f) => [f.f, f.lag, frames[f.f + 1].emuFrame - f.emuFrame]);
      expect(unseen).toEqual([[192, 0, 1]]);
      // Each iteration began one emulator frame after the one before it there: no lag frame between.
      expect(frames.slice(185, 200).map((f) => f.lag)).toEqual(new Array(15).fill(0));
      const cmp = makeFrameComparer(createWorld(openS1Disassembly(source, 0).importAct('mz3').level, { vblank }));
      for (const f of frames) cmp.compare(f);
      expect(cmp.report()).toEqual({ synced: true, frames: 260, lagFrames: frames.reduce((n, f) => n + (f.lag ?? 0), 0), firstDivergence: null });
    } finally {
      c.close();
    }
  });

  it('reads the camera\'s y as the signed word ScrollVertical compares: above LZ3\'s top the game and the engine agree on -1', () => {
    const bridge = new S1Bridge(s1RamMap(programs[1], readRamSymbols(programs[1], source)));
    const c = withPadLog(openLibretroCore(rg.core, rg.rom[1]));
    try {
      new S1Boot(bridge, programs[1]).boot(c, 'lz3');
      const cmp = makeFrameComparer(createWorld(openS1Disassembly(source, 1).importAct('lz3').level, { vblank: bridge.actStartValues(c).vblank }));
      // The runner style, seed 13, climbs above the act's top (-$100 limit) by frame 5024.
      const above: number[] = [];
      playInputs(c, bridge, movieStyle('runner', 5030, 13), (f) => {
        if (f.record !== null && f.record.camY < 0) above.push(f.record.camY);
        return cmp.compare(f);
      });
      expect(above.length).toBeGreaterThan(0);
      expect(Math.min(...above)).toBeGreaterThanOrEqual(-0x100);
      expect(cmp.report()).toMatchObject({ synced: true, frames: 5030 });
    } finally {
      c.close();
    }
  }, 60_000);

  it('marks the frame whose iteration restarted the act: its record is the reloaded start, no lag, and the loop counts again from 1', () => {
    const bridge = new S1Bridge(s1RamMap(programs[1], readRamSymbols(programs[1], source)));
    const c = withPadLog(openLibretroCore(rg.core, rg.rom[1]));
    try {
      new S1Boot(bridge, programs[1]).boot(c, 'ghz2');
      const start = bridge.record(c);
      // The runner style dies in Green Hill 2 within its first 400 frames (a fall off the act's bottom).
      const frames = playInputs(c, bridge, movieStyle('runner', 400, 1));
      const restart = frames.findIndex((f) => f.restart);
      expect(restart).toBeGreaterThan(0);
      const r = frames[restart];
      expect([r.lag, r.record!.x, r.record!.y, r.record!.levelFrame, r.record!.lives]).toEqual([null, start.x, start.y, 0, start.lives - 1]);
      expect(frames[restart - 1].record!.routine).toBeGreaterThanOrEqual(6);
      expect(frames[restart + 1].record!.levelFrame).toBe(1);
      // The reload's emulator frames lie between the two frames' pad reads.
      expect(frames[restart + 1].emuFrame - r.emuFrame).toBeGreaterThan(60);
    } finally {
      c.close();
    }
  });

  it('a game over leaves the act on the frame the engine ends the run: the GAME OVER card\'s wait, on three acts', () => {
    const bridge = new S1Bridge(s1RamMap(programs[1], readRamSymbols(programs[1], source)));
    const d = openS1Disassembly(source, 1);
    for (const act of ['syz1', 'lz3', 'sbz1']) {
      const c = withPadLog(openLibretroCore(rg.core, rg.rom[1]));
      try {
        new S1Boot(bridge, programs[1]).boot(c, act);
        const vblank = bridge.actStartValues(c).vblank;
        // The runner style loses all three lives on these acts within 1,200 frames.
        const inputs = movieStyle('runner', 1200, 1);
        const real = playInputs(c, bridge, inputs);
        const last = real.at(-1)!;
        expect([act, last.left]).toEqual([act, 'gameOver']);
        const w = createWorld(d.importAct(act).level, { vblank });
        let over = -1;
        for (let f = 0; f < inputs.length && over < 0; f++) if (eventNames(w.step(inputs[f]), w.state[P_EVENTS2]).includes('gameOver')) over = f;
        expect([act, over]).toEqual([act, last.f]);
      } finally {
        c.close();
      }
    }
  });

  it('plays the game\'s own Green Hill demo by the frame rule exactly as the independent recorder saw it (../shared/groundtruth/s1/ghz1-demo)', () => {
    if (GROUNDTRUTH_S1 === null) throw new Error('no ../shared/groundtruth/s1');
    const records = readFileSync(join(GROUNDTRUTH_S1, 'ghz1-demo.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    const script = parseInputScript(readFileSync(join(GROUNDTRUTH_S1, 'ghz1-demo.txt'), 'utf8'), 'ghz1-demo.txt');
    if (!script.ok) throw new Error(script.error.message);
    const bridge = new S1Bridge(s1RamMap(programs[1], readRamSymbols(programs[1], source)));
    const c = withPadLog(openLibretroCore(rg.core, rg.rom[1]));
    try {
      // The recorder's route: Start held two frames from emulator frame 536 (its first level
      // frame is emulator frame 771, ../shared/emulators/README.md).
      while (c.frame < 536) c.run(0);
      c.run(BTN_START);
      c.run(BTN_START);
      while (!bridge.loopState(c).waiting) c.run(0);
      const real = playInputs(c, bridge, script.value);
      expect(real.length).toBe(records.length - 1);
      for (const r of real) {
        const g = records[r.f + 1];
        const mine = { f: r.f, emuFrame: r.emuFrame, lag: r.lag, x: r.record!.x, y: r.record!.y, xsp: r.record!.xsp, ysp: r.record!.ysp, gsp: r.record!.gsp, angle: r.record!.angle, air: r.record!.air, roll: r.record!.roll, layer: r.record!.layer, ctrlLock: r.record!.ctrlLock, camX: r.record!.camX, camY: r.record!.camY, rings: r.record!.rings, lives: r.record!.lives, levelFrame: r.record!.levelFrame };
        const theirs = Object.fromEntries(Object.keys(mine).map((k) => [k, g[k]]));
        if (JSON.stringify(mine) !== JSON.stringify(theirs)) expect(mine).toEqual(theirs);
      }
      expect(real[0].emuFrame).toBe(771);
    } finally {
      c.close();
    }
  });
});
