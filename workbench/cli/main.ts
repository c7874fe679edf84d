/**
 * The `subpixel` command line (CONTRACTS §5). Every command prints usage with --help; a bad
 * argument or file exits 2 with one line on stderr naming the file and where in it.
 */
import { CliError, EXIT_USAGE } from './cliError.ts';
import { BENCH_HELP, benchCommand } from './commands/bench.ts';
import { LEVELS_HELP, levelsCommand } from './commands/levels.ts';
import { QUIRKS_HELP, quirksCommand } from './commands/quirks.ts';
import { TRACE_HELP, traceCommand } from './commands/trace.ts';

type Command = (argv: readonly string[], write: (line: string) => void) => number | Promise<number>;

const COMMANDS: Record<string, { run: Command; help: string; summary: string }> = {
  trace: { run: traceCommand, help: TRACE_HELP, summary: 'run a level with inputs, print one JSON record per frame' },
  quirks: { run: quirksCommand, help: QUIRKS_HELP, summary: 'list every quirk id, what it does, and its default profiles' },
  levels: { run: levelsCommand, help: LEVELS_HELP, summary: 'list the built-in levels' },
  bench: { run: benchCommand, help: BENCH_HELP, summary: 'measure engine speed and snapshot costs' },
};

export function usage(): string {
  const lines = ['usage: subpixel <command> [options]', '', 'commands:'];
  for (const [name, c] of Object.entries(COMMANDS)) lines.push(`  ${name.padEnd(8)} ${c.summary}`);
  lines.push('', 'Run `subpixel <command> --help` for a command\'s options.');
  return lines.join('\n');
}

export async function main(argv: readonly string[], io = defaultIo()): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(usage());
    return name === undefined ? EXIT_USAGE : 0;
  }
  const command = COMMANDS[name];
  if (command === undefined) {
    io.err(`subpixel: unknown command "${name}"; commands: ${Object.keys(COMMANDS).join(', ')}`);
    return EXIT_USAGE;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(command.help);
    return 0;
  }
  try {
    return await command.run(rest, io.out);
  } catch (e) {
    if (e instanceof CliError) {
      io.err(`subpixel ${name}: ${e.message}`);
      return EXIT_USAGE;
    }
    throw e;
  }
}

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Writes through a buffer so a million trace lines do not make a million write calls. */
function defaultIo(): CliIo {
  let buffer = '';
  const flush = () => {
    if (buffer) process.stdout.write(buffer);
    buffer = '';
  };
  process.on('exit', flush);
  return {
    out(line) {
      buffer += line + '\n';
      if (buffer.length > 1 << 16) flush();
    },
    err(line) {
      flush();
      process.stderr.write(line + '\n');
    },
  };
}
