/**
 * Sonic 1's special stages, read from the user's checkout as `SS_Load` (sonic.asm) finds them:
 * - `SS_LayoutIndex`: the six layouts' labels (`SS_1` ... `SS_6`; REV01 binclude's the JP1
 *   layouts of stages 5 and 6, the `Revision` conditional resolved by the AS reader), each an
 *   Enigma file (`sslayout/N.eni`) that `EniDec` decompresses with base tile 0 into
 *   v_ssbuffer2: $40 rows of $40 one-byte cells, $1000 bytes (each decoded word two cells, high
 *   byte first, as the 68000 stores it);
 * - `SS_StartLoc`: Sonic's start per stage (`startpos/ssN.bin`: obX, obY words);
 * - the item animations' frame lists `SS_AniRingData`, `SS_AniBumpData`, `SS_Ani1UpData`,
 *   `SS_AniRevData`, `SS_AniEmerData`, `SS_AniGlassData` (dc.b rows; SS_AniItems writes them
 *   into the layout, where Sonic touches them).
 * The engine places the layout into v_ssbuffer1 itself (engine/games/s1/special/ssLoad.ts).
 * A checkout without a layout is refused in one line naming the file (`missingFile`).
 */
import type { AsmProgram } from './asmProgram.ts';
import { importError } from './importError.ts';
import { enigmaDecompress } from '../art/enigma.ts';
import { SS_LAYOUT_BYTES, SS_STAGES, type SpecialStageData } from '../../engine/games/s1/special/ssData.ts';

export function readSpecialStages(p: AsmProgram, revision: number): SpecialStageData {
  const index = p.rowsAt('SS_LayoutIndex', 'sonic.asm').filter((st) => st.op === 'dc.l');
  const labels = index.flatMap((st) => st.args.map((a) => a.trim()));
  if (labels.length < SS_STAGES) {
    const st = index[index.length - 1];
    throw importError('unreadableTable', st?.file ?? 'sonic.asm', `SS_LayoutIndex has ${labels.length} entries; the game has ${SS_STAGES} special stages`, st ? { line: st.line } : {});
  }
  const layouts: Uint8Array[] = [];
  for (let i = 0; i < SS_STAGES; i++) {
    const { bytes, file } = p.bytesAt(labels[i], 'SS_LayoutIndex');
    const words = enigmaDecompress(bytes, file, 0, SS_LAYOUT_BYTES / 2);
    if (words.length !== SS_LAYOUT_BYTES / 2) {
      throw importError('corruptData', file, `decompresses to ${words.length * 2} bytes; SS_Load copies a layout of ${SS_LAYOUT_BYTES} ($40 rows of $40 cells)`);
    }
    const out = new Uint8Array(SS_LAYOUT_BYTES);
    for (let w = 0; w < words.length; w++) {
      out[2 * w] = words[w] >> 8;
      out[2 * w + 1] = words[w] & 0xff;
    }
    layouts.push(out);
  }
  const starts = p.bytesAt('SS_StartLoc', 'SS_StartLoc');
  if (starts.bytes.length < SS_STAGES * 4) {
    throw importError('truncatedFile', starts.file, `SS_StartLoc holds ${starts.bytes.length} bytes; ${SS_STAGES} start positions need ${SS_STAGES * 4}`, { offset: starts.bytes.length });
  }
  const b = starts.bytes;
  const startList = Array.from({ length: SS_STAGES }, (_, i) => ({ x: (b[4 * i] << 8) | b[4 * i + 1], y: (b[4 * i + 2] << 8) | b[4 * i + 3] }));
  const list = (label: string): Uint8Array => {
    const { bytes, file } = p.bytesAt(label, 'SS_AniIndex');
    const end = bytes.indexOf(0);
    if (end < 0) throw importError('unreadableTable', file, `${label} has no 0 ending its frames`);
    return bytes.slice(0, end + 1);
  };
  const animations = {
    ring: list('SS_AniRingData'), bumper: list('SS_AniBumpData'), oneUp: list('SS_Ani1UpData'),
    reverse: list('SS_AniRevData'), emerald: list('SS_AniEmerData'), glass: list('SS_AniGlassData'),
  };
  return { revision, layouts, starts: startList, animations };
}
