/**
 * Sparse savestates for seeking: one engine snapshot every `interval` frames, dropped from the
 * first edited frame on. A seek restores the nearest snapshot at or before the target and
 * replays (GGRS sparse saving). The movies/model greenzone replaces this when it lands.
 */
export class SnapshotCache {
  private readonly snaps = new Map<number, Int32Array>();

  constructor(readonly interval: number) {}

  /** True when a snapshot should be taken at `frame`. */
  due(frame: number): boolean {
    return frame % this.interval === 0 && !this.snaps.has(frame);
  }

  put(frame: number, snapshot: Int32Array): void {
    this.snaps.set(frame, snapshot);
  }

  /** The latest snapshot frame at or before `frame`, or -1 when there is none. */
  nearest(frame: number): number {
    for (let f = frame - (frame % this.interval); f >= 0; f -= this.interval) {
      if (this.snaps.has(f)) return f;
    }
    return -1;
  }

  get(frame: number): Int32Array | undefined {
    return this.snaps.get(frame);
  }

  /** Inputs changed at `frame`: every snapshot after it describes a future that no longer exists. */
  invalidateAfter(frame: number): void {
    for (const f of this.snaps.keys()) if (f > frame) this.snaps.delete(f);
  }

  get size(): number {
    return this.snaps.size;
  }
}
