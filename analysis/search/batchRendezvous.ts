/**
 * How the Node pool's threads meet for each kept batch without a message round trip.
 *
 * A genetic generation is about a millisecond of simulation; waking a worker with postMessage
 * and waiting for its reply through the event loop cost a fifth of that on each side, so two
 * cores gave ~1.3x one. Instead the threads share a few control words: the caller bumps the
 * generation word and notifies, the workers (spinning briefly, then parked in Atomics.wait)
 * claim jobs from the batch's shared counter like the caller does, and count themselves done.
 * Atomics.add/notify/wait order every plain write to the shared tables before the other side's
 * read, so the tables need no locks.
 *
 * A worker serves batches until the caller raises `stop` (before any other request: a serving
 * worker does not read its messages).
 */

/** Control words. */
const GEN = 0;
const DONE = 1;
const STOP = 2;
const WORDS = 4;

/** How long a thread spins before parking: the gap between generations is usually shorter. */
const SPIN_MS = 1;

export function allocateControl(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(WORDS * 4));
}

export function generation(c: Int32Array): number {
  return Atomics.load(c, GEN);
}

/** Caller: the batch is written; wake every worker to claim jobs. */
export function startBatch(c: Int32Array): void {
  Atomics.store(c, DONE, 0);
  Atomics.add(c, GEN, 1);
  Atomics.notify(c, GEN);
}

/** Caller: blocks until `workers` workers have finished the current batch. */
export function awaitBatch(c: Int32Array, workers: number): void {
  const until = performance.now() + SPIN_MS;
  let done = Atomics.load(c, DONE);
  while (done < workers && performance.now() < until) done = Atomics.load(c, DONE);
  while (done < workers) {
    Atomics.wait(c, DONE, done);
    done = Atomics.load(c, DONE);
  }
}

/** Caller: let serving workers return to their message loops. */
export function stopServing(c: Int32Array): void {
  Atomics.store(c, STOP, 1);
  Atomics.add(c, GEN, 1);
  Atomics.notify(c, GEN);
}

/** Caller: before workers serve again. */
export function resetStop(c: Int32Array): void {
  Atomics.store(c, STOP, 0);
}

/**
 * Worker: runs `batch` for every generation after `seen` until stopped. `batch` must not throw
 * (report failures another way): a worker that never counts itself done hangs the caller.
 */
export function serveBatches(c: Int32Array, seen: number, batch: () => void): void {
  for (;;) {
    seen = waitForNext(c, seen);
    if (Atomics.load(c, STOP) !== 0) return;
    batch();
    Atomics.add(c, DONE, 1);
    Atomics.notify(c, DONE);
  }
}

function waitForNext(c: Int32Array, seen: number): number {
  const until = performance.now() + SPIN_MS;
  let g = Atomics.load(c, GEN);
  while (g === seen && performance.now() < until) g = Atomics.load(c, GEN);
  while (g === seen) {
    Atomics.wait(c, GEN, seen);
    g = Atomics.load(c, GEN);
  }
  return g;
}
