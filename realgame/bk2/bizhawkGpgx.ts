/**
 * A BizHawk movie of the real game: what BizHawk itself writes for a Genesis movie recorded on
 * its Genplus-gx core from power-on, one input-log line per emulator frame (line i is the pad
 * during emulator frame i, power-on being frame 0). This is not movies/formats/bk2.ts, which
 * writes the engine's own movies (one line per game-logic frame from the level's start).
 *
 * Followed in TASEmulators/BizHawk:
 * - the archive (Bk2Movie.IO.cs AddBk2Lumps, ZipStateSaver.cs, BinaryStateLump.cs): the lumps
 *   `BizState 1.0` ("2", zip version 1.0.2) and `BizVersion.txt` first, then `Header.txt`,
 *   `Comments.txt`, `Subtitles.txt`, `SyncSettings.json`, `Input Log.txt`; each text lump is
 *   written with WriteLine, so it ends with one more line end than its lines;
 * - Header.txt (Bk2Header.cs: "Key Value" a line; HeaderKeys.cs; MainForm.Movie.cs
 *   PrepopulateMovieHeaderValues / PopulateWithDefaultHeaderValues): `Platform GEN` (a Genesis
 *   movie without it does not load), `Core Genplus-gx` (picks the core), `GameName` (the game
 *   database's name), `SHA1` (the ROM's SHA-1, upper-case hex), `rerecordCount` (ulong.Parse: a number), `StartsFromSavestate`
 *   absent (Bk2Movie.HeaderApi.cs removes the key when false). GPGX has no board name nor cycle
 *   timing (GPGX.cs implements neither IBoardInfo nor ICycleTiming), and `PAL` is written only
 *   for a PAL console;
 * - SyncSettings.json (ConfigService.SaveWithType: `{"o": {"$type": ..., fields}}`, enums as
 *   numbers; GPGX.ISettable.cs GPGXSyncSettings, in its declaration order): every field written,
 *   since defaults changed between versions (UseSixButton was true before 2.9; one ControlType
 *   became ControlTypeLeft/Right). Two 3-button pads (UseSixButton false, both ports Normal),
 *   as in published BizHawk movies of Sonic 1: the libretro core has a pad on each port too
 *   (port 1 a 3-button pad, realgame/console/libretroCore.ts; port 2 the core's default pad,
 *   never pressed);
 * - the input log (Bk2Movie.InputLog.cs WriteInputLog, Bk2LogEntryGenerator.cs,
 *   GPGXControlConverter.cs, Bk2MnemonicLookup.cs): "[Input]", "LogKey:" and the controls
 *   grouped as ControllerDefinition.ControlsOrdered groups them (the console's Power and Reset,
 *   then each pad's Up Down Left Right A B C Start), one "|"-framed line per frame with each
 *   button's mnemonic when pressed and "." when not, "[/Input]".
 * Lines end in CRLF, as BizHawk writes them on Windows. The zip has a fixed timestamp, so equal
 * movies give equal bytes.
 */
import { zipSync } from 'fflate';
import { BTN_A, BTN_B, BTN_C, BTN_DOWN, BTN_LEFT, BTN_RIGHT, BTN_START, BTN_UP } from '../../engine/input.ts';

export const LUMP_ZIP_VERSION = 'BizState 1.0';
export const LUMP_BIZ_VERSION = 'BizVersion.txt';
export const LUMP_HEADER = 'Header.txt';
export const LUMP_COMMENTS = 'Comments.txt';
export const LUMP_SUBTITLES = 'Subtitles.txt';
export const LUMP_SYNC_SETTINGS = 'SyncSettings.json';
export const LUMP_INPUT_LOG = 'Input Log.txt';

/** BizHawk's own names (HeaderKeys.cs, CoreNames.Gpgx, VSystemID.Raw.GEN, Bk2Movie's version). */
export const MOVIE_VERSION = 'BizHawk v2.0.0';
export const PLATFORM_GEN = 'GEN';
export const CORE_GPGX = 'Genplus-gx';

/** One Genesis 3-button pad's controls in GPGXControlConverter's Genesis3 order, with our bit and BizHawk's mnemonic. */
export const PAD3_BUTTONS: readonly { readonly name: string; readonly mnemonic: string; readonly bit: number }[] = [
  { name: 'Up', mnemonic: 'U', bit: BTN_UP },
  { name: 'Down', mnemonic: 'D', bit: BTN_DOWN },
  { name: 'Left', mnemonic: 'L', bit: BTN_LEFT },
  { name: 'Right', mnemonic: 'R', bit: BTN_RIGHT },
  { name: 'A', mnemonic: 'A', bit: BTN_A },
  { name: 'B', mnemonic: 'B', bit: BTN_B },
  { name: 'C', mnemonic: 'C', bit: BTN_C },
  { name: 'Start', mnemonic: 'S', bit: BTN_START },
];
/** The console's buttons (ControllerDef.BoolButtons "Power", "Reset"; mnemonics P and r). */
export const CONSOLE_BUTTONS: readonly { readonly name: string; readonly mnemonic: string }[] = [
  { name: 'Power', mnemonic: 'P' },
  { name: 'Reset', mnemonic: 'r' },
];

/** The LogKey BizHawk writes for GPGX with a 3-button pad on each port. */
export const GPGX_LOG_KEY = `LogKey:#${CONSOLE_BUTTONS.map((b) => b.name).join('|')}|${[1, 2].map((p) => `#${PAD3_BUTTONS.map((b) => `P${p} ${b.name}`).join('|')}|`).join('')}`;

/**
 * GPGXSyncSettings as BizHawk serializes them, every field in declaration order. The values are
 * the defaults of GPGX.ISettable.cs except the pads (3-button, on both ports), which the
 * libretro core here has too; region autodetected, no forced VDP mode and no BIOS are what the
 * libretro core does by default (the options that would change the console's timing).
 */
export const GPGX_SYNC_SETTINGS = {
  $type: 'BizHawk.Emulation.Cores.Consoles.Sega.gpgx.GPGX+GPGXSyncSettings, BizHawk.Emulation.Cores',
  UseSixButton: false,
  /** GPGX.ControlType: None 0, Normal 1. */
  ControlTypeLeft: 1,
  ControlTypeRight: 1,
  /** LibGPGX.Region.Autodetect. */
  Region: 0,
  /** LibGPGX.ForceVDP.Disabled. */
  ForceVDP: 0,
  LoadBIOS: false,
  /** OverscanType.None. */
  Overscan: 0,
  GGExtra: false,
  /** SMSFMSoundChipType.YM2413_MAME. */
  SMSFMSoundChip: 1,
  /** GenesisFMSoundChipType.MAME_YM2612. */
  GenesisFMSoundChip: 0,
  /** FilterType.LowPass. */
  Filter: 1,
  LowPassRange: 0x6666,
  LowFreq: 880,
  HighFreq: 5000,
  LowGain: 1,
  MidGain: 1,
  HighGain: 1,
  BackdropColor: 0xffff00ff,
  SpritesAlwaysOnTop: false,
} as const;

/** The sync settings line: Newtonsoft writes the three gains as `1.0`. */
export function syncSettingsJson(): string {
  return JSON.stringify({ o: GPGX_SYNC_SETTINGS }).replace(/"(LowGain|MidGain|HighGain)":1(?=[,}])/g, '"$1":1.0');
}

export interface RealBk2Header {
  readonly author: string;
  /** BizHawk's rerecord count (a whole number). */
  readonly rerecords: number;
  /** The game database's name of the ROM (bizhawkGameDb.ts). */
  readonly gameName: string;
  /** The ROM's SHA-1, upper-case hex (the SHA1 key; bizhawkGameDb.ts says what else import accepts there). */
  readonly hash: string;
  /** What wrote the movie, as BizHawk's emuVersion names its own version. */
  readonly emuVersion: string;
}

export interface RealBk2 {
  readonly header: RealBk2Header;
  readonly comments: readonly string[];
  /** The pad of each emulator frame from power-on (engine input byte; port 1). */
  readonly pads: ArrayLike<number>;
}

const CRLF = '\r\n';
/** 1980-01-01, the zip format's first date, as local time (fflate writes local components). */
const ZIP_TIME = new Date(1980, 0, 1, 0, 0, 0);

/** The header lines in the order BizHawk's new-movie code fills them. */
export function headerLines(h: RealBk2Header): string[] {
  const one = (s: string) => s.replace(/[\r\n]+/g, ' ');
  if (!Number.isSafeInteger(h.rerecords) || h.rerecords < 0) throw new RangeError(`rerecords ${h.rerecords} is not a whole number`);
  return [
    `MovieVersion ${MOVIE_VERSION}`,
    `Author ${one(h.author)}`,
    `emuVersion ${one(h.emuVersion)}`,
    `OriginalEmuVersion ${one(h.emuVersion)}`,
    `Platform ${PLATFORM_GEN}`,
    `GameName ${one(h.gameName)}`,
    `SHA1 ${h.hash}`,
    `Core ${CORE_GPGX}`,
    `rerecordCount ${h.rerecords}`,
  ];
}

/** One frame's line: "|" + Power/Reset + "|" + pad 1 + "|" + pad 2 (never pressed) + "|". */
function logLine(pad: number): string {
  let s = '|..|';
  for (const b of PAD3_BUTTONS) s += pad & b.bit ? b.mnemonic : '.';
  return `${s}|........|`;
}

/** The input log text: "[Input]", the LogKey, a line per emulator frame, "[/Input]". */
export function inputLogText(pads: ArrayLike<number>): string {
  const lines = new Array<string>(pads.length + 3);
  lines[0] = '[Input]';
  lines[1] = GPGX_LOG_KEY;
  // 256 distinct lines at most: built once each.
  const cache = new Map<number, string>();
  for (let i = 0; i < pads.length; i++) {
    const pad = pads[i] & 0xff;
    let line = cache.get(pad);
    if (line === undefined) cache.set(pad, (line = logLine(pad)));
    lines[i + 2] = line;
  }
  lines[pads.length + 2] = '[/Input]';
  return lines.join(CRLF) + CRLF;
}

/** The .bk2's bytes. */
export function writeRealBk2(movie: RealBk2): Uint8Array {
  const enc = new TextEncoder();
  // WriteLine(text): the lump's lines, each ending in CRLF, and WriteLine's own line end.
  const lump = (lines: readonly string[]) => enc.encode(lines.map((l) => l + CRLF).join('') + CRLF);
  const opts = { level: 6 as const, mtime: ZIP_TIME };
  return zipSync({
    [LUMP_ZIP_VERSION]: [enc.encode(`2${CRLF}`), opts],
    [LUMP_BIZ_VERSION]: [enc.encode(`${movie.header.emuVersion}${CRLF}`), opts],
    [LUMP_HEADER]: [lump(headerLines(movie.header)), opts],
    [LUMP_COMMENTS]: [lump(movie.comments.map((c) => c.replace(/[\r\n]+/g, ' '))), opts],
    [LUMP_SUBTITLES]: [lump([]), opts],
    [LUMP_SYNC_SETTINGS]: [enc.encode(syncSettingsJson() + CRLF), opts],
    [LUMP_INPUT_LOG]: [enc.encode(inputLogText(movie.pads)), opts],
  });
}
