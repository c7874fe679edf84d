/**
 * Detector hits over the whole movie (the worker's FrameRecorder finds them while the greenzone
 * replays): a row per detector, a tick per hit. Click to seek. The list of hits per detector is
 * also in the DOM (data-hits, title) for tests and screen readers.
 */
import type { Workbench } from '../app/createWorkbench.ts';
import { drawHitTimeline, timelineScale } from './drawHitTimeline.ts';
import { PlotCanvas } from './PlotCanvas.tsx';

export function HitTimeline(props: { readonly wb: Workbench }) {
  const wb = props.wb;
  const frames = (): number => Math.max(wb.length(), wb.view()?.greenzoneTo ?? 0, wb.frame());
  const summary = (): string => {
    const counts = new Map<string, number>();
    for (const h of wb.hits()) counts.set(h.detector, (counts.get(h.detector) ?? 0) + 1);
    return [...counts].map(([id, n]) => `${id} ×${n}`).join(', ');
  };
  return (
    <div class="timeline-wrap" data-testid="hit-timeline-wrap" data-hits={wb.hits().length} title={summary()}>
      <PlotCanvas
        class="timeline"
        testId="hit-timeline"
        data={() => ({ hits: wb.hits(), frames: frames(), cursor: wb.frame(), greenzone: wb.view()?.greenzoneTo ?? 0 })}
        draw={(ctx, d, box) => drawHitTimeline(ctx, d.hits, d.frames, d.cursor, d.greenzone, box)}
        onPick={(x, _y, box) => wb.seek(Math.max(0, Math.round(timelineScale(frames(), box).invert(x))))}
      />
      <span class="timeline-summary dim" data-testid="hit-summary">{summary()}</span>
    </div>
  );
}
