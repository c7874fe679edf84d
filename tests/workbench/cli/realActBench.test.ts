import { describe, expect, it } from 'vitest';
import { realActReport } from '../../../workbench/cli/realActBench.ts';

describe('the real-act lines of subpixel bench', () => {
  it('say why they are missing without the disassembly', () => {
    expect(realActReport(null)).toEqual(['real acts: not measured (importMs, realActFramesPerSecond): no Sonic 1 disassembly given; pass --disasm <dir> or set SUBPIXEL_DISASM']);
  });

  it('give the import time and the frames per second, per act', () => {
    const lines = realActReport({ importMs: 312, importWarmMs: 140, importActs: 20, importRevision: 1, realActFramesPerSecond: 5_200_000, perActFramesPerSecond: { ghz1: 6_000_000, mz1: 4_100_000 } });
    expect(lines).toEqual([
      'import:   312 ms for all 20 Sonic 1 acts (REV01, parse included; 140 ms warm)',
      'real acts: 5,200,000 frames/s (one core, Sonic through one act per zone, terrain only)',
      '  s1:ghz1   6,000,000 frames/s',
      '  s1:mz1    4,100,000 frames/s',
    ]);
  });
});
