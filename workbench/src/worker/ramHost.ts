/**
 * The RAM watch's side of the engine worker: which labels the open level has (a real act's, from
 * its checkout; none for a hand-made level, which has no game RAM), and the plots' series
 * (ramSeries.ts). The page reads the current frame's values itself, from the state every frame
 * view carries, through the same map (engine/games/s1/ramMap.ts).
 */
import { RamLabels } from '../../../engine/games/s1/ramLabels.ts';
import { S1RamMap } from '../../../engine/games/s1/ramMap.ts';
import type { RamLabelTable } from '../../../engine/games/s1/ramLabelTable.ts';
import type { ActLibrary } from './actLibrary.ts';
import type { EngineSession } from './engineSession.ts';
import { actOf } from './levelSource.ts';
import { RamSeries, type RamSeriesChunk, type RamWatchSpec } from './ramSeries.ts';

/** What the open level offers the RAM panel. */
export type RamLabelsInfo =
  /** A real act with its checkout's labels. */
  | { readonly kind: 'act'; readonly table: RamLabelTable }
  /** A real act without labels (stored before they were kept, or damaged): why. */
  | { readonly kind: 'noLabels'; readonly reason: string }
  /** A hand-made level: the engine keeps no game RAM for it. */
  | { readonly kind: 'handMade' };

export class RamHost {
  private readonly series = new RamSeries();
  private readonly maps = new WeakMap<RamLabelTable, S1RamMap>();

  constructor(
    private readonly session: EngineSession,
    private readonly acts: ActLibrary,
  ) {}

  /** Frames the plots' replays have stepped (ramSeries.ts). */
  get replayedFrames(): number {
    return this.series.replayedFrames;
  }

  labels(): RamLabelsInfo {
    const src = this.session.levelSource;
    const act = src === null ? null : actOf(src);
    if (act === null) return { kind: 'handMade' };
    const got = this.acts.ramLabels(act.hash);
    return got.ok ? { kind: 'act', table: got.table } : { kind: 'noLabels', reason: got.reason };
  }

  /** The watched places' values over frames [from, to) (NaN: not modelled, or no game RAM). */
  values(from: number, to: number, watches: readonly RamWatchSpec[]): RamSeriesChunk {
    const source = this.session.replaySource();
    if (source === null) return { from, values: [] };
    const info = this.labels();
    let map: S1RamMap | null = null;
    if (info.kind === 'act') {
      map = this.maps.get(info.table) ?? new S1RamMap(new RamLabels(info.table));
      this.maps.set(info.table, map);
    }
    this.series.configure(map, sanitize(watches));
    return this.series.series(source, Math.max(0, Math.floor(from)), Math.floor(to));
  }
}

/** The page's list as plain numbers (it crossed a worker boundary: at most 64 watches). */
function sanitize(watches: readonly RamWatchSpec[]): RamWatchSpec[] {
  const out: RamWatchSpec[] = [];
  for (const w of Array.isArray(watches) ? watches.slice(0, 64) : []) {
    const size = w?.size === 1 || w?.size === 2 || w?.size === 4 ? w.size : null;
    if (size !== null && Number.isInteger(w.address)) out.push({ address: w.address, size });
  }
  return out;
}
