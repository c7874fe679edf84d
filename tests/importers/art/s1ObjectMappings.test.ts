/** The mappings reader's edges: local and global frame labels, a label glued to its macro, negative offsets, flips, shared frames, bad rows. */
import { describe, expect, it } from 'vitest';
import { parseMappings, readS1ObjectMappings, readS1ObjectMappingUses } from '../../../importers/art/s1ObjectMappings.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { AsmProgram } from '../../../importers/s1/asmProgram.ts';
import { readS1RamLabels } from '../../../importers/s1/s1RamLabels.ts';
import { describeWithDisasm } from '../../support/disasm.ts';

const MAP = `; a test table
Map_Test_internal:	mappingsTable
	mappingsTableEntry.w	.one
	mappingsTableEntry.w	byte_12
	mappingsTableEntry.w	.one

.one:	spriteHeader
	spritePiece	-$14, -$10, 4, 2, 0, 0, 0, 0, 0
	spritePiece	$C, 8, 1, 3, $1C, 1, 1, 3, 1	; flipped both ways
.one_End

byte_12:spritePiece	0, 0, 4, 1, $F0, 0, 0, 0, 0
`;

describe('parseMappings', () => {
  const frames = parseMappings(MAP, '_maps/Test.asm');

  it('reads frames in table order, a name used twice giving the same pieces', () => {
    expect(frames.length).toBe(3);
    expect(frames[0]).toBe(frames[2]);
    expect(frames[0].length).toBe(2);
  });

  it('reads negative offsets, sizes, tile and flips of each piece in order', () => {
    expect(frames[0][0]).toEqual({ x: -0x14, y: -0x10, width: 4, height: 2, tile: 0, xflip: false, yflip: false, pal: 0, pri: false });
    expect(frames[0][1]).toEqual({ x: 0xc, y: 8, width: 1, height: 3, tile: 0x1c, xflip: true, yflip: true, pal: 3, pri: true });
  });

  it('reads a label glued to its macro (byte_12:spritePiece)', () => {
    expect(frames[1]).toEqual([{ x: 0, y: 0, width: 4, height: 1, tile: 0xf0, xflip: false, yflip: false, pal: 0, pri: false }]);
  });

  it('names the file and line of a bad piece', () => {
    expect(() => parseMappings(MAP.replace('4, 2, 0, 0', '5, 2, 0, 0'), '_maps/Test.asm')).toThrow(/_maps\/Test\.asm.*5x2/);
    expect(() => parseMappings(MAP.replace('$1C, 1', '$1C, x'), '_maps/Test.asm')).toThrow(/_maps\/Test\.asm/);
    expect(() => parseMappings(MAP.replace('byte_12:spritePiece', 'byte_13:spritePiece'), '_maps/Test.asm')).toThrow(/byte_12/);
  });
});

describeWithDisasm('the checkout\'s mappings and object table', (dir) => {
  const source = nodeDisasmSource(dir);
  const program = new AsmProgram(source, 'sonic.asm');
  const maps = readS1ObjectMappings(program, source);
  const consts = new Map(readS1RamLabels(program, source, 1).constants);
  const uses = readS1ObjectMappingUses(program, source, (n) => consts.get(n) ?? program.symbol(n));

  it('takes the revision\'s Map_Ring file (REV01: "Rings (JP1).asm", as the if Revision=0 block picks)', () => {
    expect(maps.get('Map_Ring')!.length).toBeGreaterThan(0);
    const rev00 = readS1ObjectMappings(new AsmProgram(source, 'sonic.asm', new Map([['Revision', 0]])), source);
    expect(rev00.get('Map_Ring')).not.toEqual(maps.get('Map_Ring'));
  });

  it('maps an object id to its routine file\'s obMap and obGfx (Moto Bug: Map_Moto, ArtTile_Moto_Bug palette 0)', () => {
    expect(uses.get(0x40)![0]).toMatchObject({ map: 'Map_Moto', gfx: consts.get('ArtTile_Moto_Bug'), self: true, file: '_incObj/40 Moto Bug.asm' });
    // The signpost's own mappings first, then the ring sparkles it spawns (a1).
    expect(uses.get(0x0d)!.map((u) => [u.map, u.self])).toEqual([['Map_Sign', true], ['Map_Ring', false]]);
    for (const [, list] of uses) for (const u of list) if (maps.has(u.map)) expect(maps.get(u.map)!.length).toBeGreaterThan(0);
  });
});
