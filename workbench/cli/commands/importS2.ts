/**
 * `subpixel import s2 --disasm <dir> --out <dir>`: Sonic 2's acts from the user's own s2disasm
 * checkout, one `subpixel-level/2` file per act (`<out>/ehz1.json`), which loads with plain
 * `--level <file>` on a machine without the checkout as the same level, with the same hash, as
 * `--level s2:<act>` (the level file round-trips: importers/s2/s2Shapes.ts). As for Sonic 1's,
 * every act is imported before any file is written. `--rev` is Sonic 1's only (a Sonic 2 act is
 * read as the checkout builds it). The warnings are the object layout's entries the engine has
 * no port of yet (importers/s2/s2UnportedEntries.ts); the files keep them (the level is the act).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { writeLevelText } from '../../../engine/level/writeLevel.ts';
import { S2_ACTS, findS2Act, s2ActList } from '../../../importers/s2/s2Acts.ts';
import { unportedEntries } from '../../../importers/s2/s2UnportedEntries.ts';
import type { ImportWarning } from '../../../importers/s1/s1Objects.ts';
import type { ParsedArgs } from '../args.ts';
import { CliError } from '../cliError.ts';
import { writeFileAtomic } from '../writeFileAtomic.ts';
import type { CliIo } from '../cliIo.ts';
import { DISASM_S2_ENV, disasmOptionsFrom, formatWarning, openDisasmS2, withImportErrors } from '../disasmLevels.ts';

export function importS2Command(args: ParsedArgs, io: CliIo): number {
  const options = disasmOptionsFrom(args);
  if (options.revision !== undefined) throw new CliError('option --rev applies to Sonic 1\'s acts only (a Sonic 2 act is read as the checkout builds it, its gameRevision)');
  const dir = options.disasmS2;
  if (dir === undefined) throw new CliError(`subpixel import s2 needs the Sonic 2 disassembly (s2disasm): pass --disasm <dir> or set ${DISASM_S2_ENV}`);
  const out = args.options.get('out');
  if (out === undefined) throw new CliError('missing --out <dir> (see --help)');
  const ids = s2ActIds(args.options.get('act'));

  const t0 = performance.now();
  const disasm = openDisasmS2(dir);
  const acts = ids.map((id) => withImportErrors(dir, () => disasm.importAct(id, { objects: options.objects })));
  const ms = performance.now() - t0;

  try {
    mkdirSync(out, { recursive: true });
  } catch {
    throw new CliError(`${out}: cannot create the folder`);
  }
  const warnings: ImportWarning[] = [];
  acts.forEach(({ level }, i) => {
    const file = join(out, `${ids[i]}.json`);
    const description = `Sonic 2 REV0${disasm.revision}, act ${ids[i]}${options.objects ? '' : ' without its rings and objects'}, imported from a disassembly checkout by \`subpixel import s2\``;
    writeFileAtomic(file, writeLevelText(level, { description }));
    const left = unportedEntries(level, ids[i]);
    io.out(`wrote ${file}  ${level.name}  hash ${hex(level.hash)}  ${level.s2!.objects.length / 6} objects (${left.length} without a port yet)`);
    warnings.push(...left);
  });
  io.out(`${acts.length} act${acts.length === 1 ? '' : 's'} imported from ${dir} (Sonic 2 REV0${disasm.revision}${options.objects ? '' : ', no rings or objects'}) in ${Math.round(ms)} ms`);
  if (warnings.length === 0) io.out('no warnings');
  else {
    const inActs = new Set(warnings.map((w) => w.act)).size;
    io.out(`${warnings.length} warning${warnings.length === 1 ? '' : 's'}: ${warnings.length} object entries in ${inActs} act${inActs === 1 ? '' : 's'} with no engine port yet (kept in the files, not loaded)${args.flags.has('verbose') ? '' : '; --verbose lists each'}`);
    if (args.flags.has('verbose')) for (const w of warnings) io.out(`warning: ${formatWarning(w)}`);
  }
  return 0;
}

function s2ActIds(arg: string | undefined): string[] {
  if (arg === undefined) return S2_ACTS.map((a) => a.id);
  const ids: string[] = [];
  for (const raw of arg.split(',')) {
    const act = findS2Act(raw.trim());
    if (act === undefined) throw new CliError(`option --act: no Sonic 2 act "${raw.trim()}" (acts: ${s2ActList()})`);
    if (!ids.includes(act.id)) ids.push(act.id);
  }
  return ids;
}

function hex(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}
