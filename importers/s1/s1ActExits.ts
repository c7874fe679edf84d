/**
 * Where each Sonic 1 act goes when it ends, read from the checkout: the act the game loads next
 * (its `v_zone` word), or null where the game leaves the levels (the Final Zone's ending).
 *
 * Three routines end an act into another, each writing v_zone and f_restart:
 *  - `Got_NextLevel` (_incObj/3A Got Through Card.asm), after every results card: the entry of
 *    the `LevelOrder` table for the act (8 bytes a zone, 2 an act: zone, act); 0 is the Sega
 *    screen, i.e. no act.
 *  - Scrap Brain 2's fall past x = $2000 (`Sonic_LevelBound` .bottom, _incObj/Sonic LevelBound.asm).
 *  - Scrap Brain 3's climb to the top (`DLE_SBZ3`, _inc/DynamicLevelEvents.asm).
 * The last two write their act as an immediate operand (`move.w #(id_LZ<<8)+3,(v_zone).w`);
 * for those acts that is where the act ends (their card, SBZ2's, goes on in the act).
 */
import type { AsmProgram } from './asmProgram.ts';
import { importError } from './importError.ts';
import { S1_ACTS } from './s1Acts.ts';

const LEVEL_ORDER_FILE = '_incObj/3A Got Through Card.asm';

/** The act id of a v_zone word (zone << 8 | act), or null when it names no act. */
function actOfZoneWord(word: number): string | null {
  const zone = (word >> 8) & 0xff;
  const act = word & 0xff;
  return S1_ACTS.find((a) => a.zone === zone && a.act === act)?.id ?? null;
}

/** The immediate a routine writes to v_zone: the first `move.w #...,(v_zone).w` from `label` to the next label. */
function zoneWrittenBy(program: AsmProgram, label: string, file: string): number {
  const start = program.labelIndex(label, file);
  for (let i = start; i < program.statements.length; i++) {
    const st = program.statements[i];
    if (i > start && st.label !== undefined) break;
    if (st.op === 'move.w' && st.args[1] === '(v_zone).w' && st.args[0].startsWith('#')) {
      const v = program.evaluate(st.args[0].slice(1));
      if (v === undefined) throw importError('unreadableTable', st.file, `cannot evaluate ${JSON.stringify(st.args[0])} in ${label}`, { line: st.line });
      return v & 0xffff;
    }
  }
  throw importError('unreadableTable', file, `${label} writes no level to v_zone: the act's exit is not readable`);
}

/** Each act's next act (null: the game leaves the levels there). */
export function readActExits(program: AsmProgram): ReadonlyMap<string, string | null> {
  const { bytes, file } = program.bytesAt('LevelOrder', LEVEL_ORDER_FILE);
  const exits = new Map<string, string | null>();
  // The ending's Green Hill (zone 6) has no results card and no entry.
  for (const a of S1_ACTS.filter((x) => x.id !== 'end')) {
    const at = a.zone * 8 + a.act * 2;
    if (at + 1 >= bytes.length) throw importError('unreadableTable', file, `LevelOrder has ${bytes.length} bytes: no entry for ${a.id} (offset ${at})`);
    const word = (bytes[at] << 8) | bytes[at + 1];
    // Got_NextLevel: `tst.w d0` / `bne.s Got_ChkSS` — a 0 goes to the Sega screen, not to GHZ1.
    exits.set(a.id, word === 0 ? null : actOfZoneWord(word));
  }
  exits.set('sbz2', actOfZoneWord(zoneWrittenBy(program, 'Sonic_LevelBound', '_incObj/Sonic LevelBound.asm')));
  exits.set('sbz3', actOfZoneWord(zoneWrittenBy(program, 'DLE_SBZ3', '_inc/DynamicLevelEvents.asm')));
  return exits;
}
