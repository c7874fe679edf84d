/**
 * An Evaluator that gives the worker's event loop a turn before every batch. The searches only
 * await their evaluator, and an in-thread evaluator resolves at once (microtasks), so without
 * this a Cancel message would wait until the whole search had finished.
 */
import type { Evaluator, RunnerSpec, Task, TaskResult } from '../../../analysis/search/index.ts';

/** A macrotask with no timer clamping (a MessageChannel round trip). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      ch.port1.close();
      resolve();
    };
    ch.port2.postMessage(null);
  });
}

export function yieldingEvaluator(inner: Evaluator): Evaluator {
  const wrapped: Evaluator = {
    get workers() {
      return inner.workers;
    },
    configure: (spec: RunnerSpec) => inner.configure(spec),
    run: async (tasks: readonly Task[]): Promise<TaskResult[]> => {
      await nextTask();
      return inner.run(tasks);
    },
    close: () => inner.close(),
  };
  // The kept-savestate path (the genetic search's fast path) is forwarded when the inner
  // evaluator has it, with the same yield before every batch.
  const { openKept, runKept } = inner;
  if (openKept !== undefined && runKept !== undefined) {
    wrapped.openKept = (root, slots, horizon) => openKept.call(inner, root, slots, horizon);
    wrapped.runKept = async (jobs) => {
      await nextTask();
      return runKept.call(inner, jobs);
    };
  }
  return wrapped;
}
