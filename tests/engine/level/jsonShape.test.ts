import { describe, expect, it } from 'vitest';
import { checkJsonShape, lineColumn } from '../../../engine/level/jsonShape.ts';

const limits = { maxDepth: 3, maxItems: 4 };

describe('checkJsonShape', () => {
  it('accepts nesting up to the limit and refuses the first bracket past it, by offset', () => {
    expect(checkJsonShape('[[[1]]]', limits)).toBeNull();
    expect(checkJsonShape('[{"a":[{"b":1}]}]', limits)).toEqual({ limit: 'depth', offset: 7 });
  });

  it('accepts an array or object of the limit and refuses the item past it, at its comma', () => {
    expect(checkJsonShape('[1,2,3,4]', limits)).toBeNull();
    expect(checkJsonShape('{"a":1,"b":2,"c":3,"d":4,"e":5}', limits)).toEqual({ limit: 'items', offset: 24 });
  });

  it('counts each container on its own: a sibling array starts from zero', () => {
    expect(checkJsonShape('[[1,2,3,4],[1,2,3,4],[1]]', limits)).toBeNull();
  });

  it('ignores brackets, commas and escaped quotes inside strings', () => {
    expect(checkJsonShape('["[[[[,,,,", "\\"[[[[", "a,b,c,d,e"]', limits)).toBeNull();
  });

  it('finds line and column of an offset', () => {
    expect(lineColumn('{\n  "a": [\n', 9)).toEqual({ line: 2, column: 8 });
  });
});
