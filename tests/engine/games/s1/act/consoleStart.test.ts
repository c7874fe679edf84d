/**
 * A real act's console start (engine/games/s1/act/consoleStart.ts): the VBlank counter the first frame
 * reads is the boot route's, measured on the real game (engine/games/s1/act/s1ActStarts.ts;
 * tests/realgame/actStarts.test.ts measures it again), unless the world is told another; a
 * restart adds the act's own reload.
 */
import { expect, it } from 'vitest';
import { S1_ACT_STARTS } from '../../../../../engine/games/s1/act/s1ActStarts.ts';
import { G_VBLANK } from '../../../../../engine/games/s1/objects/s1State.ts';
import { EV_RESTART } from '../../../../../engine/state/events.ts';
import { createWorld } from '../../../../../engine/world/world.ts';
import { describeWithDisasm, s1Disassembly } from '../../../../support/disasm.ts';

describeWithDisasm('real acts start from the boot route\'s VBlank counter', () => {
  it.each([[1, 'ghz1'], [1, 'lz2'], [0, 'lz2'], [0, 'fz']] as const)('REV0%i %s: the first frame reads the table\'s counter; an option overrides it', (rev, id) => {
    const level = s1Disassembly(rev).importAct(id, { objects: false }).level;
    const w = createWorld(level);
    w.step(0);
    expect(w.state[G_VBLANK]).toBe(S1_ACT_STARTS[rev][id].bootVblank);
    const told = createWorld(level, { vblank: 7 });
    told.step(0);
    expect(told.state[G_VBLANK]).toBe(7);
  });

  it('a restart moves the counter by the act\'s reload: the restart frame\'s one VBlank and the rest', () => {
    // Terrain only: Sonic walks off GHZ1's first ledge gap to the bottom limit.
    const level = s1Disassembly(1).importAct('ghz1', { objects: false }).level;
    const w = createWorld(level);
    let before = -1;
    for (let f = 0; f < 2000; f++) {
      before = w.state[G_VBLANK];
      if (w.step(0x08) & EV_RESTART) break;
    }
    expect(w.state[G_VBLANK] - before).toBe(S1_ACT_STARTS[1].ghz1.reloadVblanks);
  });

  it('the ending\'s Green Hill, which no boot route reaches, counts from 0', () => {
    const level = s1Disassembly(1).importAct('end', { objects: false }).level;
    const w = createWorld(level);
    w.step(0);
    expect(w.state[G_VBLANK]).toBe(0);
  });
});
