/**
 * The ROMs as BizHawk's game database knows them: the name BizHawk writes in a movie's
 * `GameName` key, and the hash it may write in `SHA1`. Export writes the ROM's own SHA-1 there
 * (HeaderKeys' name, what CONTRACTS §8 asks); BizHawk takes the value from its database entry
 * (Database.cs GetGameInfo: an entry found by the ROM's SHA-1, else MD5, else CRC32, gives its
 * own key as the game's Hash), and Sonic 1's entries in Assets/gamedb/gamedb_sega_md.txt are
 * keyed by MD5, so a movie BizHawk recorded of REV01 may say
 * `SHA1 09DADB5071EB35050067A32462E39C5F` (an MD5 under the key's name). Import accepts either;
 * on playing ours BizHawk at most warns that the hash differs, and plays it.
 * tests/realgame/bizhawkGpgx.test.ts checks these MD5s against the ROMs.
 */
import type { KnownRom } from '../rom/romIdentity.ts';

export interface BizHawkGameEntry {
  /** The entry's name (BizHawk's GameName for the ROM). */
  readonly name: string;
  /** The entry's key, upper-case hex: what BizHawk writes as the movie's SHA1. */
  readonly hash: string;
}

/** By the ROM's SHA-1 (realgame/rom/romIdentity.ts KNOWN_ROMS). */
const ENTRIES: Readonly<Record<string, BizHawkGameEntry>> = {
  '69E102855D4389C3FD1A8F3DC7D193F8EEE5FE5B': { name: 'Sonic The Hedgehog (W) (REV01) [!]', hash: '09DADB5071EB35050067A32462E39C5F' },
  '6DDB7DE1E17E7F6CDB88927BD906352030DAA194': { name: 'Sonic The Hedgehog (W) (REV00) [!]', hash: '1BC674BE034E43C96B86487AC69D9293' },
  // Sonic 2 REV01, what s2disasm builds bit-perfect (its build checks this MD5).
  '8BCA5DCEF1AF3E00098666FD892DC1C2A76333F9': { name: 'Sonic The Hedgehog 2 (W) (REV01) [!]', hash: '9FEEB724052C39982D432A7851C98D3E' },
};

export function bizhawkGameEntry(rom: KnownRom): BizHawkGameEntry {
  const e = ENTRIES[rom.sha1];
  if (e === undefined) throw new RangeError(`no BizHawk game database entry for ${rom.title} (${rom.sha1})`);
  return e;
}

/**
 * Whether a movie's SHA1 header value names this ROM (BizHawk's database hash, or its SHA-1). A
 * ROM without an entry here is named by its SHA-1 alone.
 */
export function movieHashNamesRom(value: string, rom: KnownRom): boolean {
  const v = value.trim().toUpperCase();
  return v === rom.sha1 || v === ENTRIES[rom.sha1]?.hash;
}
