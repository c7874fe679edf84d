/**
 * The inspector's view of the last verify's first divergence, on the frame it is about (the
 * state after that movie frame's step): every compared field as the real game had it beside the
 * engine's (CONTRACTS §8 `firstDivergence`), the ones that differ marked. Raw values in the
 * units both sides keep (positions in subpixels).
 */
import { For, Show } from 'solid-js';
import type { FrameView } from '../worker/protocol.ts';
import type { VerifyResult } from './createRealGame.ts';

export function RealGameCompare(props: { readonly view: FrameView | null; readonly result: VerifyResult | null; readonly projectId: string | null }) {
  const divergence = () => {
    const r = props.result;
    const d = r?.report.firstDivergence ?? null;
    return d !== null && r!.projectId === props.projectId && props.view?.frame === d.frame + 1 ? d : null;
  };
  return (
    <Show when={divergence()}>
      {(d) => (
        // Brought into view when it appears (the link to the divergence is further down the side column).
        <table class="real-compare" data-testid="real-compare" ref={(el) => requestAnimationFrame(() => el.scrollIntoView({ block: 'nearest' }))}>
          <caption>real game vs engine, frame {d().frame} (emulator frame {d().real.emuFrame})</caption>
          <thead>
            <tr><th /><th>real</th><th>engine</th></tr>
          </thead>
          <tbody>
            <For each={Object.keys(d().engine)}>
              {(k) => {
                const real = () => String((d().real as unknown as Record<string, unknown>)[k]);
                const engine = () => String((d().engine as unknown as Record<string, unknown>)[k]);
                return (
                  <tr classList={{ differs: Object.hasOwn(d().fields, k) }} data-field={k}>
                    <th>{k}</th>
                    <td class="num" data-testid={`real-compare-real-${k}`}>{real()}</td>
                    <td class="num" data-testid={`real-compare-engine-${k}`}>{engine()}</td>
                  </tr>
                );
              }}
            </For>
          </tbody>
        </table>
      )}
    </Show>
  );
}
