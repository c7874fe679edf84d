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
import { exportRealMovie, type ExportedAct } from '../../../realgame/exportRealMovie.ts';
import { importRealMovie, type ImportReport } from '../../../realgame/importRealMovie.ts';
import { RealMovieError } from '../../../realgame/realMovieError.ts';
import { writeSpx } from '../../../movies/formats/spx.ts';
import { limitText, MAX_ZIP_BYTES } from '../../../movies/formats/limits.ts';
import { ImportError } from '../../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { findS1Act, S1_ACTS } from '../../../importers/s1/s1Acts.ts';
import { intOption, parseArgs, type ParsedArgs } from '../args.ts';
import { CliError, EXIT_FAILED } from '../cliError.ts';
import type { CliIo } from '../cliIo.ts';
import { disasmOptionsFrom, requireDisasm, withImportErrors } from '../disasmLevels.ts';
import { WORLD_FLAG_NAMES, WORLD_OPTION_NAMES } from '../worldOptions.ts';
import { realGameMovie } from '../realGameMovie.ts';
import { progressLine, type ProgressLine } from '../progressLine.ts';
import { writeFileAtomic } from '../writeFileAtomic.ts';
import { readBoundedFile } from '../readBoundedFile.ts';
import { DEFAULT_ORIGIN, serveVerb } from '../realGameServe.ts';
import { bootS2, isSonic2Rom, openS2Game, players as s2Players, s2Movie, traceS2, verifyS2 } from '../realGameS2.ts';
import { exportS2Movie } from '../../../realgame/games/s2/exportS2Movie.ts';
import { importS2Movie } from '../../../realgame/games/s2/importS2Movie.ts';
import type { S2RealGame } from '../../../realgame/games/s2/s2RealGame.ts';
import { mkdirSync } from 'node:fs';
import { CORE_ENV, ROM_ENV } from '../realGameEnv.ts';
import { join } from 'node:path';

export { CORE_ENV, ROM_ENV };

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
  realgame export <movie>... --out F.bk2 [--author NAME]
                                        one BizHawk movie from power-on (Genplus-gx core):
                                        the boot route, then each act movie in game order,
                                        the act ends played with nothing pressed; every frame
                                        checked against the engine and the .bk2 replayed from
                                        power-on before it is written; exit 1 (nothing
                                        written) when the engine and the real game part
  realgame import F.bk2 --out DIR       a BizHawk movie of the real game from power-on, cut
                                        into one movie per act (DIR/01-ghz1.spx ...), each
                                        replayed on the engine: JSON {synced, acts}; exit 1
                                        when an act parts from the engine
  realgame serve [--port N] [--origin URL,...]
                                        the real game for the workbench: a server on
                                        127.0.0.1 (port 0: a free one) for the pages of
                                        --origin only (default ${DEFAULT_ORIGIN}); prints
                                        the URL and a new token to paste into the Real game
                                        panel; Ctrl+C stops it

On a Sonic 2 ROM (s2disasm's REV01 build, with --disasm the s2disasm checkout or
$SUBPIXEL_DISASM_S2) boot, trace, verify and export play Sonic 2's acts: --act s2:ACT for
boot, --level s2:ACT for a movie, Sonic alone or --partner tails for Sonic and Tails (the
game's CPU Tails against the engine's); export takes one act movie (Sonic 2's act ends are not
played yet); import cuts a Sonic 2 BizHawk movie into act movies, with Tails where the game had
him; serve is Sonic 1's for now.

A <movie> is any movie the CLI reads; for a format that does not record its act give
--level s1:ACT (and --rev N); --level names the act of every movie given, so export several
acts as movies that record theirs (.spx). The real game always has its objects, so a movie
made without them (--no-objects) cannot be played on it. Options:
  --core FILE  --rom FILE  --disasm DIR   (or $${CORE_ENV}, $${ROM_ENV}, $SUBPIXEL_DISASM)
  --level s1:ACT  --rev 0|1  --frames N  --out FILE|DIR  --author NAME  --port N  --origin URL`;

const VALUED = ['core', 'rom', 'act', 'frames', 'out', 'author', 'port', 'origin', ...WORLD_OPTION_NAMES];
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
    if (e instanceof RealRunError || e instanceof RealMovieError) throw new CliError(e.message);
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
  if (verb !== undefined && realGameErrors(() => sonic2Rom(args))) return realGameErrors(() => sonic2Verb(verb, args, io));
  switch (verb) {
    case 'boot':
      return realGameErrors(() => boot(args, io));
    case 'trace':
      return realGameErrors(() => trace(args, io));
    case 'verify':
      return realGameErrors(() => verify(args, io));
    case 'export':
      return realGameErrors(() => exportVerb(args, io));
    case 'import':
      return realGameErrors(() => importVerb(args, io));
    case 'serve':
      return serveVerb(args, io, () => realGameErrors(() => openGame(args, io)));
    case undefined:
      throw new CliError('missing verb: boot, trace, verify, export, import or serve (see --help)');
    default:
      throw new CliError(`unknown verb "${verb}": boot, trace, verify, export, import or serve (see --help)`);
  }
}

/** Whether --rom (or $SUBPIXEL_ROM) names a Sonic 2 ROM; a missing or unknown ROM is left to the verb's own refusal. */
function sonic2Rom(args: ParsedArgs): boolean {
  const rom = args.options.get('rom') ?? process.env[ROM_ENV];
  if (rom === undefined || rom === '') return false;
  try {
    return isSonic2Rom(rom);
  } catch (e) {
    if (e instanceof RomError) return false;
    throw e;
  }
}

/** boot, trace and verify on the real Sonic 2 (workbench/cli/realGameS2.ts). */
function sonic2Verb(verb: string, args: ParsedArgs, io: CliIo): number {
  if (verb !== 'boot' && verb !== 'trace' && verb !== 'verify' && verb !== 'export' && verb !== 'import') {
    if (verb !== 'serve') throw new CliError(`unknown verb "${verb}": boot, trace, verify, export, import or serve (see --help)`);
    throw new CliError(`realgame ${verb}: Sonic 1's for now; on a Sonic 2 ROM the verbs are boot, trace, verify, export and import`);
  }
  const out = verb === 'export' ? outOption(args, 'F.bk2') : '';
  const imported = verb === 'import' ? importArgs(args) : null;
  const core = required(args, 'core', CORE_ENV, 'your Genesis Plus GX libretro core');
  const game = openS2Game(core, required(args, 'rom', ROM_ENV, 'your ROM'), args, io);
  try {
    if (verb === 'export') return exportS2(args, io, game, out);
    if (imported !== null) {
      const progress = importProgress(io);
      const report = importS2Movie(game, imported.bytes, imported.path, { progress: progress.tick });
      progress.done();
      return writeImported(report, imported.out, io);
    }
    return verb === 'boot' ? bootS2(args, io, game) : verb === 'trace' ? traceS2(args, io, game) : verifyS2(args, io, game);
  } finally {
    game.close();
  }
}

/** `realgame export` of one Sonic 2 act movie (realgame/games/s2/exportS2Movie.ts), printed as Sonic 1's export prints. */
function exportS2(args: ParsedArgs, io: CliIo, game: S2RealGame, out: string): number {
  const movie = s2Movie(args, io, game);
  const author = args.options.get('author') ?? movie.author;
  const progress = progressLine(io, 'realgame export', movie.inputs.length * 2);
  const result = exportS2Movie(game, { act: movie.act, inputs: movie.inputs, level: movie.level, name: movie.path, players: s2Players(args) }, {
    author, rerecords: movie.rerecords, progress: (done) => progress.tick(done),
  });
  progress.done();
  const parted = result.report.acts[0];
  if (!result.ok) {
    io.out(JSON.stringify({ ...parted.verify, actStart: parted.actStart, movie: parted.name, act: parted.act, written: false }));
    return EXIT_FAILED;
  }
  writeFileAtomic(out, result.bk2);
  const r = result.report;
  io.out(JSON.stringify({ synced: true, out, bytes: result.bk2.length, emulatorFrames: r.emulatorFrames, bootFrames: r.bootFrames, author, rerecords: movie.rerecords, acts: r.acts.map(exportedActJson) }));
  return 0;
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
      prevAngle = f.record?.angle ?? prevAngle;
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

function outOption(args: ParsedArgs, what: string): string {
  const out = args.options.get('out');
  if (out === undefined || out === '') throw new CliError(`missing --out ${what} (see --help)`);
  return out;
}

/** One act of an export's report as printed. */
function exportedActJson(a: ExportedAct) {
  return { n: a.n, movie: a.name, act: a.act, frames: a.verify.frames, lagFrames: a.verify.lagFrames, restarts: a.restarts, emuStart: a.emuStart, actStart: a.actStart };
}

function exportVerb(args: ParsedArgs, io: CliIo): number {
  const out = outOption(args, 'F.bk2');
  if (args.positional.length === 0) throw new CliError('missing <movie>: the act movies to export, in game order (see --help)');
  const game = openGame(args, io);
  try {
    const movies = args.positional.map((path) => realGameMovie(args, game, io, path));
    const author = args.options.get('author') ?? movies[0].meta.author;
    const rerecords = movies.reduce((n, m) => n + m.meta.rerecords, 0);
    const total = movies.reduce((n, m) => n + m.inputs.length, 0);
    const progress = progressLine(io, 'realgame export', total * 2);
    const result = exportRealMovie(game, movies.map((m) => ({ act: m.act, inputs: m.inputs, level: m.level, name: m.path, run: m.run })), { author, rerecords, progress: (done) => progress.tick(done) });
    progress.done();
    if (!result.ok) {
      const parted = result.report.acts[result.report.acts.length - 1];
      io.out(JSON.stringify({ ...parted.verify, actStart: parted.actStart, movie: parted.name, act: parted.act, written: false }));
      return EXIT_FAILED;
    }
    writeFileAtomic(out, result.bk2);
    const r = result.report;
    io.out(JSON.stringify({ synced: true, out, bytes: result.bk2.length, emulatorFrames: r.emulatorFrames, bootFrames: r.bootFrames, author, rerecords, acts: r.acts.map(exportedActJson) }));
    return 0;
  } finally {
    game.close();
  }
}

/** The .bk2 import reads (its one positional argument, bounded) and the folder it writes to. */
function importArgs(args: ParsedArgs): { out: string; path: string; bytes: Uint8Array } {
  const out = outOption(args, 'DIR');
  const path = args.positional[0];
  if (path === undefined) throw new CliError('missing <F.bk2>: the BizHawk movie to import (see --help)');
  if (args.positional.length > 1) throw new CliError(`unexpected argument "${args.positional[1]}": import reads one .bk2 (see --help)`);
  return { out, path, bytes: new Uint8Array(readBoundedFile(path, MAX_ZIP_BYTES, limitText('MAX_ZIP_BYTES'))) };
}

/** A progress line for import, made once the total (the input log's lines) is known. */
function importProgress(io: CliIo): { tick: (done: number, total: number) => void; done: () => void } {
  let line: ProgressLine | null = null;
  return { tick: (done, total) => (line ??= progressLine(io, 'realgame import', total)).tick(done), done: () => line?.done() };
}

function importVerb(args: ParsedArgs, io: CliIo): number {
  const { out, path, bytes } = importArgs(args);
  const game = openGame(args, io);
  try {
    const progress = importProgress(io);
    const report = importRealMovie(game, bytes, path, { progress: progress.tick });
    progress.done();
    return writeImported(report, out, io);
  } finally {
    game.close();
  }
}

/** The act movies of an import written to `out` (DIR/01-ghz1.spx ...) and its report printed; exit 1 when an act parts from the engine. */
function writeImported(report: ImportReport, out: string, io: CliIo): number {
  try {
    mkdirSync(out, { recursive: true });
  } catch {
    throw new CliError(`${out}: cannot create the folder`);
  }
  const acts = report.acts.map((a) => {
    const file = join(out, `${a.name}.spx`);
    writeFileAtomic(file, writeSpx(a.movie));
    return {
      n: a.n, file, act: a.act, frames: a.verify.frames, lagFrames: a.verify.lagFrames, restarts: a.restarts, actEndFrames: a.actEndFrames,
      emuStart: a.emuStart, actStart: a.actStart, left: a.left, synced: a.verify.synced, firstDivergence: a.verify.firstDivergence,
      ...(a.from !== null ? { exported: { level: a.from.level, levelMatches: a.from.level === a.movie.meta.level.hash, frames: a.from.frames } } : {}),
    };
  });
  io.out(JSON.stringify({ synced: report.synced, emulatorFrames: report.emulatorFrames, bootFrames: report.bootFrames, author: report.author, rerecords: report.rerecords, acts }));
  return report.synced ? 0 : EXIT_FAILED;
}
