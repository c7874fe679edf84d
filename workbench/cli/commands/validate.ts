/**
 * `subpixel validate`: replays glitch movies, reports which detectors fire and where, and checks
 * expectations. With --fix it also replays under the fixed engine, reports the first frame where
 * the two runs diverge and whether each expected glitch is gone. A folder is validated movie by
 * movie into a table (and JUnit XML with --junit). Exit 0: every expectation held; 1: one failed;
 * 2: bad input.
 */
import { actStartOptions } from '../../../movies/formats/actStartRef.ts';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { DETECTOR_IDS } from '../../../analysis/detectors/index.ts';
import { notesExpectations, readGlitchSpx, replayGlitchMovie, type GlitchMovie } from '../../../analysis/search/glitchMovie.ts';
import { compareRuns } from '../../../analysis/compare/compareRuns.ts';
import { inputWords } from '../../../movies/model/inputWords.ts';
import { isCharacterId, isProfileId } from '../../../engine/profiles/ids.ts';
import { isQuirkId, type QuirkId } from '../../../engine/quirks/catalogue.ts';
import type { Level } from '../../../engine/level/types.ts';
import type { WorldOptions } from '../../../engine/world/world.ts';
import { parseArgs } from '../args.ts';
import { CliError, EXIT_FAILED, EXIT_OK } from '../cliError.ts';
import { writeFileAtomic } from '../writeFileAtomic.ts';
import type { CliIo } from '../cliIo.ts';
import { readMovieFile } from '../loadMovie.ts';
import { worldMeta } from '../../../movies/model/worldMeta.ts';
import { levelForMovie } from '../movieLevel.ts';
import { LEVEL_OPTIONS_HELP, WORLD_FLAG_NAMES, checkPartner, loadLevelArg, parseCharacter, parseFixes, parseProfile } from '../worldOptions.ts';
import { disasmOptionsFrom, type DisasmOptions } from '../disasmLevels.ts';
import { readBoundedFile } from '../readBoundedFile.ts';
import { MAX_JSON_FILE_BYTES, limitText } from '../../../movies/formats/limits.ts';

export const VALIDATE_HELP = `usage: subpixel validate --movie <file | folder> [--expect id,...] [--fix quirk,...] [options]
Replays a movie with every detector and prints one JSON report: the hits (frame, detector,
message) and, for each expected detector, whether it fired. With --fix the movie is replayed
again under the fixed engine: the report gives the first frame where the runs diverge and
whether each expected glitch is gone.
A folder validates every .spx, .bk2, .gmv and .txt movie in it and prints a table. Movies may
carry their expectations in meta.notes as "expect: zip,phasing" and "fix: zip" lines; a level
named in meta.level.name is looked up as levels/<name>.json next to the movies, then built in;
a movie made on a real act rebuilds it from the disassembly (--disasm or $SUBPIXEL_DISASM).
The partner and the drop dash come from the movie (meta.partner, meta.dropDash).
${LEVEL_OPTIONS_HELP}
  --profile s1|s2|s3k|cd          for movies whose format does not record them (.txt, .gmv, a
  --character sonic|tails|knuckles  foreign .bk2): the profile and character (default: the level's)
  --expect <detector>[,...]       detectors that must fire (default: the movie's notes)
  --fix <quirk>[,...] | all       replay also with these bugs fixed (default: the movie's notes)
  --junit <file>                  write a JUnit XML report
Exit codes: 0 every expectation held, 1 an expectation failed, 2 bad input.`;

interface Expectation {
  detector: string;
  fired: boolean;
  firstFrame: number;
  goneWhenFixed: boolean | null;
  held: boolean;
}

export interface MovieReport {
  movie: string;
  frames: number;
  hits: { frame: number; detector: string; message: string }[];
  fixed: { fixes: string[]; divergesAt: number; hits: { frame: number; detector: string; message: string }[] } | null;
  expectations: Expectation[];
  ok: boolean;
}

const MOVIE_EXTENSIONS = ['.spx', '.bk2', '.gmv', '.txt'];

export function validateCommand(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(argv, ['movie', 'expect', 'fix', 'level', 'junit', 'profile', 'character', 'disasm', 'rev'], [...WORLD_FLAG_NAMES]);
  const disasm = disasmOptionsFrom(args, io.err);
  const target = args.options.get('movie') ?? args.positional[0];
  if (target === undefined) throw new CliError('missing --movie <file | folder> (see --help)');
  let isDir = false;
  try {
    isDir = statSync(target).isDirectory();
  } catch {
    throw new CliError(`${target}: no such movie file or folder`);
  }
  const expectArg = args.options.has('expect') ? splitList(args.options.get('expect')) : null;
  for (const d of expectArg ?? []) if (!DETECTOR_IDS.includes(d)) throw new CliError(`option --expect: unknown detector "${d}" (detectors: ${DETECTOR_IDS.join(', ')})`);
  const fixArg = args.options.has('fix') ? parseFixes(args.options.get('fix')) : null;
  const metaDefaults = formatDefaults(args.options.get('profile'), args.options.get('character'));
  const files = isDir
    ? readdirSync(target).filter((f) => MOVIE_EXTENSIONS.some((e) => f.toLowerCase().endsWith(e))).sort().map((f) => join(target, f))
    : [target];
  if (files.length === 0) throw new CliError(`${target}: no movie files in the folder`);
  const reports = files.map((f) => validateMovie(f, args.options.get('level'), expectArg, fixArg, io, disasm, metaDefaults));
  const junit = args.options.get('junit');
  if (junit !== undefined) writeFileAtomic(junit, junitXml(reports));
  if (isDir) {
    io.out(`${'movie'.padEnd(32)} ${'frames'.padStart(7)}  ${'result'.padEnd(6)} detectors (first frame)    expectations`);
    for (const r of reports) {
      const fired = [...new Set(r.hits.map((h) => h.detector))].map((d) => `${d}@${r.hits.find((h) => h.detector === d)!.frame}`).join(',') || '-';
      const exp = r.expectations.map((e) => `${e.detector}:${e.held ? 'ok' : e.fired ? 'not gone when fixed' : 'did not fire'}`).join(',') || '-';
      io.out(`${basename(r.movie).padEnd(32)} ${String(r.frames).padStart(7)}  ${(r.ok ? 'ok' : 'FAIL').padEnd(6)} ${fired.padEnd(26)} ${exp}`);
    }
    const failed = reports.filter((r) => !r.ok).length;
    io.out(`${reports.length} movies, ${reports.length - failed} held, ${failed} failed`);
  } else {
    io.out(JSON.stringify(reports[0]));
  }
  return reports.every((r) => r.ok) ? EXIT_OK : EXIT_FAILED;
}

function splitList(v: string | undefined): string[] {
  return (v ?? '').split(',').map((x) => x.trim()).filter((x) => x !== '');
}

/** --profile and --character, checked: what a movie whose format does not record them is played with. */
function formatDefaults(profile: string | undefined, character: string | undefined): MetaDefaults {
  return { ...(profile !== undefined ? { profile: parseProfile(profile) } : {}), ...(character !== undefined ? { character: parseCharacter(character) } : {}) };
}

/** The settings a movie without our metadata (.txt, .gmv, a foreign .bk2) takes from the options. */
export type MetaDefaults = Pick<WorldOptions, 'profile' | 'character'>;

function loadGlitchMovie(path: string, io: CliIo, metaDefaults: MetaDefaults): GlitchMovie {
  if (path.toLowerCase().endsWith('.spx')) {
    const text = new TextDecoder().decode(readBoundedFile(path, MAX_JSON_FILE_BYTES, limitText('MAX_JSON_FILE_BYTES')));
    const r = readGlitchSpx(text, path);
    if (!r.ok) throw new CliError(`${path}: ${r.error.where}: ${r.error.message}`);
    return r.value;
  }
  const level = loadLevelArg(undefined);
  return { movie: readMovieFile(path, worldMeta(level, metaDefaults), io.err), savestate: null };
}

function levelFor(gm: GlitchMovie, levelArg: string | undefined, path: string, disasm: DisasmOptions): Level {
  if (levelArg === undefined && gm.movie.meta.level.act === undefined) {
    const beside = join(dirname(path), 'levels', `${gm.movie.meta.level.name}.json`);
    if (existsSync(beside)) return levelForMovie(gm.movie, beside, path);
  }
  return levelForMovie(gm.movie, levelArg, path, disasm);
}

export function validateMovie(
  path: string,
  levelArg: string | undefined,
  expectArg: string[] | null,
  fixArg: QuirkId[] | null,
  io: CliIo,
  disasm: DisasmOptions = disasmOptionsFrom(parseArgs([], [], []), io.err),
  metaDefaults: MetaDefaults = {},
): MovieReport {
  const gm = loadGlitchMovie(path, io, metaDefaults);
  const level = levelFor(gm, levelArg, path, disasm);
  const meta = gm.movie.meta;
  if (!isProfileId(meta.profile) || !isCharacterId(meta.character)) throw new CliError(`${path}: meta: unknown profile or character`);
  const notes = notesExpectations(meta.notes);
  const expected = expectArg ?? notes.expect;
  for (const d of expected) if (!DETECTOR_IDS.includes(d)) throw new CliError(`${path}: meta.notes: unknown detector "${d}" in expect:`);
  let fix: QuirkId[] = [];
  if (fixArg !== null) fix = fixArg;
  else {
    for (const q of notes.fix) {
      if (!isQuirkId(q)) throw new CliError(`${path}: meta.notes: unknown quirk "${q}" in fix:`);
      fix.push(q);
    }
  }
  const baseFixes = meta.fixes.filter(isQuirkId);
  const options = {
    profile: meta.profile, character: meta.character, partner: checkPartner(level, meta.partner ?? null, `${path}: meta.partner`), dropDash: meta.dropDash === true,
    ...actStartOptions(meta),
  };
  let hits: MovieReport['hits'];
  let fixed: MovieReport['fixed'] = null;
  if (fix.length === 0) {
    const base = replayGlitchMovie(level, { ...options, fixes: baseFixes }, gm);
    if (!base.ok) throw new CliError(`${path}: savestate: ${base.error.message}`);
    hits = base.value.hits;
  } else {
    // The comparison the workbench's fixes view shows too (analysis/compare/compareRuns.ts).
    const fixes = [...new Set([...baseFixes, ...fix])];
    const words = inputWords(gm.movie);
    const runs = compareRuns(level, gm.savestate, { options: { ...options, fixes: baseFixes }, words }, { options: { ...options, fixes }, words });
    if (!runs.ok) throw new CliError(`${path}: savestate: ${runs.error.message}`);
    hits = runs.value.a.hits;
    fixed = { fixes, divergesAt: runs.value.divergesAt, hits: runs.value.b.hits };
  }
  const expectations = expected.map((d): Expectation => {
    const first = hits.find((h) => h.detector === d);
    const gone = fixed === null ? null : !fixed.hits.some((h) => h.detector === d);
    return { detector: d, fired: first !== undefined, firstFrame: first?.frame ?? -1, goneWhenFixed: gone, held: first !== undefined && gone !== false };
  });
  return { movie: path, frames: gm.movie.inputs.length, hits, fixed, expectations, ok: expectations.every((e) => e.held) };
}

function xml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function junitXml(reports: readonly MovieReport[]): string {
  const failures = reports.filter((r) => !r.ok).length;
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<testsuite name="subpixel validate" tests="${reports.length}" failures="${failures}">`];
  for (const r of reports) {
    lines.push(`  <testcase classname="glitch-movies" name="${xml(basename(r.movie))}">`);
    if (!r.ok) {
      const why = r.expectations.filter((e) => !e.held).map((e) => `${e.detector} ${e.fired ? 'still fires with the fix' : 'did not fire'}`).join('; ');
      lines.push(`    <failure message="${xml(why)}"/>`);
    }
    lines.push('  </testcase>');
  }
  lines.push('</testsuite>', '');
  return lines.join('\n');
}
