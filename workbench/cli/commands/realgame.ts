/**
 * `subpixel realgame <verb>` (CONTRACTS §8): the user's own real game — a Genesis Plus GX
 * libretro core and a Sonic 1 ROM — driven from power-on by the frame rule, against the engine.
 * The verbs' work is in realgame/ (Node only); this file reads the options and prints.
 */
import { CoreError } from '../../../realgame/console/libretroCore.ts';
import { BootError } from '../../../realgame/games/s1/s1Boot.ts';
import { RealRunError } from '../../../realgame/realRun.ts';
import { RealGame, RomError } from '../../../realgame/realGameSession.ts';
import { realTraceRecord } from '../../../realgame/realTraceRecord.ts';
import { bootRouteScript } from '../../../realgame/bootRouteScript.ts';
import { verifyOnRealGame } from '../../../realgame/verifyOnRealGame.ts';
import { playInputs } from '../../../realgame/realRun.ts';
import { ImportError } from '../../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { findS1Act, S1_ACTS } from '../../../importers/s1/s1Acts.ts';
import { intOption, parseArgs, type ParsedArgs } from '../args.ts';
import { CliError, EXIT_FAILED } from '../cliError.ts';
import type { CliIo } from '../cliIo.ts';
import { disasmOptionsFrom, requireDisasm, withImportErrors } from '../disasmLevels.ts';
import { WORLD_FLAG_NAMES, WORLD_OPTION_NAMES } from '../worldOptions.ts';
import { realGameMovie } from '../realGameMovie.ts';
import { progressLine } from '../progressLine.ts';

export const CORE_ENV = 'SUBPIXEL_CORE';
export const ROM_ENV = 'SUBPIXEL_ROM';

export const REALGAME_HELP = `usage: subpixel realgame <verb> [options]
The real game: your own Genesis Plus GX libretro core (--core FILE or $${CORE_ENV}; the
genesis_plus_gx_libretro.so RetroArch users have) and Sonic 1 ROM (--rom FILE or $${ROM_ENV};
REV00 or REV01, the builds of the disassembly), driven from power-on. One movie frame is one
iteration of the game's level loop; lag frames are the emulator frames it skipped.

  realgame boot   --act s1:ACT          the boot route from power-on to the act's first frame:
                                        JSON {act, revision, frames, route, actStart}
  realgame trace  <movie> [--frames N]  JSON Lines: the real game per game-logic frame (trace
                                        record fields and units, plus lag, emuFrame and act)
  realgame verify <movie>               JSON {synced, frames, lagFrames, firstDivergence}:
                                        the real game against the engine, frame by frame;
                                        exit 1 when they part

A <movie> is any movie the CLI reads; for a format that does not record its act give
--level s1:ACT (and --rev N). The real game always has its objects, so a movie made without
them (--no-objects) cannot be played on it. Options:
  --core FILE  --rom FILE  --disasm DIR   (or $${CORE_ENV}, $${ROM_ENV}, $SUBPIXEL_DISASM)
  --level s1:ACT  --rev 0|1  --frames N`;

const VALUED = ['core', 'rom', 'act', 'frames', ...WORLD_OPTION_NAMES];
const FLAGS = [...WORLD_FLAG_NAMES];

function required(args: ParsedArgs, name: string, env: string, what: string): string {
  const v = args.options.get(name) ?? process.env[env];
  if (v === undefined || v === '') throw new CliError(`missing --${name} <file> (or $${env}): ${what}`);
  return v;
}

/** The real game from the options: core, ROM and the checkout that names its RAM. */
function openGame(args: ParsedArgs, io: CliIo): RealGame {
  const core = required(args, 'core', CORE_ENV, 'your Genesis Plus GX libretro core');
  const rom = required(args, 'rom', ROM_ENV, 'your Sonic 1 ROM');
  const disasm = requireDisasm(disasmOptionsFrom(args, io.err), 'subpixel realgame');
  return withImportErrors(disasm, () => new RealGame(core, rom, nodeDisasmSource(disasm)));
}

/** Turns the real game's refusals into one CLI line (exit 2). */
function realGameErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof CoreError || e instanceof RomError || e instanceof BootError) throw new CliError(e.message);
    if (e instanceof RealRunError) throw new CliError(e.message);
    if (e instanceof ImportError) throw new CliError(`${e.info.file}: ${e.info.message} [${e.info.code}]`);
    throw e;
  }
}

function actOption(args: ParsedArgs): string {
  const raw = args.options.get('act');
  if (raw === undefined) throw new CliError('missing --act s1:ACT (see --help)');
  const id = raw.startsWith('s1:') ? raw.slice(3) : raw;
  const act = findS1Act(id);
  if (act === undefined) throw new CliError(`option --act: no Sonic 1 act "${raw}" (acts: ${S1_ACTS.map((a) => `s1:${a.id}`).join(', ')})`);
  return act.id;
}

export async function realgameCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const [verb, ...rest] = argv;
  const args = parseArgs(rest, VALUED, FLAGS);
  switch (verb) {
    case 'boot':
      return realGameErrors(() => boot(args, io));
    case 'trace':
      return realGameErrors(() => trace(args, io));
    case 'verify':
      return realGameErrors(() => verify(args, io));
    case undefined:
      throw new CliError('missing verb: boot, trace or verify (see --help)');
    default:
      throw new CliError(`unknown verb "${verb}": boot, trace or verify (see --help)`);
  }
}

function boot(args: ParsedArgs, io: CliIo): number {
  const act = actOption(args);
  const game = openGame(args, io);
  try {
    const b = game.bootAct(act);
    io.out(JSON.stringify({
      act: `s1:${act}`,
      revision: game.rom.revision,
      rom: game.rom.sha1,
      frames: b.frames,
      route: bootRouteScript(b.console.pads),
      actStart: b.actStart,
    }));
    return 0;
  } finally {
    game.close();
  }
}

function trace(args: ParsedArgs, io: CliIo): number {
  const game = openGame(args, io);
  try {
    const movie = realGameMovie(args, game, io);
    const limit = args.options.has('frames') ? intOption(args, 'frames', 0) : movie.inputs.length;
    const inputs = movie.inputs.subarray(0, Math.min(limit, movie.inputs.length));
    const b = game.bootAct(movie.act);
    const progress = progressLine(io, 'realgame trace', inputs.length);
    let prevAngle = game.bridge.record(b.console).angle;
    playInputs(b.console, game.bridge, inputs, (f) => {
      io.out(JSON.stringify(realTraceRecord(f, prevAngle)));
      prevAngle = f.record.angle;
      progress.tick(f.f + 1);
    });
    progress.done();
    return 0;
  } finally {
    game.close();
  }
}

function verify(args: ParsedArgs, io: CliIo): number {
  const game = openGame(args, io);
  try {
    const movie = realGameMovie(args, game, io);
    const progress = progressLine(io, 'realgame verify', movie.inputs.length);
    const report = verifyOnRealGame(game, movie, (f) => progress.tick(f + 1));
    progress.done();
    io.out(JSON.stringify(report));
    return report.synced ? 0 : EXIT_FAILED;
  } finally {
    game.close();
  }
}
