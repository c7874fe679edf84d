/**
 * The `subpixel` command line (CONTRACTS §5). Every command prints usage with --help; a bad
 * argument or file exits 2 with one line on stderr naming the file and where in it.
 */
import { CliError, EXIT_USAGE } from './cliError.ts';
import type { CliIo } from './cliIo.ts';
import { visibleText } from '../../engine/level/visibleText.ts';

type Run = (argv: readonly string[], io: CliIo) => number | Promise<number>;

/** A command module is loaded only when used, so `levels` does not pay for `bench`'s imports. */
interface CommandEntry {
  summary: string;
  load: () => Promise<{ run: Run; help: string }>;
}

const COMMANDS: Record<string, CommandEntry> = {
  trace: {
    summary: 'run a level with inputs, print one JSON record per frame',
    load: async () => {
      const m = await import('./commands/trace.ts');
      return { run: m.traceCommand, help: m.TRACE_HELP };
    },
  },
  quirks: {
    summary: 'list every quirk id, what it does, and its default profiles',
    load: async () => {
      const m = await import('./commands/quirks.ts');
      return { run: m.quirksCommand, help: m.QUIRKS_HELP };
    },
  },
  import: {
    summary: 'import Sonic 1 acts from your disassembly checkout as level files',
    load: async () => {
      const m = await import('./commands/import.ts');
      return { run: m.importCommand, help: m.IMPORT_HELP };
    },
  },
  levels: {
    summary: 'list the built-in levels (and the Sonic 1 acts, with --disasm)',
    load: async () => {
      const m = await import('./commands/levels.ts');
      return { run: m.levelsCommand, help: m.LEVELS_HELP };
    },
  },
  replay: {
    summary: 'run a movie, print a JSON summary: frames, final hash, events, detector hits',
    load: async () => {
      const m = await import('./commands/replay.ts');
      return { run: m.replayCommand, help: m.REPLAY_HELP };
    },
  },
  verify: {
    summary: 'replay a movie and check its stored state hashes (first desync frame)',
    load: async () => {
      const m = await import('./commands/verify.ts');
      return { run: m.verifyCommand, help: m.VERIFY_HELP };
    },
  },
  convert: {
    summary: 'convert a movie between .txt, .spx, .bk2 and .gmv',
    load: async () => {
      const m = await import('./commands/convert.ts');
      return { run: m.convertCommand, help: m.CONVERT_HELP };
    },
  },
  objects: {
    summary: 'list the object types a level can place, with their parameters',
    load: async () => {
      const m = await import('./commands/objects.ts');
      return { run: m.objectsCommand, help: m.OBJECTS_HELP };
    },
  },
  search: {
    summary: 'search inputs toward an objective (max x, a point, a detector hit); verified movie out',
    load: async () => {
      const m = await import('./commands/search.ts');
      return { run: m.searchCommand, help: m.SEARCH_HELP };
    },
  },
  sweep: {
    summary: 'detector searches from a grid of start positions and speeds: where each glitch is reachable',
    load: async () => {
      const m = await import('./commands/sweep.ts');
      return { run: m.sweepCommand, help: m.SWEEP_HELP };
    },
  },
  worker: {
    summary: 'take the jobs of queued sweeps and searches (BullMQ on Redis), on any machine',
    load: async () => {
      const m = await import('./commands/worker.ts');
      return { run: m.workerCommand, help: m.WORKER_HELP };
    },
  },
  queue: {
    summary: 'the runs on a queue: status, cancel',
    load: async () => {
      const m = await import('./commands/queue.ts');
      return { run: m.queueCommand, help: m.QUEUE_HELP };
    },
  },
  validate: {
    summary: 'replay glitch movies, check expected detectors fire and are gone when fixed',
    load: async () => {
      const m = await import('./commands/validate.ts');
      return { run: m.validateCommand, help: m.VALIDATE_HELP };
    },
  },
  realgame: {
    summary: 'the real game (your core and ROM): boot an act, trace or verify a movie on it',
    load: async () => {
      const m = await import('./commands/realgame.ts');
      return { run: m.realgameCommand, help: m.REALGAME_HELP };
    },
  },
  bench: {
    summary: 'measure engine speed and snapshot costs',
    load: async () => {
      const m = await import('./commands/bench.ts');
      return { run: m.benchCommand, help: m.BENCH_HELP };
    },
  },
};

export function usage(): string {
  const lines = ['usage: subpixel <command> [options]', '', 'commands:'];
  for (const [name, c] of Object.entries(COMMANDS)) lines.push(`  ${name.padEnd(8)} ${c.summary}`);
  lines.push('', 'Run `subpixel <command> --help` for a command\'s options.');
  return lines.join('\n');
}

export async function main(argv: readonly string[], given = defaultIo()): Promise<number> {
  // Every stderr line is one visible line: text quoted from a file (names, ids, a file name
  // itself) can hold NUL, NEL, U+2028 or a right-to-left override.
  const io: CliIo = { ...given, err: (line) => given.err(visibleText(line)) };
  try {
    return await dispatch(argv, io);
  } finally {
    // Output still queued for a slow pipe would be cut off at exit: the process ends only
    // after stdout has taken every line (the help's too).
    await io.flush?.();
  }
}

async function dispatch(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(usage());
    return name === undefined ? EXIT_USAGE : 0;
  }
  const entry = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (entry === undefined) {
    io.err(`subpixel: unknown command "${name}"; commands: ${Object.keys(COMMANDS).join(', ')}`);
    return EXIT_USAGE;
  }
  const command = await entry.load();
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(command.help);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof CliError) {
      io.err(`subpixel ${name}: ${e.message}`);
      return EXIT_USAGE;
    }
    throw e;
  }
}


/**
 * Writes through a buffer so a million trace lines do not make a million write calls. Lines
 * are never written from an 'exit' handler: Node ends the process without finishing a pipe
 * write started there, which cut traces short when the reader was slow.
 */
function defaultIo(): CliIo {
  let buffer = '';
  // A reader that went away (`| head`) is not an error of ours: stop writing, keep the exit code.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit();
    throw e;
  });
  const write = (): void => {
    if (buffer) process.stdout.write(buffer);
    buffer = '';
  };
  return {
    out(line) {
      buffer += line + '\n';
      if (buffer.length > 1 << 16) write();
    },
    err(line) {
      write();
      process.stderr.write(line + '\n');
    },
    flush() {
      write();
      // The callback of an empty write runs after every write queued before it.
      return new Promise((resolve) => {
        process.stdout.write('', () => resolve());
      });
    },
  };
}
