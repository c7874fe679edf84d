/**
 * The options every engine command shares: --level (with --disasm, --rev, --no-objects for a
 * real act), --profile, --character, --fix, and the partner (player 2): --partner,
 * --partner-control. `--drop-dash` (Sonic Mania's drop dash) is a flag of the commands that
 * build a fresh world (trace, search, sweep) and of the movie commands that take settings from
 * options (replay, verify, convert); validate takes it, like the partner, from the movie only.
 */
import { existsSync } from 'node:fs';
import { CHARACTER_IDS, PROFILE_IDS, isCharacterId, isProfileId, type CharacterId, type ProfileId } from '../../engine/profiles/ids.ts';
import { QUIRK_IDS, isQuirkId, type QuirkId } from '../../engine/quirks/catalogue.ts';
import type { Level } from '../../engine/level/types.ts';
import { parseLevelText } from '../../engine/level/parseLevel.ts';
import { formatLevelError } from '../../engine/level/levelError.ts';
import { BUILTIN_LEVELS, loadBuiltinLevel } from '../../engine/level/builtin/index.ts';
import type { WorldOptions } from '../../engine/world/world.ts';
import { PARTNER_CONTROLS, partnerRefusal, type PartnerControl, type PartnerOptions } from '../../engine/world/partner.ts';
import type { ParsedArgs } from './args.ts';
import { CliError } from './cliError.ts';
import { DISASM_ENV, DISASM_S2_ENV, S1_LEVEL_PREFIX, S2_LEVEL_PREFIX, disasmOptionsFrom, hasActOnlyOptions, importS1Act, importS2Act, type DisasmOptions } from './disasmLevels.ts';
import { readBoundedFile } from './readBoundedFile.ts';
import { specialStageOf } from './specialStageTrace.ts';
import { MAX_LEVEL_FILE_BYTES, levelLimitText } from '../../engine/level/levelLimits.ts';

export const WORLD_OPTION_NAMES = ['level', 'profile', 'character', 'fix', 'disasm', 'rev', 'partner', 'partner-control'] as const;
/** Boolean flags of the world options. */
export const WORLD_FLAG_NAMES = ['no-objects'] as const;
/** Flags of the commands that build a world from the options (trace, search, sweep; replay, verify and convert for a movie's defaults). */
export const MOVE_FLAG_NAMES = ['drop-dash'] as const;

export const LEVEL_OPTIONS_HELP = `  --level <file.json | builtin | s1:<act> | s2:<act>>
                                  a level file, a built-in level (default: flat; with a movie: the
                                  movie's own level), or a Sonic 1 or Sonic 2 act from a disassembly
                                  checkout (\`subpixel levels --disasm <dir>\` lists them; Sonic 2's
                                  acts are their terrain only, for now)
  --disasm <dir>                  the disassembly checkout for s1:<act> (default: $${DISASM_ENV})
                                  or s2:<act> (default: $${DISASM_S2_ENV})
  --rev 0|1                       the Sonic 1 checkout's revision (default: what it declares)
  --no-objects                    load the act without its object placements`;

export const WORLD_OPTIONS_HELP = `${LEVEL_OPTIONS_HELP}
  --profile s1|s2|s3k|cd          game profile (default: the level's)
  --character sonic|tails|knuckles
  --fix <quirk>[,<quirk>...]|all  turn documented original bugs off (see \`subpixel quirks\`)
  --partner none|sonic|tails|knuckles
                                  player 2 (default: none); its buttons are the second pad's
  --partner-control cpu|human     cpu: Sonic 2's CPU follows player 1 (the second pad takes over
                                  for 10 s when touched); human: the second pad alone (default: cpu)`;

export const MOVE_FLAGS_HELP = `  --drop-dash                     give Sonic Sonic Mania's drop dash (off in every classic profile)`;

/** --drop-dash of the commands that read a movie's settings (verify, convert). */
export const MOVIE_DROP_DASH_HELP = `  --drop-dash                     the movie was made with Sonic Mania's drop dash: for formats that
                                  do not record it (.txt, .gmv, a foreign .bk2); .spx and our .bk2
                                  say it themselves (meta.dropDash, SubpixelDropDash)`;

/** The level the options name: --level with the real-act options beside it. */
export function levelFromArgs(args: ParsedArgs, warn?: (line: string) => void): Level {
  return loadLevelArg(args.options.get('level'), disasmOptionsFrom(args, warn));
}

/**
 * A built-in level name, a path to a level JSON file, or `s1:<act>` / `s2:<act>` imported from
 * the disassembly the options name. `--rev` and `--no-objects` apply to real acts only (and
 * `--rev` to Sonic 1's; on a Sonic 2 act `--no-objects` leaves out its ring and object layouts).
 */
export function loadLevelArg(arg: string | undefined, disasm: DisasmOptions = { objects: true }): Level {
  const name = arg ?? 'flat';
  if (specialStageOf(name) !== null) throw new CliError(`--level ${name}: a special stage plays with \`subpixel trace\` only, for now (docs/special-stages.md)`);
  if (name.toLowerCase().startsWith(S1_LEVEL_PREFIX)) return importS1Act(name.slice(S1_LEVEL_PREFIX.length).toLowerCase(), disasm).level;
  if (name.toLowerCase().startsWith(S2_LEVEL_PREFIX)) return importS2Act(name.slice(S2_LEVEL_PREFIX.length).toLowerCase(), disasm).level;
  if (hasActOnlyOptions(disasm)) throw new CliError(`options --rev and --no-objects apply to --level ${S1_LEVEL_PREFIX}<act> only`);
  if (Object.hasOwn(BUILTIN_LEVELS, name)) return loadBuiltinLevel(name);
  if (!existsSync(name)) {
    throw new CliError(`${name}: no such level file or built-in level (built-ins: ${Object.keys(BUILTIN_LEVELS).join(', ')}; real acts: ${S1_LEVEL_PREFIX}<act> or ${S2_LEVEL_PREFIX}<act> with --disasm)`);
  }
  const text = new TextDecoder().decode(readBoundedFile(name, MAX_LEVEL_FILE_BYTES, levelLimitText('MAX_LEVEL_FILE_BYTES')));
  const parsed = parseLevelText(text);
  if (!parsed.ok) throw new CliError(formatLevelError(name, parsed.error));
  return parsed.level;
}

export function worldOptionsFrom(args: ParsedArgs, level: Level): WorldOptions {
  const profile = parseProfile(args.options.get('profile') ?? level.profile);
  const character = parseCharacter(args.options.get('character') ?? level.start.character);
  return {
    profile, character, fixes: parseFixes(args.options.get('fix')), partner: parsePartner(args, level),
    ...(args.flags.has('drop-dash') ? { dropDash: true } : {}),
  };
}

/** The value of --profile, checked. */
export function parseProfile(value: string): ProfileId {
  if (!isProfileId(value)) throw new CliError(`option --profile: "${value}" is not one of ${PROFILE_IDS.join(', ')}`);
  return value;
}

/** The value of --character, checked. */
export function parseCharacter(value: string): CharacterId {
  if (!isCharacterId(value)) throw new CliError(`option --character: "${value}" is not one of ${CHARACTER_IDS.join(', ')}`);
  return value;
}

/** --partner and --partner-control; null without a partner. Real acts (Sonic 1) have none. */
export function parsePartner(args: ParsedArgs, level?: Level): PartnerOptions | null {
  const character = args.options.get('partner') ?? 'none';
  const control = args.options.get('partner-control') ?? 'cpu';
  if (!(PARTNER_CONTROLS as readonly string[]).includes(control)) {
    throw new CliError(`option --partner-control: "${control}" is not one of ${PARTNER_CONTROLS.join(', ')}`);
  }
  if (character === 'none') {
    if (args.options.has('partner-control')) throw new CliError('option --partner-control needs --partner');
    return null;
  }
  if (!isCharacterId(character)) throw new CliError(`option --partner: "${character}" is not one of none, ${CHARACTER_IDS.join(', ')}`);
  const partner = { character, control: control as PartnerControl };
  if (level !== undefined) checkPartner(level, partner, 'option --partner');
  return partner;
}

/** Refuses a partner on a real act (engine/world/partner.ts partnerRefusal), naming where it came from. */
export function checkPartner(level: Level, partner: PartnerOptions | null, where: string): PartnerOptions | null {
  const refusal = partnerRefusal(level, partner);
  if (refusal !== null) throw new CliError(`${where}: ${refusal}`);
  return partner;
}

export function parseFixes(arg: string | undefined): QuirkId[] {
  if (arg === undefined || arg === '') return [];
  if (arg === 'all') return [...QUIRK_IDS];
  const out: QuirkId[] = [];
  for (const raw of arg.split(',')) {
    const id = raw.trim();
    if (!isQuirkId(id)) throw new CliError(`option --fix: unknown quirk "${id}" (see \`subpixel quirks\`)`);
    out.push(id);
  }
  return out;
}
