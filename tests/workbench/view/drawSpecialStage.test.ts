/**
 * The special stage's picture (workbench/src/view/drawSpecialStage.ts): where SS_ShowLayout puts
 * a cell, worked from the routine by hand (sonic.asm SS_ShowLayout: the offsets $B4, $120, $F0,
 * the $18 cells, CalcSine's table, `andi.b #$FC` on v_ssangle's high byte), and the rows the
 * inspector shows for a stage (workbench/src/inspector/runFields.ts).
 */
import { describe, expect, it } from 'vitest';
import { ssBlockStyle, ssCellOnScreen } from '../../../workbench/src/view/drawSpecialStage.ts';
import { runRows } from '../../../workbench/src/inspector/runFields.ts';
import type { RunView } from '../../../workbench/src/worker/actRunView.ts';

describe('the special stage as SS_ShowLayout draws it', () => {
  it('unturned, a cell\'s centre is at (col * $18 - $14, row * $18 - $44) less the camera: where Sonic\'s obX / obY put him on the screen', () => {
    // Camera at (0x300, 0x280): cell (row 0x20, col 0x22) is at 0x330 - 0x14 - 0x300 = 0x1C, 0x300 - 0x44 - 0x280 = 0x3C.
    expect(ssCellOnScreen({ angle: 0, camX: 0x300, camY: 0x280 }, 0x20, 0x22)).toEqual([0x1c, 0x3c]);
  });

  it('a quarter turn ($40 in the high byte) turns a cell about the screen\'s middle: x\' = -dy, y\' = dx', () => {
    // dx = 0x330 - 0x300 - 0xB4 = -0x84, dy = 0x300 - 0x280 - 0xB4 = -0x34: (0x34 + 0xA0, -0x84 + 0x70).
    expect(ssCellOnScreen({ angle: 0x4000, camX: 0x300, camY: 0x280 }, 0x20, 0x22)).toEqual([0xd4, -0x14]);
    // The low two bits of the angle's high byte are dropped (`andi.b #$FC`), and the low byte never counts.
    expect(ssCellOnScreen({ angle: 0x43ff, camX: 0x300, camY: 0x280 }, 0x20, 0x22)).toEqual([0xd4, -0x14]);
  });

  it('at $20 (an eighth of a turn) the table\'s sin = cos = 181 rounds as `asr.l #8` does', () => {
    const dx = 0x22 * 0x18 - 0x300 - 0xb4;
    const dy = 0x20 * 0x18 - 0x280 - 0xb4;
    expect(ssCellOnScreen({ angle: 0x2000, camX: 0x300, camY: 0x280 }, 0x20, 0x22)).toEqual([((181 * dx - 181 * dy) >> 8) + 0xa0, ((181 * dx + 181 * dy) >> 8) + 0x70]);
  });

  it('blocks are told apart by the ids the physics tests: GOAL, the 1-up, a ring, the emeralds, a wall', () => {
    expect([ssBlockStyle(0x27).letter, ssBlockStyle(0x28).letter, ssBlockStyle(0x3a).letter, ssBlockStyle(0x3b).letter, ssBlockStyle(0x01).letter]).toEqual(['G', '1', 'o', '◆', '']);
  });
});

describe('the inspector\'s run rows', () => {
  const base: RunView = { act: 'ghz2', label: 's1:ghz2', lives: 3, score: 5400, continues: 0, emeralds: [], boundaries: [], special: null };

  it('in an act: the act, lives, score in points, continues, emeralds', () => {
    expect(runRows(base).map((r) => [r.id, r.raw, r.text])).toEqual([
      ['run-act', 'ghz2', 's1:ghz2'], ['run-lives', '3', '3'], ['run-score', '5400', '54000'], ['run-continues', '0', '0'], ['run-emeralds', '', 'none'],
    ]);
  });

  it('in a stage: its angle, rotation, Sonic\'s position and speeds, the rings and whether its emerald is got', () => {
    const rows = runRows({
      ...base, act: 'ss2', label: 'special stage 2', emeralds: [0, 1],
      special: { stage: 2, angle: 0x4321, rotate: -64, x16: 0x03c08000, y16: 0x02a00000, xsp: -0x180, ysp: 0x20, camX: 0, camY: 0, rings: 12, phase: 'stage', layout: new Uint8Array(0x4000) },
    });
    expect(rows.filter((r) => r.id.startsWith('ss-')).map((r) => [r.id, r.text])).toEqual([
      ['ss-stage', '2 (stage)'], ['ss-angle', '$4321 (drawn at $40)'], ['ss-rotate', '-64 a frame'], ['ss-x', '960:8000'], ['ss-y', '672:0000'],
      ['ss-xsp', '-384'], ['ss-ysp', '32'], ['ss-rings', '12'], ['ss-emerald', 'emerald 2: got'],
    ]);
    expect(rows.find((r) => r.id === 'run-emeralds')?.text).toBe('2: 1, 2');
  });
});
