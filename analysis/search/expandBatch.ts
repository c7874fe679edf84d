/**
 * The tasks of one batch of a level-by-level search (BFS, beam): candidate `i` of a level is
 * node `i / alphabet` extended by choice `i % alphabet`, so a level of n nodes is n × alphabet
 * candidates cut into batches by index.
 */
import type { Task } from './problem.ts';

export interface SearchNode {
  /** Snapshot after `choices`. */
  readonly snap: Int32Array;
  readonly choices: Uint8Array;
}

export interface ExpandedBatch {
  readonly tasks: Task[];
  /** Each task's whole choice list from the search start. */
  readonly paths: Uint8Array[];
}

export function expandBatch(nodes: readonly SearchNode[], alphabet: number, depth: number, from: number, count: number): ExpandedBatch {
  const tasks: Task[] = [];
  const paths: Uint8Array[] = [];
  for (let i = from; i < from + count; i++) {
    const node = nodes[Math.floor(i / alphabet)];
    const choices = new Uint8Array(node.choices.length + 1);
    choices.set(node.choices);
    choices[node.choices.length] = i % alphabet;
    tasks.push({ start: node.snap, depth, choices: choices.subarray(node.choices.length), keepSegments: false });
    paths.push(choices);
  }
  return { tasks, paths };
}
