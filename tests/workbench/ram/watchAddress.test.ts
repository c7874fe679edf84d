import { describe, expect, it } from 'vitest';
import { RamLabels } from '../../../engine/games/s1/ramLabels.ts';
import { RAM_LABELS_FORMAT } from '../../../engine/games/s1/ramLabelTable.ts';
import { formatAddress, parseWatchAddress } from '../../../workbench/src/ram/watchAddress.ts';
import { formatRamValue, misaligned, signedValue, watchesFromUi, watchesToUi, type RamWatch } from '../../../workbench/src/ram/ramWatches.ts';

const labels = new RamLabels({
  format: RAM_LABELS_FORMAT, game: 's1', revision: 1,
  variables: [['v_objspace', 0xffd000, 0x2000], ['v_player', 0xffd000, 0], ['v_rings', 0xfffe20, 2], ['v_time', 0xfffe22, 4]],
  constants: [['obX', 8], ['object_size', 0x40]],
});
const address = (text: string, l: RamLabels | null = labels): number | string => {
  const r = parseWatchAddress(text, l);
  return r.ok ? r.address : `${r.error.code}: ${r.error.message}`;
};

describe('what the user types to watch RAM', () => {
  it('takes full, short and 32-bit addresses, with $, 0x or bare hex', () => {
    expect(['$FFFE20', 'FFFE20', 'fe20', '$FE20', '0xFFFE20', '$FFFFFE20', '(v_rings).w'].map((t) => address(t))).toEqual(Array(7).fill(0xfffe20));
  });

  it('takes label expressions over the act\'s labels', () => {
    expect(['v_rings', 'v_player+obX', 'v_time+2', 'v_objspace+object_size*$21+obX', ' v_rings + 1 '].map((t) => address(t))).toEqual([
      0xfffe20, 0xffd008, 0xfffe24, 0xffd848, 0xfffe21,
    ]);
  });

  it('refuses what is not RAM, unknown labels and nothing, each with its code', () => {
    expect([address(''), address('$1234'), address('$A00000'), address('v_ringz'), address('v_rings', null), address('v_rings +* 2')]).toEqual([
      'ramAddressEmpty: type an address ($FFFE20, FE20) or a label (v_rings, v_player+obX)',
      "ramAddressOutside: $001234 is not in the 68000's RAM ($FF0000..$FFFFFF)",
      "ramAddressOutside: $A00000 is not in the 68000's RAM ($FF0000..$FFFFFF)",
      "ramLabelUnknown: no label v_ringz in the checkout's Variables.asm or Constants.asm",
      'ramLabelUnknown: v_rings: this level has no RAM labels, type an address ($FFFE20)',
      'ramAddressInvalid: cannot read "v_rings +* 2" as an address or a label expression',
    ]);
  });

  it('writes addresses as $FFFE20', () => {
    expect([formatAddress(0xfffe20), formatAddress(0xff0000)]).toEqual(['$FFFE20', '$FF0000']);
  });
});

describe('watch values and the kept list', () => {
  it('shows a value in hex (the size\'s digits), signed or unsigned', () => {
    expect([formatRamValue(0x32, 1, 'hex'), formatRamValue(0xfa00, 2, 'hex'), formatRamValue(0xfa00, 2, 'signed'), formatRamValue(0xfa00, 2, 'unsigned'), formatRamValue(0xffffffff, 4, 'signed')]).toEqual([
      '$32', '$FA00', '-1536', '64000', '-1',
    ]);
    expect([signedValue(0x7f, 1), signedValue(0x80, 1), signedValue(0x80000000, 4)]).toEqual([127, -128, -0x80000000]);
    expect([misaligned(0xfffe21, 2), misaligned(0xfffe21, 1), misaligned(0xfffe20, 4)]).toEqual([true, false, false]);
  });

  it('the list round-trips through the UI settings, and damaged entries are left out', () => {
    const list: RamWatch[] = [
      { expr: 'v_rings', address: 0xfffe20, size: 2, display: 'unsigned', pinned: true, plotted: false },
      { expr: 'v_player+obX', address: 0xffd008, size: 4, display: 'hex', pinned: false, plotted: true },
    ];
    const kept = JSON.parse(JSON.stringify(watchesToUi(list)));
    expect(watchesFromUi(kept)).toEqual(list);
    expect(watchesFromUi([
      ...kept, { expr: 'odd', address: 0xfffe21, size: 2, display: 'hex' }, { expr: 'rom', address: 0x1000, size: 1, display: 'hex' },
      { expr: 'x', address: 0xfffe20, size: 3, display: 'hex' }, { expr: 'x', address: 0xfffe20, size: 1, display: 'octal' }, 'junk', null,
    ])).toEqual(list);
    expect([watchesFromUi(undefined), watchesFromUi({ a: 1 })]).toEqual([[], []]);
  });
});
