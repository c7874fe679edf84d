/** Stepping helpers for physics tests: inputs by letters, traces, settling on the floor. */
import { lettersToInput } from '../../../engine/input.ts';
import { createWorld, type World, type WorldOptions } from '../../../engine/world/world.ts';
import { traceRecord, type TraceRecord } from '../../../engine/world/traceRecord.ts';
import type { Level } from '../../../engine/level/types.ts';
import { P_STATUS, ST_AIR } from '../../../engine/state/layout.ts';

export function input(letters: string): number {
  const v = lettersToInput(letters);
  if (v < 0) throw new Error(`bad letters ${letters}`);
  return v;
}

/** Steps `frames` frames holding `letters`; returns the trace record of each frame. */
export function hold(w: World, letters: string, frames: number): TraceRecord[] {
  const v = input(letters);
  const out: TraceRecord[] = [];
  for (let i = 0; i < frames; i++) {
    w.step(v);
    out.push(traceRecord(w.state, v, []));
  }
  return out;
}

/** One frame; returns its trace record. */
export function tap(w: World, letters = ''): TraceRecord {
  return hold(w, letters, 1)[0];
}

/** Steps with no input until the player is grounded (at most 300 frames), then returns it. */
export function settle(w: World): World {
  for (let i = 0; i < 300 && w.state[P_STATUS] & ST_AIR; i++) w.step(0);
  if (w.state[P_STATUS] & ST_AIR) throw new Error('player never landed');
  return w;
}

export function world(level: Level, options: WorldOptions = {}): World {
  return createWorld(level, options);
}

export const px = (subpixels: number): number => subpixels >> 8;
