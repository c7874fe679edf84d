import { describe, expect, it } from 'vitest';
import { addPLC, artQueueBusy, newPLC, processDPLC, startActQueue } from '../../../../../engine/games/s1/objects/artQueue.ts';
import { titleCardExitFrame } from '../../../../../engine/games/s1/act/titleCardExit.ts';
import { W_LEVEL_FRAME } from '../../../../../engine/state/layout.ts';
import { G_PLC_WAIT } from '../../../../../engine/games/s1/objects/s1State.ts';
import { dynamicLevelEvents, BOSS_FZ_X, type DleHost } from '../../../../../engine/games/s1/act/dynamicLevelEvents.ts';
import { actRules, ZONE_SBZ } from '../../../../../engine/games/s1/act/actRules.ts';
import { C_X, W_DLE_ROUTINE } from '../../../../../engine/state/layout.ts';
import { createWorld } from '../../../../../engine/world/world.ts';
import { syntheticAct } from '../act/support/syntheticAct.ts';

/** VBlanks until the queue is empty. */
function vblanksToEmpty(s: Int32Array): number {
  let n = 0;
  while (artQueueBusy(s)) {
    processDPLC(s);
    n++;
  }
  return n;
}

describe('the pattern load cues (artQueue.ts)', () => {
  it('each queued art file takes ceil(patterns / 3) VBlanks (ProcessDPLC2 decompresses 3 and stops at an entry\'s end)', () => {
    const s = new Int32Array(G_PLC_WAIT + 1);
    newPLC(s, [7, 3, 1]);
    expect(vblanksToEmpty(s)).toBe(3 + 1 + 1);
    newPLC(s, [0x24]);
    expect(vblanksToEmpty(s)).toBe(12);
  });

  it('NewPLC clears what was queued (the entry being decompressed too); AddPLC appends', () => {
    const s = new Int32Array(G_PLC_WAIT + 1);
    newPLC(s, [30]);
    processDPLC(s);
    newPLC(s, [6]);
    expect(vblanksToEmpty(s)).toBe(2);
    newPLC(s, [30]);
    processDPLC(s);
    addPLC(s, [6]);
    expect(vblanksToEmpty(s)).toBe(9 + 2);
  });

  it('an empty list (an act imported without its art) leaves the queue empty', () => {
    const s = new Int32Array(G_PLC_WAIT + 1);
    newPLC(s, []);
    expect(artQueueBusy(s)).toBe(false);
  });

  it('the Final Zone queues the boss art when the camera reaches boss_fz_x - $308 (DLE_FZmain)', () => {
    const level = syntheticAct({ zone: ZONE_SBZ, act: 2, artQueues: { titleCard: [], fzBoss: [0x40, 0x20, 0x7] } });
    const s = createWorld(level).state;
    const h: DleHost = { s, rules: actRules(level.act!), spawn: () => true };
    s[C_X] = BOSS_FZ_X - 0x309;
    dynamicLevelEvents(h);
    expect([s[W_DLE_ROUTINE], s[G_PLC_WAIT]]).toEqual([0, 0]);
    s[C_X] = BOSS_FZ_X - 0x308;
    dynamicLevelEvents(h);
    expect([s[W_DLE_ROUTINE], s[G_PLC_WAIT]]).toEqual([2, 22 + 11 + 3]);
  });

  it('the act starts with the fade-in\'s 21 working VBlanks of 9 patterns done, each stopping at an entry\'s end', () => {
    const s = new Int32Array(G_PLC_WAIT + 1);
    // The Final Zone's second list (PLC_SBZ2 in the checkout): the fade-in finishes 16, 41,
    // 31, 15, 15, 20 and 27 of the 49; the real game's first frame finds 22 left of it.
    startActQueue(s, [16, 41, 31, 15, 15, 20, 49, 4, 48, 12, 8, 16, 14]);
    expect(s[G_PLC_WAIT]).toBe(8 + 2 + 16 + 4 + 3 + 6 + 5);
    // A list the fade-in finishes leaves the queue empty; the first iteration's VBlank does nothing.
    startActQueue(s, Array(21).fill(9));
    expect(s[G_PLC_WAIT]).toBe(0);
    startActQueue(s, Array(22).fill(9));
    expect(s[G_PLC_WAIT]).toBe(3);
    startActQueue(s, []);
    expect(s[G_PLC_WAIT]).toBe(0);
  });

  it('the title card\'s zone name queues its art on level frame 70 (60 frames of wait, 9 moves of $20 over $120, then there)', () => {
    expect(titleCardExitFrame(0x120)).toBe(70);
    expect(titleCardExitFrame(0)).toBe(61);
    expect(titleCardExitFrame(0x110)).toBe(-1);
    const level = syntheticAct({ zone: ZONE_SBZ, act: 0, artQueues: { titleCard: [], fzBoss: [], cardExit: [96, 18, 14], cardTravel: 0x120 } });
    const w = createWorld(level);
    const busy: number[] = [];
    for (let f = 0; f < 120; f++) {
      w.step(0);
      if (artQueueBusy(w.state)) busy.push(w.state[W_LEVEL_FRAME]);
    }
    expect([busy[0], busy.length]).toEqual([70, 32 + 6 + 5]);
  });
});
