/**
 * The options every engine command shares: --level, --profile, --character, --fix.
 */
import { existsSync } from 'node:fs';
import { CHARACTER_IDS, PROFILE_IDS, isCharacterId, isProfileId } from '../../engine/profiles/ids.ts';
import { QUIRK_IDS, isQuirkId, type QuirkId } from '../../engine/quirks/catalogue.ts';
import type { Level } from '../../engine/level/types.ts';
import { parseLevelText } from '../../engine/level/parseLevel.ts';
import { formatLevelError } from '../../engine/level/levelError.ts';
import { BUILTIN_LEVELS, loadBuiltinLevel } from '../../engine/level/builtin/index.ts';
import type { WorldOptions } from '../../engine/world/world.ts';
import type { ParsedArgs } from './args.ts';
import { CliError } from './cliError.ts';
import { readBoundedFile } from './readBoundedFile.ts';
import { MAX_LEVEL_FILE_BYTES, levelLimitText } from '../../engine/level/levelLimits.ts';

export const WORLD_OPTION_NAMES = ['level', 'profile', 'character', 'fix'] as const;

export const WORLD_OPTIONS_HELP = `  --level <file.json | builtin>   level file or built-in level name (default: flat)
  --profile s1|s2|s3k|cd          game profile (default: the level's)
  --character sonic|tails|knuckles
  --fix <quirk>[,<quirk>...]|all  turn documented original bugs off (see \`subpixel quirks\`)`;

/** A built-in level name, or a path to a level JSON file. */
export function loadLevelArg(arg: string | undefined): Level {
  const name = arg ?? 'flat';
  if (Object.hasOwn(BUILTIN_LEVELS, name)) return loadBuiltinLevel(name);
  if (!existsSync(name)) throw new CliError(`${name}: no such level file or built-in level (built-ins: ${Object.keys(BUILTIN_LEVELS).join(', ')})`);
  const text = new TextDecoder().decode(readBoundedFile(name, MAX_LEVEL_FILE_BYTES, levelLimitText('MAX_LEVEL_FILE_BYTES')));
  const parsed = parseLevelText(text);
  if (!parsed.ok) throw new CliError(formatLevelError(name, parsed.error));
  return parsed.level;
}

export function worldOptionsFrom(args: ParsedArgs, level: Level): WorldOptions {
  const profile = args.options.get('profile') ?? level.profile;
  if (!isProfileId(profile)) throw new CliError(`option --profile: "${profile}" is not one of ${PROFILE_IDS.join(', ')}`);
  const character = args.options.get('character') ?? level.start.character;
  if (!isCharacterId(character)) throw new CliError(`option --character: "${character}" is not one of ${CHARACTER_IDS.join(', ')}`);
  return { profile, character, fixes: parseFixes(args.options.get('fix')) };
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
