/**
 * The level a movie plays on: --level when given, else the level the movie names — a built-in
 * level by name, or the real act it records (`meta.level.act`), rebuilt from the disassembly
 * (--disasm or $SUBPIXEL_DISASM; a Sonic 2 act's from --disasm or $SUBPIXEL_DISASM_S2). A movie
 * made on a different level (content hash) is refused: replaying it would desync. For a real
 * act that means another revision or another checkout.
 */
import { BUILTIN_LEVELS, listBuiltinLevels, loadBuiltinLevel } from '../../engine/level/builtin/index.ts';
import type { Level } from '../../engine/level/types.ts';
import type { Movie, MovieActRef } from '../../movies/types.ts';
import { CliError } from './cliError.ts';
import { DISASM_ENV, DISASM_S2_ENV, S1_LEVEL_PREFIX, hasActOnlyOptions, importS1Act, importS2Act, type DisasmOptions } from './disasmLevels.ts';
import { loadLevelArg } from './worldOptions.ts';

export function levelForMovie(movie: Movie, levelArg: string | undefined, moviePath: string, disasm: DisasmOptions = { objects: true }): Level {
  const ref = movie.meta.level;
  if (levelArg !== undefined) return checked(movie, loadLevelArg(levelArg, disasm), moviePath, null);
  if (hasActOnlyOptions(disasm)) {
    throw new CliError(`options --rev and --no-objects apply to --level ${S1_LEVEL_PREFIX}<act> only (a movie records its act's revision and objects)`);
  }
  if (ref.act !== undefined) {
    const act = ref.act;
    if (act.game === 's2') return checked(movie, s2ActLevel(act, disasm, moviePath), moviePath, `importing ${describeAct(act)} from ${disasm.disasmS2} gives`);
    if (disasm.disasm === undefined) {
      throw new CliError(`${moviePath}: meta.level.act: the movie was made on the real act ${describeAct(act)}; pass --disasm <dir> (or set ${DISASM_ENV}) to rebuild it, or --level <file.json> from \`subpixel import\``);
    }
    const level = importS1Act(act.id, { ...disasm, revision: act.revision === 0 ? 0 : 1, objects: act.objects }).level;
    return checked(movie, level, moviePath, `importing ${describeAct(act)} from ${disasm.disasm} gives`);
  }
  const name = ref.name;
  const key = Object.hasOwn(BUILTIN_LEVELS, name) ? name : listBuiltinLevels().find((l) => l.title === name)?.name;
  if (key === undefined) throw new CliError(`${moviePath}: meta.level: the movie was made on level "${name}", which is not built in; pass --level <file.json>`);
  return checked(movie, loadBuiltinLevel(key), moviePath, null);
}

/** A Sonic 2 act a movie records, from the Sonic 2 checkout (read as it builds: its gameRevision; the hash check says whether that is the movie's). */
function s2ActLevel(act: MovieActRef, disasm: DisasmOptions, moviePath: string): Level {
  if (disasm.disasmS2 === undefined) {
    throw new CliError(`${moviePath}: meta.level.act: the movie was made on the Sonic 2 act ${describeAct(act)}; pass --disasm <dir> (or set ${DISASM_S2_ENV}) to rebuild it from the s2disasm checkout, or --level s2:${act.id}`);
  }
  return importS2Act(act.id, { ...disasm, revision: undefined, objects: act.objects }).level;
}

/** `s1:ghz1 (REV01, without objects)`. */
export function describeAct(act: MovieActRef): string {
  return `${act.game}:${act.id} (REV0${act.revision}, ${act.objects ? 'with' : 'without'} objects)`;
}

function checked(movie: Movie, level: Level, moviePath: string, given: string | null): Level {
  const ref = movie.meta.level;
  const want = ref.hash >>> 0;
  if (want !== 0 && want !== level.hash >>> 0) {
    const made = ref.act !== undefined ? `${describeAct(ref.act)} ("${ref.name}")` : `level "${ref.name}"`;
    const why = given !== null ? ': another revision or another checkout of the disassembly' : '';
    throw new CliError(`${moviePath}: meta.level.hash: the movie was made on ${made} with hash ${hex(want)}, ${given ?? 'the level given has'} hash ${hex(level.hash)}${why}`);
  }
  return level;
}

function hex(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}
