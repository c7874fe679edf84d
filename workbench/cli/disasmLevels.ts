/**
 * Real acts on the command line: `--level s1:<act> --disasm <dir> [--rev 0|1] [--no-objects]`.
 * The disassembly is the user's own checkout (never bundled); `--disasm` names it, or the
 * SUBPIXEL_DISASM environment variable when the option is absent.
 *
 * A checkout is parsed once per process and revision, and each act imported once, so a command
 * that loads its level twice (the option level, then the movie's) pays once. Import errors
 * become one CLI line naming the file in the checkout and the line or byte offset (exit 2).
 * Import warnings (object placements without an engine port yet, short layouts) are
 * summarised once per act on stderr.
 *
 * Sonic 2's acts (`--level s2:<act>`, importers/s2: the terrain, rings and object layouts;
 * `--no-objects` leaves out the layouts) come from the
 * s2disasm checkout `--disasm` names, or SUBPIXEL_DISASM_S2 when the option is absent; `--rev`
 * is Sonic 1's only (Sonic 2 is read as the checkout builds it, its `gameRevision`).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ImportError, openS1Disassembly, type ImportedAct, type S1Disassembly } from '../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import type { ImportWarning } from '../../importers/s1/s1Objects.ts';
import { S1_ACTS, findS1Act } from '../../importers/s1/s1Acts.ts';
import { S2_ROOT, openS2Disassembly, type ImportedS2Act, type S2Disassembly } from '../../importers/s2/importS2.ts';
import { findS2Act, s2ActList } from '../../importers/s2/s2Acts.ts';
import type { ParsedArgs } from './args.ts';
import { CliError } from './cliError.ts';
import type { S1ActRunSource, S1SpecialRunData } from '../../engine/games/s1/s1ActRun.ts';
import { readSpecialRunData } from '../../realgame/games/s1/s1SpecialRunData.ts';

export const DISASM_ENV = 'SUBPIXEL_DISASM';
/** `--level s1:ghz1`: the prefix naming the game whose act follows. */
export const S1_LEVEL_PREFIX = 's1:';
/** The Sonic 2 checkout's variable (SUBPIXEL_DISASM names Sonic 1's). */
export const DISASM_S2_ENV = 'SUBPIXEL_DISASM_S2';
/** `--level s2:ehz1`: a Sonic 2 act. */
export const S2_LEVEL_PREFIX = 's2:';

/** How to reach real acts: where the checkout is, which revision, with or without objects. */
export interface DisasmOptions {
  /** The checkout's folder (`--disasm`, else $SUBPIXEL_DISASM), if any. */
  readonly disasm?: string;
  /** The Sonic 2 checkout's folder (`--disasm`, else $SUBPIXEL_DISASM_S2), if any. */
  readonly disasmS2?: string;
  readonly revision?: 0 | 1;
  /** `--no-objects` clears it. */
  readonly objects: boolean;
  /** Where warnings go (stderr). */
  readonly warn?: (line: string) => void;
}

export function disasmOptionsFrom(args: ParsedArgs, warn?: (line: string) => void, env: NodeJS.ProcessEnv = process.env): DisasmOptions {
  const flag = args.options.get('disasm');
  const fromEnv = env[DISASM_ENV];
  const disasm = flag ?? (fromEnv !== undefined && fromEnv !== '' ? fromEnv : undefined);
  const fromEnvS2 = env[DISASM_S2_ENV];
  const disasmS2 = flag ?? (fromEnvS2 !== undefined && fromEnvS2 !== '' ? fromEnvS2 : undefined);
  const rev = args.options.get('rev');
  if (rev !== undefined && rev !== '0' && rev !== '1') throw new CliError(`option --rev: "${rev}" is not 0 (REV00) or 1 (REV01)`);
  return {
    disasm,
    ...(disasmS2 !== undefined ? { disasmS2 } : {}),
    revision: rev === undefined ? undefined : rev === '0' ? 0 : 1,
    objects: !args.flags.has('no-objects'),
    warn,
  };
}

/** Whether `--rev`/`--no-objects` were given: they only make sense with a real act. */
export function hasActOnlyOptions(o: DisasmOptions): boolean {
  return o.revision !== undefined || !o.objects;
}

/** The disassembly folder, or a CliError saying how to give it. `what` names what needs it. */
export function requireDisasm(o: DisasmOptions, what: string): string {
  if (o.disasm === undefined) throw new CliError(`${what} needs the Sonic 1 disassembly: pass --disasm <dir> or set ${DISASM_ENV}`);
  return o.disasm;
}

const opened = new Map<string, S1Disassembly>();
const imported = new Map<string, ImportedAct>();
const openedS2 = new Map<string, S2Disassembly>();
const importedS2 = new Map<string, ImportedS2Act>();

/** Forgets every parsed checkout and imported act (tests that change a checkout between runs). */
export function clearDisasmCache(): void {
  opened.clear();
  imported.clear();
  openedS2.clear();
  importedS2.clear();
}

/** The checkout parsed (once per folder and revision). */
export function openDisasm(dir: string, revision?: 0 | 1): S1Disassembly {
  const key = `${resolve(dir)}|${revision ?? 'declared'}`;
  let d = opened.get(key);
  if (d === undefined) {
    d = withImportErrors(dir, () => openS1Disassembly(nodeDisasmSource(dir), revision));
    opened.set(key, d);
  }
  return d;
}

/** One act of the checkout (`ghz1`), imported once per process; warnings summarised once. */
export function importS1Act(actId: string, o: DisasmOptions): ImportedAct {
  if (findS1Act(actId) === undefined) {
    throw new CliError(`--level ${S1_LEVEL_PREFIX}${actId}: no such Sonic 1 act (acts: ${S1_ACTS.map((a) => a.id).join(', ')})`);
  }
  const dir = requireDisasm(o, `--level ${S1_LEVEL_PREFIX}${actId}`);
  const d = openDisasm(dir, o.revision);
  const key = `${resolve(dir)}|${d.revision}|${actId}|${o.objects}`;
  let act = imported.get(key);
  if (act === undefined) {
    act = withImportErrors(dir, () => d.importAct(actId, { objects: o.objects }));
    imported.set(key, act);
    if (o.warn !== undefined) for (const line of warningSummary(act.warnings, actId)) o.warn(line);
  }
  return act;
}

/**
 * An ImportError as one line naming the file inside the checkout, and where in it. A
 * TypeError, RangeError (a stack overflow) or ReferenceError is a bug the importer met on this
 * checkout: one line too (code importFailed), never a stack trace, so a damaged checkout cannot
 * crash the CLI. Other errors are the caller's own (realgame's) and pass through.
 */
export function withImportErrors<T>(dir: string, run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof ImportError) throw new CliError(importErrorLine(dir, e));
    if (e instanceof TypeError || e instanceof RangeError || e instanceof ReferenceError) {
      throw new CliError(`${dir}: the importer failed on this checkout (${e.name}: ${e.message}) [importFailed]`);
    }
    throw e;
  }
}

function importErrorLine(dir: string, e: ImportError): string {
  const { file, line, offset, message } = e.info;
  const where = line !== undefined ? `:${line}` : offset !== undefined ? ` at byte ${offset}` : '';
  return `${joinPath(dir, file)}${where}: ${message} [${e.info.code}]`;
}

function joinPath(dir: string, file: string): string {
  return dir.endsWith('/') ? `${dir}${file}` : `${dir}/${file}`;
}

/**
 * A few lines for an act's warnings: level-data warnings in full (they change the terrain),
 * object placements counted (hundreds per act until the objects are ported).
 */
export function warningSummary(warnings: readonly ImportWarning[], actId: string): string[] {
  const lines: string[] = [];
  let objects = 0;
  for (const w of warnings) {
    if (w.id < 0) lines.push(`warning: ${S1_LEVEL_PREFIX}${actId}: ${w.message}`);
    else objects++;
  }
  if (objects > 0) lines.push(`warning: ${S1_LEVEL_PREFIX}${actId}: ${objects} object placements have no engine port yet and were left out (\`subpixel import s1 --act ${actId} --verbose\` lists them)`);
  return lines;
}

/** One warning as `act (x, y): message` (position in px; the message names the object id and subtype). */
export function formatWarning(w: ImportWarning): string {
  if (w.id < 0) return `${w.act}: ${w.message}`;
  return `${w.act} (${w.x}, ${w.y}): ${w.message}`;
}

/**
 * The acts a run of acts goes on into (engine/games/s1/s1ActRun.ts), from the same checkout,
 * revision and objects setting as the first act's, and its special stages
 * (realgame/games/s1/s1SpecialRunData.ts), read at the first giant ring: a checkout that lacks
 * them stops the run there, as a run did before the stages were played.
 */
export function s1RunSource(o: DisasmOptions): S1ActRunSource {
  const dir = requireDisasm(o, 'a run of Sonic 1 acts');
  let special: S1SpecialRunData | undefined | null = null;
  return {
    levelOf: (id) => importS1Act(id, o).level,
    // Read at the first act end: a checkout that cannot say where an act goes still plays the act.
    get exits() {
      return withImportErrors(dir, () => openDisasm(dir, o.revision).actExits());
    },
    get special() {
      if (special === null) {
        try {
          const d = openDisasm(dir, o.revision);
          special = readSpecialRunData(d.program, nodeDisasmSource(dir), d.revision);
        } catch {
          special = undefined;
        }
      }
      return special;
    },
  };
}

/** The Sonic 2 checkout's folder, or a CliError saying how to give it. */
export function requireDisasmS2(o: DisasmOptions, what: string): string {
  if (o.disasmS2 === undefined) throw new CliError(`${what} needs the Sonic 2 disassembly (s2disasm): pass --disasm <dir> or set ${DISASM_S2_ENV}`);
  return o.disasmS2;
}

/** A Sonic 2 checkout parsed (once per folder). */
export function openDisasmS2(dir: string): S2Disassembly {
  const key = resolve(dir);
  let d = openedS2.get(key);
  if (d === undefined) {
    d = withImportErrors(dir, () => openS2Disassembly(nodeDisasmSource(dir)));
    openedS2.set(key, d);
  }
  return d;
}

/**
 * One Sonic 2 act of the checkout (`ehz1`), imported once per process. The act id is checked
 * first, then `--rev` (Sonic 1's), then the checkout: each refusal is one line.
 */
export function importS2Act(actId: string, o: DisasmOptions): ImportedS2Act {
  const what = `--level ${S2_LEVEL_PREFIX}${actId}`;
  if (findS2Act(actId) === undefined) throw new CliError(`${what}: no such Sonic 2 act (acts: ${s2ActList()})`);
  if (o.revision !== undefined) throw new CliError(`${what}: option --rev applies to Sonic 1's acts only (a Sonic 2 act is read as the checkout builds it, its gameRevision)`);
  const dir = requireDisasmS2(o, what);
  const d = openDisasmS2(dir);
  // --no-objects: without what the act's ring and object layouts place.
  const key = `${resolve(dir)}|${actId}|${o.objects ? 'objects' : 'bare'}`;
  let act = importedS2.get(key);
  if (act === undefined) {
    act = withImportErrors(dir, () => d.importAct(actId, { objects: o.objects }));
    importedS2.set(key, act);
  }
  return act;
}

/**
 * Whether `dir` is a Sonic 2 checkout rather than Sonic 1's (its root file is s2.asm, and it has
 * no sonic.asm): what `subpixel levels --disasm <dir>` lists. Anything else is read as Sonic 1's,
 * as before, and refused there when it is not.
 */
export function isS2Checkout(dir: string): boolean {
  return existsSync(join(dir, S2_ROOT)) && !existsSync(join(dir, 'sonic.asm'));
}
