/**
 * Which game a ROM is, by its SHA-1: the retail ROMs the disassemblies build bit-perfect (so a
 * user's dump and a build of the checkout are the same file). A ROM that is none of them is
 * refused before the core ever runs it: a hack or a bad dump would play other frames.
 * SHA-1s are upper-case hex, as BizHawk writes them in a movie's header.
 */
import { createHash } from 'node:crypto';

/** The games the bridge plays (realgame/games/<game>/). */
export type RomGame = 's1' | 's2';

export interface KnownRom {
  readonly game: RomGame;
  readonly revision: 0 | 1;
  /** As the game's community names it. */
  readonly title: string;
  readonly sha1: string;
}

export const KNOWN_ROMS: readonly KnownRom[] = [
  { game: 's1', revision: 1, title: 'Sonic the Hedgehog (REV01)', sha1: '69E102855D4389C3FD1A8F3DC7D193F8EEE5FE5B' },
  { game: 's1', revision: 0, title: 'Sonic the Hedgehog (REV00)', sha1: '6DDB7DE1E17E7F6CDB88927BD906352030DAA194' },
  // s2disasm's s2built.bin as the checkout builds it (MD5 9feeb724052c39982d432a7851c98d3e).
  { game: 's2', revision: 1, title: 'Sonic the Hedgehog 2 (REV01)', sha1: '8BCA5DCEF1AF3E00098666FD892DC1C2A76333F9' },
];

/** A known ROM of one game. */
export type KnownRomOf<G extends RomGame> = KnownRom & { readonly game: G };

export function isRomOf<G extends RomGame>(rom: KnownRom, game: G): rom is KnownRomOf<G> {
  return rom.game === game;
}

export function romSha1(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('hex').toUpperCase();
}

/** The known ROM these bytes are, or null. */
export function identifyRom(bytes: Uint8Array): KnownRom | null {
  const sha1 = romSha1(bytes);
  return KNOWN_ROMS.find((r) => r.sha1 === sha1) ?? null;
}
