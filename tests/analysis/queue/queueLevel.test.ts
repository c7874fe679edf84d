import { describe, expect, it } from 'vitest';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { levelFromRunRef } from '../../../workbench/cli/commands/queueLevel.ts';

describe('a queue run\'s level rebuilt on a worker', () => {
  it('a built-in level is rebuilt by name when its hash is the run\'s', () => {
    const flat = loadBuiltinLevel('flat');
    expect(levelFromRunRef({ kind: 'builtin', name: 'flat', hash: flat.hash }, { env: {} }).hash).toBe(flat.hash);
  });

  it('a level whose hash here differs from the run\'s is refused, naming both hashes', () => {
    expect(() => levelFromRunRef({ kind: 'builtin', name: 'flat', hash: 0x12345678 }, { env: {} })).toThrow(/^built-in level flat has hash [0-9a-f]{8} here, the run's is 12345678: another version of Subpixel$/);
  });

  it('a real act with no checkout on this machine is refused, saying how to give one', () => {
    const ref = { kind: 's1', act: 'ghz1', revision: 1, objects: true, hash: 1, disasm: '/nonexistent/s1disasm' } as const;
    expect(() => levelFromRunRef(ref, { env: {} })).toThrow(
      'the run needs the Sonic 1 disassembly for s1:ghz1 (REV01, with objects); this worker has none (no --disasm, $SUBPIXEL_DISASM unset, and no checkout at /nonexistent/s1disasm): start it with --disasm <dir> or set SUBPIXEL_DISASM',
    );
  });
});
