/** Shared builders for the storage tests: deterministic clocks, ids, movies and branches. */
import type { Branch, Movie } from '../../../movies/types.ts';
import { openProjectStore } from '../../../movies/storage/projectStore.ts';
import type { ProjectStore, ProjectStoreOptions } from '../../../movies/storage/projectStore.ts';

let dbCounter = 0;

/** Every test gets its own database so no state leaks between cases. */
export function freshDbName(): string {
  dbCounter++;
  return `subpixel-test-${dbCounter}-${Math.random().toString(36).slice(2)}`;
}

/** A clock that advances one second per reading, starting 2024-01-01T00:00:00.000Z. */
export function makeClock(): () => string {
  let t = Date.UTC(2024, 0, 1);
  return () => {
    const s = new Date(t).toISOString();
    t += 1000;
    return s;
  };
}

export function makeIds(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}

export async function openTestStore(opts: ProjectStoreOptions = {}): Promise<ProjectStore> {
  const r = await openProjectStore({ name: freshDbName(), now: makeClock(), newId: makeIds('id'), ...opts });
  if (!r.ok) throw new Error(`could not open the test store: ${r.error.message}`);
  return r.value;
}

/** Inputs whose byte i is (i * 7 + seed) & 0xff, so every position is distinguishable. */
export function patternInputs(frames: number, seed = 0): Uint8Array {
  const out = new Uint8Array(frames);
  for (let i = 0; i < frames; i++) out[i] = (i * 7 + seed) & 0xff;
  return out;
}

export function sampleMovie(frames = 600, seed = 0): Movie {
  return {
    meta: {
      level: { name: 'ghz1', hash: 0xdeadbeef },
      profile: 's1',
      character: 'sonic',
      fixes: ['spindashSpeedCap'],
      author: 'tester',
      rerecords: 42,
      created: '2023-12-31T00:00:00.000Z',
      modified: '2023-12-31T00:00:00.000Z',
      notes: 'route A',
    },
    inputs: patternInputs(frames, seed),
    markers: [{ frame: 120, text: 'first spring' }],
    checkpoints: [
      { frame: 0, hash: '00000000' },
      { frame: 300, hash: 'a1b2c3d4' },
    ],
  };
}

export function sampleBranch(id: string, parent: string | null, frame: number): Branch {
  return {
    id,
    parent,
    name: `branch ${id}`,
    note: 'try the ramp',
    frame,
    savestate: Int32Array.from([frame, -1, 0x7fffffff, -0x80000000, 256]),
    inputs: patternInputs(frame, 3),
    markers: [{ frame: 10, text: 'jump' }],
    time: `2024-02-01T00:00:0${frame % 10}.000Z`,
    thumbnail: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, frame & 0xff]),
    level: { kind: 'builtin', name: 'ghz1' },
    slot: null,
  };
}

/** Unwraps an ok Result, failing the test with the error otherwise. */
export function must<T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.code}: ${r.error.message}`);
  return r.value;
}
