/**
 * The Sonic 2 tables the hand-made levels' objects and the shared player code keep in code,
 * held against the Sonic 2 disassembly (../shared/disasm/s2, when it is there) through the
 * importer's assembler reader, as tests/engine/gameTables.test.ts does Sonic 1's. One test per
 * table, named by its label (docs/game-tables.md).
 */
// The world first: it loads the engine before any object type file on its own.
import '../../../engine/world/world.ts';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AsmProgram } from '../../../importers/s1/asmProgram.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { dataAt } from '../../support/asmTables.ts';
import * as airBubble from '../../../engine/objects/types/airBubble.ts';
import * as flipper from '../../../engine/objects/types/flipper.ts';
import * as springRamp from '../../../engine/objects/types/springRamp.ts';
import * as seesaw from '../../../engine/objects/types/seesaw.ts';
import * as spring from '../../../engine/objects/types/spring.ts';
import { SPINDASH_SPEEDS } from '../../../engine/player/spindash.ts';
import { SUPER_SPINDASH_SPEEDS } from '../../../engine/player/moves/superForm.ts';

const S2 = join(resolve(dirname(fileURLToPath(import.meta.url)), '../../..'), '../shared/disasm/s2');
const HAVE_S2 = existsSync(join(S2, 's2.asm'));

/** [label, engine file and constant, the engine's numbers, bytes per number, how many the engine reads (default all)]. */
const TABLES: readonly [string, string, readonly number[], 1 | 2, number?][] = [
  // The engine reads entries 0..$7F (every reader masks the index); the ROM's table is twice as long.
  ['Obj0A_WobbleData', 'objects/types/airBubble.ts WOBBLE', airBubble.WOBBLE, 1, 0x80],
  ['byte_2B3C6', 'objects/types/flipper.ts FLIPPER_DOWN', flipper.FLIPPER_DOWN, 1],
  ['byte_2B3EA', 'objects/types/flipper.ts FLIPPER_STRAIGHT', flipper.FLIPPER_STRAIGHT, 1],
  ['byte_2B40E', 'objects/types/flipper.ts FLIPPER_UP', flipper.FLIPPER_UP, 1],
  ['Obj40_SlopeData_DiagUp', 'objects/types/springRamp.ts SPRING_RAMP_RAISED', springRamp.SPRING_RAMP_RAISED, 1],
  ['Obj40_SlopeData_Straight', 'objects/types/springRamp.ts SPRING_RAMP_PRESSED', springRamp.SPRING_RAMP_PRESSED, 1],
  ['byte_26550', 'objects/types/springRamp.ts SPRING_RAMP_BOOST', springRamp.SPRING_RAMP_BOOST, 1],
  ['byte_21C8E', 'objects/types/seesaw.ts SEESAW_TILTED', seesaw.SEESAW_TILTED, 1],
  ['byte_21CBF', 'objects/types/seesaw.ts SEESAW_LEVEL', seesaw.SEESAW_LEVEL, 1],
  ['Obj14_YOffsets', 'objects/types/seesaw.ts SEESAW_BALL_Y', seesaw.SEESAW_BALL_Y, 2],
  ['Obj41_SlopeData_DiagUp', 'objects/types/spring.ts DIAG_UP_SLOPE', spring.DIAG_UP_SLOPE, 1],
  ['Obj41_SlopeData_DiagDown', 'objects/types/spring.ts DIAG_DOWN_SLOPE', spring.DIAG_DOWN_SLOPE, 1],
  ['SpindashSpeeds', 'player/spindash.ts SPINDASH_SPEEDS', SPINDASH_SPEEDS, 2],
  ['SpindashSpeedsSuper', 'player/moves/superForm.ts SUPER_SPINDASH_SPEEDS', SUPER_SPINDASH_SPEEDS, 2],
];

let program: AsmProgram | undefined;
const s2 = (): AsmProgram => (program ??= new AsmProgram(nodeDisasmSource(S2), 's2.asm', new Map()));

(HAVE_S2 ? describe : describe.skip)(`the engine's Sonic 2 tables are the disassembly's${HAVE_S2 ? '' : ' (skipped: no ../shared/disasm/s2)'}`, () => {
  it.each(TABLES)('%s = engine/%s', (label, _engine, ours, size, read) => {
    const mask = size === 1 ? 0xff : 0xffff;
    const theirs = dataAt(s2(), label, size);
    expect(ours.map((v) => v & mask)).toEqual(read === undefined ? theirs : theirs.slice(0, read));
  });
});
