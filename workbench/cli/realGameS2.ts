/**
 * `subpixel realgame boot|trace|verify` on a Sonic 2 ROM (issue 28, item 5): the same verbs on
 * the real Sonic 2 REV01 (s2disasm's build) with the s2disasm checkout, which names its RAM and
 * builds the acts the engine plays. realgame.ts sends a verb here when the ROM's identity
 * (realgame/rom/romIdentity.ts) says Sonic 2; export takes the movie read here
 * (realgame/games/s2/exportS2Movie.ts); import and serve are Sonic 1's for now and say so.
 *
 * Sonic plays alone (the title's OPTIONS → PLAYER SELECT route) unless `--partner tails` asks
 * for the game's Sonic and Tails (Start alone), whose Tails the engine's CPU partner follows.
 * A movie names its act with `--level s2:ACT` (a Sonic 2 act is a plain level: no movie format
 * records which act it is).
 */
import type { Level } from '../../engine/level/types.ts';
import { levelHash } from '../../engine/level/levelHash.ts';
import { createWorld } from '../../engine/world/world.ts';
import { worldMeta } from '../../movies/model/worldMeta.ts';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { findS2Act, s2ActList } from '../../importers/s2/s2Acts.ts';
import { bootRouteScript } from '../../realgame/bootRouteScript.ts';
import { readRom } from '../../realgame/realGameSession.ts';
import { makeS2FrameComparer, s2ObjectName } from '../../realgame/games/s2/s2CompareFrames.ts';
import type { S2Players } from '../../realgame/games/s2/s2Boot.ts';
import { S2RealGame } from '../../realgame/games/s2/s2RealGame.ts';
import { realTraceRecord } from '../../realgame/realTraceRecord.ts';
import { playInputs } from '../../realgame/realRun.ts';
import { intOption, type ParsedArgs } from './args.ts';
import { CliError, EXIT_FAILED } from './cliError.ts';
import type { CliIo } from './cliIo.ts';
import { disasmOptionsFrom, importS2Act, requireDisasmS2, S2_LEVEL_PREFIX, withImportErrors } from './disasmLevels.ts';
import { readMovieFile } from './loadMovie.ts';
import { progressLine } from './progressLine.ts';

/** Whether the ROM at `path` is Sonic 2 (an unknown ROM is refused by readRom in one line). */
export function isSonic2Rom(path: string): boolean {
  return readRom(path).rom.game === 's2';
}

/** The real Sonic 2 from the core, the ROM and the s2disasm checkout (--disasm or $SUBPIXEL_DISASM_S2). */
export function openS2Game(core: string, rom: string, args: ParsedArgs, io: CliIo): S2RealGame {
  const dir = requireDisasmS2(disasmOptionsFrom(args, io.err), 'subpixel realgame on a Sonic 2 ROM');
  return withImportErrors(dir, () => new S2RealGame(core, rom, nodeDisasmSource(dir)));
}

/** `s2:ehz1` (or `ehz1`) from --act or --level, checked against the game's acts. */
function s2Act(args: ParsedArgs, option: 'act' | 'level'): string {
  const raw = args.options.get(option);
  if (raw === undefined) throw new CliError(`missing --${option} ${S2_LEVEL_PREFIX}ACT: the Sonic 2 act${option === 'level' ? ' the movie plays' : ''} (see --help)`);
  if (raw.includes(':') && !raw.startsWith(S2_LEVEL_PREFIX)) throw new CliError(`option --${option}: the ROM is Sonic 2, so the act is ${S2_LEVEL_PREFIX}ACT, not "${raw}"`);
  const id = raw.startsWith(S2_LEVEL_PREFIX) ? raw.slice(S2_LEVEL_PREFIX.length) : raw;
  if (findS2Act(id) === undefined) throw new CliError(`option --${option}: no Sonic 2 act "${raw}" (acts: ${s2ActList()})`);
  return id;
}

/** Sonic alone, or `--partner tails`: the game's Sonic and Tails. */
export function players(args: ParsedArgs): S2Players {
  const partner = args.options.get('partner') ?? 'none';
  if (partner === 'none') return 'sonic';
  if (partner === 'tails') {
    const control = args.options.get('partner-control') ?? 'cpu';
    if (control !== 'cpu') throw new CliError(`option --partner-control ${control}: the real Sonic 2's Tails is the game's CPU (Tails_Control's TailsCPU); the second pad is not played`);
    return 'sonicAndTails';
  }
  throw new CliError(`option --partner ${partner}: Sonic 2 plays Sonic alone or with Tails (--partner tails)`);
}

function rejectSonic1Options(args: ParsedArgs): void {
  for (const name of ['rev', 'fix', 'profile', 'character']) {
    if (args.options.has(name)) throw new CliError(`option --${name}: the real Sonic 2 is played as the checkout builds it, with its own Sonic and no fixes`);
  }
  if (args.flags.has('no-objects')) throw new CliError('option --no-objects: the real game always has its objects; a movie made without them cannot be played on it');
}

export function bootS2(args: ParsedArgs, io: CliIo, game: S2RealGame): number {
  rejectSonic1Options(args);
  const act = s2Act(args, 'act');
  const who = players(args);
  const b = game.bootAct(act, who);
  io.out(JSON.stringify({
    act: `${S2_LEVEL_PREFIX}${act}`,
    revision: game.rom.revision,
    rom: game.rom.sha1,
    players: who,
    frames: b.frames,
    route: bootRouteScript(b.console.pads),
    actStart: b.actStart,
  }));
  game.closeConsole(b.console);
  return 0;
}

export interface S2Movie {
  readonly act: string;
  readonly level: Level;
  readonly inputs: Uint8Array;
  /** The movie file's path, author and rerecord count (an input script has none: "" and 0). */
  readonly path: string;
  readonly author: string;
  readonly rerecords: number;
}

/** The movie at the first positional argument, played on `--level s2:ACT`. */
export function s2Movie(args: ParsedArgs, io: CliIo, game: S2RealGame): S2Movie {
  rejectSonic1Options(args);
  const path = args.positional[0];
  if (path === undefined) throw new CliError('missing <movie> (see --help)');
  if (args.positional.length > 1) throw new CliError(`unexpected argument "${args.positional[1]}": one movie (see --help)`);
  const act = s2Act(args, 'level');
  const level = importS2Act(act, { ...disasmOptionsFrom(args, io.err), objects: true }).level;
  const movie = readMovieFile(path, worldMeta(level, {}), io.err);
  if (movie.savestate !== undefined && movie.savestate !== null) throw new CliError(`${path}: the movie starts from a savestate; the real game plays from power-on, so only a movie from the act's start can be played on it`);
  // A movie that names a level (an .spx) was made on this act as this checkout builds it, or it says which.
  if (movie.meta.level.hash !== 0 && movie.meta.level.hash !== levelHash(level)) {
    io.err(`warning: ${path}: made on a level with hash ${movie.meta.level.hash.toString(16)}, not ${S2_LEVEL_PREFIX}${act} as this checkout builds it (${levelHash(level).toString(16)}): played on the checkout's`);
  }
  return { act, level, inputs: movie.inputs, path, author: movie.meta.author, rerecords: movie.meta.rerecords };
}

function frameLimit(args: ParsedArgs, inputs: Uint8Array): Uint8Array {
  const limit = args.options.has('frames') ? intOption(args, 'frames', 0) : inputs.length;
  return inputs.subarray(0, Math.min(limit, inputs.length));
}

export function traceS2(args: ParsedArgs, io: CliIo, game: S2RealGame): number {
  const movie = s2Movie(args, io, game);
  const inputs = frameLimit(args, movie.inputs);
  const b = game.bootAct(movie.act, players(args));
  try {
    const progress = progressLine(io, 'realgame trace', inputs.length);
    let prevAngle = game.bridge.record(b.console).angle;
    playInputs(b.console, game.bridge, inputs, (f) => {
      io.out(JSON.stringify(realTraceRecord(f, prevAngle, s2ObjectName)));
      prevAngle = f.record?.angle ?? prevAngle;
      progress.tick(f.f + 1);
    });
    progress.done();
    return 0;
  } finally {
    game.closeConsole(b.console);
  }
}

export function verifyS2(args: ParsedArgs, io: CliIo, game: S2RealGame): number {
  const movie = s2Movie(args, io, game);
  const who = players(args);
  const b = game.bootAct(movie.act, who);
  try {
    const w = createWorld(movie.level, { vblank: b.actStart.vblank, ...(who === 'sonicAndTails' ? { partner: { character: 'tails' as const, control: 'cpu' as const } } : {}) });
    const cmp = makeS2FrameComparer(w, movie.act);
    const progress = progressLine(io, 'realgame verify', movie.inputs.length);
    playInputs(b.console, game.bridge, movie.inputs, (f) => {
      progress.tick(f.f + 1);
      return cmp.compare(f);
    });
    progress.done();
    const report = { ...cmp.report(), actStart: b.actStart, bootFrames: b.frames, players: who };
    io.out(JSON.stringify(report));
    return report.synced ? 0 : EXIT_FAILED;
  } finally {
    game.closeConsole(b.console);
  }
}
