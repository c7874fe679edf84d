import { describe, expect, it } from 'vitest';
import { realActReport } from '../../../workbench/cli/realActBench.ts';

describe('the real-act lines of subpixel bench', () => {
  it('say why they are missing without the disassembly', () => {
    expect(realActReport(null)).toEqual(['real acts: not measured (importMs, realActFramesPerSecond, realActObjectsFramesPerSecond): no Sonic 1 disassembly given; pass --disasm <dir> or set SUBPIXEL_DISASM']);
  });

  it('give the import time and the frames per second, terrain only and with objects, per act', () => {
    const lines = realActReport({
      importMs: 312,
      importWarmMs: 140,
      importActs: 20,
      importRevision: 1,
      realActFramesPerSecond: 5_200_000,
      perActFramesPerSecond: { ghz1: 6_000_000, mz1: 4_100_000 },
      realActObjectsFramesPerSecond: 1_612_345,
      perActObjectsFramesPerSecond: { ghz1: 2_000_000, mz1: 1_250_000, syz1: 1_700_000 },
    });
    expect(lines).toEqual([
      'import:   312 ms for all 20 Sonic 1 acts (REV01, parse included; 140 ms warm)',
      'real acts: 5,200,000 frames/s (one core, Sonic through one act per zone, terrain only)',
      '  s1:ghz1   6,000,000 frames/s',
      '  s1:mz1    4,100,000 frames/s',
      'real acts with objects: 1,612,345 frames/s (one core, Sonic through GHZ1, MZ1 and SYZ1 with all their objects)',
      '  s1:ghz1   2,000,000 frames/s',
      '  s1:mz1    1,250,000 frames/s',
      '  s1:syz1   1,700,000 frames/s',
    ]);
  });
});
