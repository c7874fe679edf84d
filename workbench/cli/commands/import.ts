/**
 * `subpixel import s1 --disasm <dir> --out <dir>` (and `subpixel import s2`: importS2.ts): imports Sonic 1's acts from the user's own
 * disassembly checkout and writes one `subpixel-level/2` file per act, which loads with plain
 * `--level <file>` on a machine without the disassembly and gives the level hash of
 * `--level s1:<act>`. Every act is imported before any file is written, so a checkout that
 * fails part-way leaves no partial set behind.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { writeLevelText } from '../../../engine/level/writeLevel.ts';
import { placementCount } from '../../../engine/level/realAct.ts';
import { S1_ACTS, findS1Act } from '../../../importers/s1/s1Acts.ts';
import type { ImportWarning } from '../../../importers/s1/s1Objects.ts';
import { parseArgs } from '../args.ts';
import { CliError } from '../cliError.ts';
import { writeFileAtomic } from '../writeFileAtomic.ts';
import type { CliIo } from '../cliIo.ts';
import { DISASM_ENV, DISASM_S2_ENV, disasmOptionsFrom, formatWarning, openDisasm, requireDisasm, withImportErrors } from '../disasmLevels.ts';
import { importS2Command } from './importS2.ts';

export const IMPORT_HELP = `usage: subpixel import s1 --disasm <dir> --out <dir> [--rev 0|1] [--no-objects] [--act <id>[,<id>...]] [--verbose]
       subpixel import s2 --disasm <dir> --out <dir> [--no-objects] [--act <id>[,<id>...]] [--verbose]
Imports Sonic 1 acts from your own checkout of the Sonic 1 disassembly and writes one level file
(format subpixel-level/2) per act, <out>/<act>.json. The file loads with --level <file> on any
machine, without the disassembly, as the same level (same hash) as --level s1:<act>.
Prints each file written, then the import warnings: how many, and with --verbose each one
(act, position in px, object id).
  --disasm <dir>    the disassembly checkout (default: $${DISASM_ENV})
  --out <dir>       where to write the level files (created if missing)
  --rev 0|1         the revision to build (default: what the checkout declares)
  --no-objects      import the acts without their object placements
  --act <id>,...    only these acts (default: all ${S1_ACTS.length}; \`subpixel levels --disasm <dir>\` lists them)
  --verbose         list every warning
s2: Sonic 2's 20 acts from your s2disasm checkout (--disasm, default $${DISASM_S2_ENV}), each the same
level (same hash) as --level s2:<act>; --no-objects leaves out their rings and objects; the
warnings are the object entries with no engine port yet.`;

export function importCommand(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(argv, ['disasm', 'rev', 'out', 'act'], ['no-objects', 'verbose']);
  const [game, ...extra] = args.positional;
  if (game === undefined) throw new CliError('missing the game to import from: subpixel import s1 ... or s2 ... (see --help)');
  if (game !== 's1' && game !== 's2') throw new CliError(`"${game}": only s1 (Sonic 1) and s2 (Sonic 2) acts can be imported`);
  if (extra.length > 0) throw new CliError(`unexpected argument "${extra[0]}" (see --help)`);
  if (game === 's2') return importS2Command(args, io);
  const options = disasmOptionsFrom(args);
  const dir = requireDisasm(options, 'subpixel import s1');
  const out = args.options.get('out');
  if (out === undefined) throw new CliError('missing --out <dir> (see --help)');
  const ids = actIds(args.options.get('act'));

  const t0 = performance.now();
  const disasm = openDisasm(dir, options.revision);
  const acts = ids.map((id) => withImportErrors(dir, () => disasm.importAct(id, { objects: options.objects })));
  const ms = performance.now() - t0;

  try {
    mkdirSync(out, { recursive: true });
  } catch {
    throw new CliError(`${out}: cannot create the folder`);
  }
  const warnings: ImportWarning[] = [];
  acts.forEach(({ level, warnings: w }, i) => {
    const file = join(out, `${ids[i]}.json`);
    const description = `Sonic 1 REV0${disasm.revision}, act ${ids[i]}${options.objects ? '' : ' without its objects'}, imported from a disassembly checkout by \`subpixel import s1\``;
    writeFileAtomic(file, writeLevelText(level, { description }));
    io.out(`wrote ${file}  ${level.name}  hash ${hex(level.hash)}  ${placementCount(level.act!)} objects`);
    warnings.push(...w);
  });
  io.out(`${count(acts.length, 'act')} imported from ${dir} (REV0${disasm.revision}${options.objects ? '' : ', no objects'}) in ${Math.round(ms)} ms`);
  reportWarnings(warnings, args.flags.has('verbose'), io);
  return 0;
}

function actIds(arg: string | undefined): string[] {
  if (arg === undefined) return S1_ACTS.map((a) => a.id);
  const ids: string[] = [];
  for (const raw of arg.split(',')) {
    const act = findS1Act(raw.trim());
    if (act === undefined) throw new CliError(`option --act: no Sonic 1 act "${raw.trim()}" (acts: ${S1_ACTS.map((a) => a.id).join(', ')})`);
    if (!ids.includes(act.id)) ids.push(act.id);
  }
  return ids;
}

/**
 * Warnings are listed once each; without --verbose only counted, except those about level data
 * (a short layout, say), which change the terrain and are always shown.
 */
function reportWarnings(warnings: readonly ImportWarning[], verbose: boolean, io: CliIo): void {
  if (warnings.length === 0) {
    io.out('no warnings');
    return;
  }
  const data = warnings.filter((w) => w.id < 0);
  const objects = warnings.length - data.length;
  const acts = new Set(warnings.filter((w) => w.id >= 0).map((w) => w.act)).size;
  const parts: string[] = [];
  if (objects > 0) parts.push(`${objects} object placements in ${acts} acts with no engine port yet (left out)`);
  if (data.length > 0) parts.push(`${data.length} about level data`);
  io.out(`${count(warnings.length, 'warning')}: ${parts.join(', ')}${verbose ? '' : '; --verbose lists each'}`);
  // Once each: the game places some objects twice at the same spot (stacked blocks); those
  // are one line with their count.
  const lines = new Map<string, number>();
  for (const w of verbose ? warnings : data) {
    const line = `warning: ${formatWarning(w)}`;
    lines.set(line, (lines.get(line) ?? 0) + 1);
  }
  for (const [line, n] of lines) io.out(n > 1 ? `${line} (${n} placements)` : line);
}

/** `1 act`, `20 acts`. */
function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function hex(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}
