/** The AS functions s2disasm writes its tables with, evaluated as the assembler does. */
import { describe, expect, it } from 'vitest';
import { evaluateWithFunctions, readAsFunctions } from '../../../importers/art/asFunctions.ts';

const MACROS = `
tiles_to_bytes function addr,((addr&$7FF)<<5)
make_block_tile function addr,flx,fly,pal,pri,((pri&1)<<15)|((pal&3)<<13)|((fly&1)<<12)|((flx&1)<<11)|(addr&tile_mask)
make_block_tile_pair function addr,flx,fly,pal,pri,((make_block_tile(addr,flx,fly,pal,pri)<<16)|make_block_tile(addr,flx,fly,pal,pri))
loop function n,loop(n) ; calls itself
`;

describe('evaluateWithFunctions', () => {
  const fns = readAsFunctions(MACROS);
  const symbols = (n: string): number | undefined => ({ tile_mask: 0x7ff, ArtTile_X: 0x500 } as Record<string, number>)[n];

  it('reads each `name function params,expression` line', () => {
    expect([...fns.keys()]).toEqual(['tiles_to_bytes', 'make_block_tile', 'make_block_tile_pair', 'loop']);
    expect(fns.get('tiles_to_bytes')).toEqual({ params: ['addr'], body: '((addr&$7FF)<<5)' });
  });

  it('make_block_tile(ArtTile_X+$4,1,0,2,1) is priority, line 2, x flip and pattern $504: $CD04', () => {
    expect(evaluateWithFunctions('make_block_tile(ArtTile_X+$4 ,1,0,2,1)', fns, symbols)).toBe(0xcd04);
  });

  it('evaluates nested calls, and a call inside a larger expression', () => {
    expect(evaluateWithFunctions('make_block_tile_pair($10,0,1,0,0)', fns, symbols)).toBe(((0x1010 << 16) | 0x1010) | 0);
    expect(evaluateWithFunctions('tiles_to_bytes($393)+2', fns, symbols)).toBe(0x7262);
    // tiles_to_bytes masks the index to 11 bits, as the macro does.
    expect(evaluateWithFunctions('tiles_to_bytes($839)', fns, symbols)).toBe(0x39 << 5);
  });

  it('is undefined for an unknown symbol, a wrong number of arguments, or a function that calls itself', () => {
    expect(evaluateWithFunctions('tiles_to_bytes(Nowhere)', fns, symbols)).toBeUndefined();
    expect(evaluateWithFunctions('tiles_to_bytes(1,2)', fns, symbols)).toBeUndefined();
    expect(evaluateWithFunctions('loop(1)', fns, symbols)).toBeUndefined();
  });
});
