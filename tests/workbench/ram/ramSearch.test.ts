import { describe, expect, it } from 'vitest';
import { RamLabels } from '../../../engine/games/s1/ramLabels.ts';
import { S1RamMap } from '../../../engine/games/s1/ramMap.ts';
import { RAM_LABELS_FORMAT, type RamLabelTable } from '../../../engine/games/s1/ramLabelTable.ts';
import { FIXED_WORDS, P_RINGS, W_LEVEL_FRAME, W_LIVES } from '../../../engine/state/layout.ts';
import { G_TIME, S1_REGION_WORDS } from '../../../engine/games/s1/objects/s1State.ts';
import { compare, currentValues, filterRamSearch, startRamSearch, type RamSearch } from '../../../workbench/src/ram/ramSearch.ts';
import { parseSearchValue } from '../../../workbench/src/ram/searchValue.ts';
import { readS1RamLabels } from '../../../importers/s1/s1RamLabels.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';

/** Four variables and no object RAM: a map small enough to count by hand. */
const TABLE: RamLabelTable = {
  format: RAM_LABELS_FORMAT, game: 's1', revision: 1,
  variables: [['v_framecount', 0xfffe04, 2], ['v_lives', 0xfffe12, 1], ['v_rings', 0xfffe20, 2], ['v_time', 0xfffe22, 4]],
  constants: [],
};
const map = new S1RamMap(new RamLabels(TABLE));
const realActState = (): Int32Array => new Int32Array(FIXED_WORDS + S1_REGION_WORDS);
const addrs = (s: RamSearch): number[] => [...s.addresses];

describe('RAM search over a small map', () => {
  it('the map keeps exactly those variables\' bytes (no v_objspace, no v_objstate in this table)', () => {
    expect([map.addresses.length, map.missing.includes('v_objspace'), map.missing.includes('v_objstate')]).toEqual([2 + 1 + 2 + 4, true, true]);
  });

  it('starts with every modelled place of the size: bytes anywhere, words and longs at even addresses', () => {
    const s = realActState();
    expect(addrs(startRamSearch(map, s, { size: 1, signed: false }, 0))).toEqual([0xfffe04, 0xfffe05, 0xfffe12, 0xfffe20, 0xfffe21, 0xfffe22, 0xfffe23, 0xfffe24, 0xfffe25]);
    expect(addrs(startRamSearch(map, s, { size: 2, signed: false }, 0))).toEqual([0xfffe04, 0xfffe20, 0xfffe22, 0xfffe24]);
    // A long at $FFFE12 would take v_lives' unmodelled neighbours; v_rings+v_time's first word is one long.
    expect(addrs(startRamSearch(map, s, { size: 4, signed: false }, 0))).toEqual([0xfffe20, 0xfffe22]);
  });

  it('changed / unchanged / greater / less compare with the previous values, which each filter then renews', () => {
    const a = realActState();
    a[P_RINGS] = 5;
    a[W_LEVEL_FRAME] = 10;
    a[G_TIME] = 0x000102;
    let s = startRamSearch(map, a, { size: 2, signed: false }, 0);
    const b = a.slice();
    b[P_RINGS] = 6;
    b[W_LEVEL_FRAME] = 9;
    expect(addrs(filterRamSearch(s, map, b, 'notEqual', { kind: 'previous' }, 1))).toEqual([0xfffe04, 0xfffe20]);
    expect(addrs(filterRamSearch(s, map, b, 'equal', { kind: 'previous' }, 1))).toEqual([0xfffe22, 0xfffe24]);
    expect(addrs(filterRamSearch(s, map, b, 'less', { kind: 'previous' }, 1))).toEqual([0xfffe04]);
    s = filterRamSearch(s, map, b, 'greater', { kind: 'previous' }, 1);
    expect([addrs(s), [...s.previous], s.frame, s.filters]).toEqual([[0xfffe20], [6], 1, 1]);
    // The next filter compares with 6, not 5.
    const c = b.slice();
    c[P_RINGS] = 6;
    expect(addrs(filterRamSearch(s, map, c, 'greater', { kind: 'previous' }, 2))).toEqual([]);
    expect(addrs(filterRamSearch(s, map, c, 'equal', { kind: 'previous' }, 2))).toEqual([0xfffe20]);
  });

  it('compares with a number, signed or unsigned', () => {
    const a = realActState();
    a[P_RINGS] = 0xffff;
    a[W_LEVEL_FRAME] = 1;
    const unsigned = startRamSearch(map, a, { size: 2, signed: false }, 0);
    const signed = startRamSearch(map, a, { size: 2, signed: true }, 0);
    expect(addrs(filterRamSearch(unsigned, map, a, 'greater', { kind: 'value', value: 1 }, 0))).toEqual([0xfffe20]);
    expect(addrs(filterRamSearch(signed, map, a, 'less', { kind: 'value', value: 0 }, 0))).toEqual([0xfffe20]);
    expect([...currentValues(signed, map, a)]).toEqual([1, -1, 0, 0]);
    expect(addrs(filterRamSearch(signed, map, a, 'greaterOrEqual', { kind: 'value', value: 0 }, 0))).toEqual([0xfffe04, 0xfffe22, 0xfffe24]);
    expect(addrs(filterRamSearch(signed, map, a, 'lessOrEqual', { kind: 'value', value: 0 }, 0))).toEqual([0xfffe20, 0xfffe22, 0xfffe24]);
  });

  it('a state without game RAM (a hand-made level) has no candidates and drops them all', () => {
    const a = realActState();
    a[W_LIVES] = 3;
    const s = startRamSearch(map, a, { size: 1, signed: false }, 0);
    const handMade = new Int32Array(FIXED_WORDS + 10);
    expect([startRamSearch(map, handMade, { size: 1, signed: false }, 0).addresses.length, filterRamSearch(s, map, handMade, 'equal', { kind: 'previous' }, 1).addresses.length]).toEqual([0, 0]);
  });

  it('compare reads like the operators', () => {
    expect([compare(1, 'equal', 1), compare(1, 'notEqual', 1), compare(2, 'greater', 1), compare(2, 'less', 1), compare(1, 'greaterOrEqual', 1), compare(0, 'lessOrEqual', 1)]).toEqual([
      true, false, true, false, true, true,
    ]);
  });
});

describe('the number a search compares with', () => {
  it('takes decimal and hex, inside the size\'s range', () => {
    const u8 = { size: 1 as const, signed: false };
    const s16 = { size: 2 as const, signed: true };
    expect([parseSearchValue('12', u8), parseSearchValue('$C', u8), parseSearchValue('0xff', u8), parseSearchValue('-3', s16)]).toEqual([
      { ok: true, value: 12 }, { ok: true, value: 12 }, { ok: true, value: 255 }, { ok: true, value: -3 },
    ]);
    expect([parseSearchValue('256', u8), parseSearchValue('-1', u8), parseSearchValue('40000', s16), parseSearchValue('twelve', u8)]).toEqual([
      { ok: false, message: '256 is outside 0..255 (8 bits)' }, { ok: false, message: '-1 is outside 0..255 (8 bits)' },
      { ok: false, message: '40000 is outside -32768..32767 (16 bits, signed)' }, { ok: false, message: '"twelve" is not a number (12, -3, $C or 0xC)' },
    ]);
  });
});

describeWithDisasm('RAM search on Green Hill 1', (dir) => {
  it('narrows to the rings counter: greater after the first ring, equal to 1, then equal to 2 after the second', () => {
    const labels = new RamLabels(readS1RamLabels(s1Disassembly(1).program, nodeDisasmSource(dir), 1));
    const full = new S1RamMap(labels);
    const w = createWorld(s1Disassembly(1).importAct('ghz1').level, {});
    const states = [w.state.slice()];
    for (let i = 0; i < 119; i++) {
      w.step(i >= 72 && i < 92 ? 0x18 : 0x08);
      states.push(w.state.slice());
    }
    expect([states[113][P_RINGS], states[114][P_RINGS], states[118][P_RINGS], states[119][P_RINGS]]).toEqual([0, 1, 1, 2]);
    let s = startRamSearch(full, states[0], { size: 2, signed: false }, 0);
    const started = s.addresses.length;
    s = filterRamSearch(s, full, states[114], 'greater', { kind: 'previous' }, 114);
    s = filterRamSearch(s, full, states[114], 'equal', { kind: 'value', value: 1 }, 114);
    expect(addrs(s).map((a) => labels.nameOf(a))).toEqual(['v_objstate+2', 'v_rings']);
    s = filterRamSearch(s, full, states[119], 'equal', { kind: 'value', value: 2 }, 119);
    expect([started > 3000, addrs(s).map((a) => labels.nameOf(a)), [...s.previous]]).toEqual([true, ['v_rings'], [2]]);
  });
});
