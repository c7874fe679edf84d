/**
 * The level of a queue run, named so another machine can rebuild it (analysis/queue/runSpec.ts
 * RunLevelRef), and rebuilt there: a built-in by name, a level file by its text (it travels
 * with the run), a real act from the worker's own checkout of the disassembly — `--disasm` or
 * $SUBPIXEL_DISASM / $SUBPIXEL_DISASM_S2 on the worker, else the coordinator's path when this
 * machine has a checkout there. Every rebuilt level's content hash must be the run's (another
 * revision or another checkout would sweep another game); a refusal says what is missing.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUILTIN_LEVELS, loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { formatLevelError } from '../../../engine/level/levelError.ts';
import { MAX_LEVEL_FILE_BYTES, levelLimitText } from '../../../engine/level/levelLimits.ts';
import { parseLevelText } from '../../../engine/level/parseLevel.ts';
import type { Level } from '../../../engine/level/types.ts';
import type { RunLevelRef } from '../../../analysis/queue/runSpec.ts';
import type { ParsedArgs } from '../args.ts';
import { DISASM_ENV, DISASM_S2_ENV, S1_LEVEL_PREFIX, S2_LEVEL_PREFIX, disasmOptionsFrom, importS1Act, importS2Act } from '../disasmLevels.ts';
import { readBoundedFile } from '../readBoundedFile.ts';

/** The reference of the level the options loaded (`level`, from levelFromArgs). */
export function runLevelRef(args: ParsedArgs, level: Level): RunLevelRef {
  const arg = args.options.get('level') ?? 'flat';
  const hash = level.hash >>> 0;
  const lower = arg.toLowerCase();
  const disasm = disasmOptionsFrom(args);
  if (lower.startsWith(S1_LEVEL_PREFIX)) {
    const revision = level.act?.revision === 0 ? 0 : 1;
    return { kind: 's1', act: lower.slice(S1_LEVEL_PREFIX.length), revision, objects: !args.flags.has('no-objects'), hash, disasm: resolve(disasm.disasm ?? '') };
  }
  if (lower.startsWith(S2_LEVEL_PREFIX)) return { kind: 's2', act: lower.slice(S2_LEVEL_PREFIX.length), hash, disasm: resolve(disasm.disasmS2 ?? '') };
  if (Object.hasOwn(BUILTIN_LEVELS, arg)) return { kind: 'builtin', name: arg, hash };
  const text = new TextDecoder().decode(readBoundedFile(arg, MAX_LEVEL_FILE_BYTES, levelLimitText('MAX_LEVEL_FILE_BYTES')));
  return { kind: 'file', path: resolve(arg), hash, text };
}

/** `s1:ghz1 (REV01, with objects)`, `level file /x/y.json`, `built-in level flat`. */
export function describeLevelRef(ref: RunLevelRef): string {
  switch (ref.kind) {
    case 'builtin':
      return `built-in level ${ref.name}`;
    case 'file':
      return `level file ${ref.path}`;
    case 's1':
      return `${S1_LEVEL_PREFIX}${ref.act} (REV0${ref.revision}, ${ref.objects ? 'with' : 'without'} objects)`;
    case 's2':
      return `${S2_LEVEL_PREFIX}${ref.act}`;
  }
}

/** Where a worker's real acts come from: its own --disasm, else the environment's. */
export interface WorkerCheckouts {
  /** --disasm given to the worker: used for either game, and nothing else is tried. */
  readonly flag?: string;
  readonly env?: NodeJS.ProcessEnv;
}

/** The run's level rebuilt on this machine; an Error saying what is missing or different when it cannot be. */
export function levelFromRunRef(ref: RunLevelRef, checkouts: WorkerCheckouts): Level {
  const env = checkouts.env ?? process.env;
  let level: Level;
  let from = '';
  if (ref.kind === 'builtin') {
    if (!Object.hasOwn(BUILTIN_LEVELS, ref.name)) throw new Error(`the run plays on the built-in level "${ref.name}", which this worker's version of Subpixel does not have`);
    level = loadBuiltinLevel(ref.name);
  } else if (ref.kind === 'file') {
    const parsed = parseLevelText(ref.text);
    if (!parsed.ok) throw new Error(`the run's level file does not load here: ${formatLevelError(ref.path, parsed.error)}`);
    level = parsed.level;
  } else {
    const envName = ref.kind === 's1' ? DISASM_ENV : DISASM_S2_ENV;
    const root = ref.kind === 's1' ? 'sonic.asm' : 's2.asm';
    const game = ref.kind === 's1' ? 'Sonic 1' : 'Sonic 2';
    const fromEnv = env[envName] !== undefined && env[envName] !== '' ? env[envName] : undefined;
    const dir = checkouts.flag ?? fromEnv ?? (existsSync(join(ref.disasm, root)) ? ref.disasm : undefined);
    const what = `the run needs the ${game} disassembly for ${describeLevelRef(ref)}`;
    if (dir === undefined) throw new Error(`${what}; this worker has none (no --disasm, $${envName} unset, and no checkout at ${ref.disasm}): start it with --disasm <dir> or set ${envName}`);
    if (!existsSync(join(dir, root))) throw new Error(`${what}; this worker's checkout ${dir} (${checkouts.flag !== undefined ? '--disasm' : fromEnv !== undefined ? `$${envName}` : 'the coordinator\'s path'}) has no ${root}`);
    from = ` from ${dir}`;
    try {
      level = ref.kind === 's1' ? importS1Act(ref.act, { disasm: dir, revision: ref.revision, objects: ref.objects }).level : importS2Act(ref.act, { disasmS2: dir, objects: true }).level;
    } catch (e) {
      throw new Error(`${what}; importing it${from} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (level.hash >>> 0 !== ref.hash >>> 0) {
    const why = ref.kind === 's1' || ref.kind === 's2' ? ': another revision or another checkout of the disassembly' : ': another version of Subpixel';
    throw new Error(`${describeLevelRef(ref)}${from} has hash ${hex(level.hash)} here, the run's is ${hex(ref.hash)}${why}`);
  }
  return level;
}

function hex(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}
