/**
 * Seeded movies in the input styles the real-game checks play (a runner, random buttons, bunny
 * hops, back and forth): the same bytes for the same style, length and seed, everywhere.
 */
import { BTN_A, BTN_B, BTN_C, BTN_DOWN, BTN_LEFT, BTN_RIGHT } from '../engine/input.ts';

export const MOVIE_STYLES = ['runner', 'random', 'hops', 'backforth'] as const;
export type MovieStyle = (typeof MOVIE_STYLES)[number];

/** xorshift32: a deterministic stream of 32-bit numbers. */
function rng(seed: number): () => number {
  let x = seed | 0 || 0x9e3779b9;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  };
}

export function movieStyle(style: MovieStyle, frames: number, seed: number): Uint8Array {
  const next = rng(seed * 2654435761 + MOVIE_STYLES.indexOf(style));
  const out = new Uint8Array(frames);
  let f = 0;
  const run = (n: number, pad: number): void => {
    for (let i = 0; i < n && f < frames; i++) out[f++] = pad;
  };
  while (f < frames) {
    const r = next();
    switch (style) {
      case 'runner':
        // Right held, a jump now and then (held 1..20 frames), sometimes a roll.
        run(10 + (r % 80), BTN_RIGHT);
        if ((r >>> 8) % 4 === 0) run(5 + ((r >>> 12) % 20), BTN_RIGHT | BTN_DOWN);
        else run(1 + ((r >>> 12) % 20), BTN_RIGHT | BTN_C);
        break;
      case 'random':
        run(1 + (r % 12), (r >>> 8) & (BTN_LEFT | BTN_RIGHT | BTN_DOWN | BTN_A | BTN_B | BTN_C | 0x01));
        break;
      case 'hops':
        run(1 + (r % 3), BTN_RIGHT | BTN_A);
        run(1 + ((r >>> 4) % 4), BTN_RIGHT);
        break;
      case 'backforth':
        run(20 + (r % 60), BTN_RIGHT);
        run(10 + ((r >>> 8) % 40), BTN_LEFT | ((r >>> 16) % 3 === 0 ? BTN_B : 0));
        break;
    }
  }
  return out;
}
