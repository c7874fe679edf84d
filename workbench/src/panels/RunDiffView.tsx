/**
 * Two runs of the movie from its start, compared (RunComparisonInfo, computed by
 * analysis/compare/compareRuns.ts as `subpixel validate --fix` computes it): the first frame
 * where they differ, a link that goes there; the detector hits that vanish and appear, each with
 * its detector, frame (a link) and message; and both end states side by side, the player's key
 * fields (raw values; the reading in the tooltip) and the state hash. The fixes view shows it
 * when a fix is ticked or unticked, the branch panel when a branch made with other settings is
 * diffed. Frames are counted as hits count them (the 0-based step): a link goes to the state
 * after that step, where the difference shows, as breaking on a hit does.
 */
import { For, Show, type JSX } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';
import { FIELDS } from '../inspector/fields.ts';
import type { DetectorHitInfo, RunComparisonInfo } from '../worker/protocol.ts';

/** The end-state rows: where the player is and how it moves. */
const END_FIELD_IDS = ['x', 'y', 'xsp', 'ysp', 'gsp', 'angle', 'mode', 'status', 'air'];
const END_FIELDS = FIELDS.filter((f) => END_FIELD_IDS.includes(f.id));

export function RunDiffView(props: {
  readonly wb: Workbench;
  readonly runs: RunComparisonInfo;
  /** What run `a` is ("without landOnAir", the branch's name) and run `b` ("with landOnAir fixed", "the movie"). */
  readonly a: string;
  readonly b: string;
  /** More controls (keep the other run as a branch). */
  readonly children?: JSX.Element;
}) {
  const r = () => props.runs;
  const changes = (): { change: 'vanished' | 'appeared'; hit: DetectorHitInfo }[] => [
    ...r().vanished.map((hit) => ({ change: 'vanished' as const, hit })),
    ...r().appeared.map((hit) => ({ change: 'appeared' as const, hit })),
  ];
  const go = (step: number): void => props.wb.seek(step + 1);
  return (
    <div class="run-diff" data-testid="run-diff" data-diverges-at={r().divergesAt}>
      <p>
        <Show when={r().divergesAt >= 0} fallback={<>the runs never differ in {r().frames} frames</>}>
          the runs differ from{' '}
          <button class="link" data-testid="run-diff-first" title={`Go to frame ${r().divergesAt + 1}: the state after frame ${r().divergesAt}'s step, the first that differs`}
            onClick={() => go(r().divergesAt)}>frame {r().divergesAt}</button> on
        </Show>
      </p>
      <ul class="run-diff-hits">
        <For each={changes()}>
          {(c) => (
            <li data-testid="run-diff-hit" data-change={c.change} data-detector={c.hit.detector} data-frame={c.hit.frame}>
              <span classList={{ vanished: c.change === 'vanished', appeared: c.change === 'appeared' }}>{c.change}</span>{' '}
              <strong>{c.hit.detector}</strong> on <button class="link" title={`Go to frame ${c.hit.frame + 1}, right after the hit`} onClick={() => go(c.hit.frame)}>frame {c.hit.frame}</button>:{' '}
              <span data-testid="run-diff-message">{c.hit.message}</span>
            </li>
          )}
        </For>
        <Show when={changes().length === 0}><li class="dim" data-testid="run-diff-same-hits">the same detector hits in both runs</li></Show>
      </ul>
      <table class="run-diff-end" data-testid="run-diff-end">
        <thead>
          <tr><th>after {r().frames} frames</th><th>{props.a}</th><th>{props.b}</th></tr>
        </thead>
        <tbody>
          <For each={END_FIELDS}>
            {(f) => {
              const a = () => f.raw(r().a.state);
              const b = () => f.raw(r().b.state);
              return (
                <tr classList={{ differs: a() !== b() }} data-field={f.id}>
                  <th>{f.label}</th>
                  <td class="num" data-testid={`run-diff-a-${f.id}`} title={f.text(r().a.state)}>{a()}</td>
                  <td class="num" data-testid={`run-diff-b-${f.id}`} title={f.text(r().b.state)}>{b()}</td>
                </tr>
              );
            }}
          </For>
          <tr classList={{ differs: r().a.hash !== r().b.hash }} data-field="hash">
            <th>hash</th>
            <td><code data-testid="run-diff-a-hash">{r().a.hash}</code></td>
            <td><code data-testid="run-diff-b-hash">{r().b.hash}</code></td>
          </tr>
        </tbody>
      </table>
      {props.children}
    </div>
  );
}
