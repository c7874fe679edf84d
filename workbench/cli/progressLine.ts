/**
 * Progress on stderr for work that takes longer than a second (CONTRACTS §8): one line a
 * second, `realgame verify: 4,200 / 10,000 frames (42%)`, and nothing at all for work that ends
 * sooner. The wall clock only paces the lines; it never enters a result.
 */
import type { CliIo } from './cliIo.ts';

export interface ProgressLine {
  tick(done: number): void;
  done(): void;
}

export function progressLine(io: CliIo, what: string, total: number, unit = 'frames', now: () => number = Date.now): ProgressLine {
  const start = now();
  let next = start + 1000;
  let last = 0;
  let said = false;
  const say = (done: number): void => {
    const pct = total > 0 ? ` (${Math.floor((done * 100) / total)}%)` : '';
    io.err(`${what}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} ${unit}${pct}`);
    said = true;
  };
  return {
    tick(done: number): void {
      last = done;
      const t = now();
      if (t < next) return;
      next = t + 1000;
      say(done);
    },
    done(): void {
      if (said) say(last);
    },
  };
}
