/**
 * Ctrl-C (SIGINT) for the long commands, `search` and `sweep`: the first one aborts the work,
 * which then returns what it has, and the command prints it (the best result, the hits so far)
 * and writes its --out files on the way out, exit code 130 as for any interrupted command. A
 * second Ctrl-C ends the process at once. Searches run in this thread must let the event loop
 * in for the handler to run (analysis/search/yieldingEvaluator.ts).
 */
import type { CliIo } from './cliIo.ts';

/** The exit code of a command stopped by SIGINT (128 + 2), as shells report it. */
export const EXIT_INTERRUPTED = 130;

export interface Interrupt {
  readonly signal: AbortSignal;
  /** Whether SIGINT arrived. */
  readonly interrupted: () => boolean;
  /** Removes the handler (Ctrl-C kills the process again). */
  dispose(): void;
}

export function onInterrupt(io: CliIo, what: string): Interrupt {
  const controller = new AbortController();
  const handler = (): void => {
    if (controller.signal.aborted) process.exit(EXIT_INTERRUPTED);
    io.err(`interrupted: stopping the ${what} and printing what it has (Ctrl-C again to quit at once)`);
    controller.abort();
  };
  process.on('SIGINT', handler);
  return {
    signal: controller.signal,
    interrupted: () => controller.signal.aborted,
    dispose: () => {
      process.off('SIGINT', handler);
    },
  };
}
