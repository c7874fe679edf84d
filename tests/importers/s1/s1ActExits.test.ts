/**
 * Where each act goes when it ends, read from the checkout (importers/s1/s1ActExits.ts): the
 * LevelOrder table the results card reads, and the two acts that end without a card.
 */
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../../importers/s1/importS1.ts';
import { describeWithDisasm } from '../../support/disasm.ts';

describeWithDisasm('Sonic 1 act exits from the checkout', (dir) => {
  it.each([0, 1] as const)('REV0%i: the game\'s order of zones (GHZ, MZ, SYZ, LZ, SLZ, SBZ), SBZ2 falling into SBZ3, SBZ3 climbing into FZ, FZ to the ending', (rev) => {
    const exits = openS1Disassembly(nodeDisasmSource(dir), rev).actExits();
    expect(Object.fromEntries(exits)).toEqual({
      ghz1: 'ghz2', ghz2: 'ghz3', ghz3: 'mz1',
      mz1: 'mz2', mz2: 'mz3', mz3: 'syz1',
      syz1: 'syz2', syz2: 'syz3', syz3: 'lz1',
      lz1: 'lz2', lz2: 'lz3', lz3: 'slz1',
      slz1: 'slz2', slz2: 'slz3', slz3: 'sbz1',
      sbz1: 'sbz2', sbz2: 'sbz3', sbz3: 'fz',
      fz: null,
    });
  });
});
