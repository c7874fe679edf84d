/**
 * Option parsing for every command: `--name value`, `--name=value` and boolean flags.
 * Unknown options are errors that name the option.
 */
import { CliError } from './cliError.ts';

export interface ParsedArgs {
  readonly positional: string[];
  readonly options: Map<string, string>;
  readonly flags: Set<string>;
}

/** `valued` lists options that take a value; `booleans` lists flags. */
export function parseArgs(argv: readonly string[], valued: readonly string[], booleans: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq >= 0 ? arg.slice(2, eq) : arg.slice(2);
    if (booleans.includes(name)) {
      if (eq >= 0) throw new CliError(`option --${name} takes no value`);
      flags.add(name);
    } else if (valued.includes(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || (eq < 0 && value.startsWith('--'))) throw new CliError(`option --${name} needs a value`);
      options.set(name, value);
    } else {
      throw new CliError(`unknown option --${name} (see --help)`);
    }
  }
  return { positional, options, flags };
}

/** A non-negative integer option, or the default. */
export function intOption(args: ParsedArgs, name: string, fallback: number): number {
  const v = args.options.get(name);
  if (v === undefined) return fallback;
  if (!/^\d+$/.test(v)) throw new CliError(`option --${name}: expected a non-negative integer, got "${v}"`);
  return Number(v);
}
