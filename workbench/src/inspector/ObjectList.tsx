/** The loaded objects of the current frame with their state (from the worker's object rows). */
import { For, Show } from 'solid-js';
import { OBJECT_TYPE_LIST } from '../../../engine/objects/catalogue.ts';
import { OBJECT_ROW, OB_FLAGS, OB_ROUTINE, OB_SLOT, OB_TH, OB_TW, OB_TYPE, OB_X, OB_XSP, OB_Y, OB_YSP } from '../worker/objectBoxes.ts';

export function ObjectList(props: { readonly objects: Int32Array; readonly ids: readonly string[] }) {
  const rows = (): number[] => Array.from({ length: Math.floor(props.objects.length / OBJECT_ROW) }, (_, i) => i * OBJECT_ROW);
  return (
    <details class="objects" open>
      <summary>objects ({rows().length} loaded)</summary>
      <Show when={rows().length > 0} fallback={<p class="dim">none loaded</p>}>
        <table data-testid="object-list">
          <thead><tr><th>id</th><th>type</th><th>x</th><th>y</th><th>xsp</th><th>ysp</th><th>rt</th><th>touch</th></tr></thead>
          <tbody>
            <For each={rows()}>
              {(i) => {
                // Rows are keyed by offset and outlive the view they were made for: read the
                // current frame's array in every cell, never a copy captured at creation.
                const v = (k: number): number => props.objects[i + k];
                return (
                  <tr title={`slot ${v(OB_SLOT)} flags 0x${v(OB_FLAGS).toString(16)}`}>
                    <td>{props.ids[v(OB_SLOT)] ?? `#${v(OB_SLOT)}`}</td>
                    <td>{OBJECT_TYPE_LIST[v(OB_TYPE)]?.name ?? v(OB_TYPE)}</td>
                    <td class="num">{v(OB_X) >> 8}</td>
                    <td class="num">{v(OB_Y) >> 8}</td>
                    <td class="num">{v(OB_XSP)}</td>
                    <td class="num">{v(OB_YSP)}</td>
                    <td class="num">{v(OB_ROUTINE)}</td>
                    <td class="num">{v(OB_TW) > 0 ? `${v(OB_TW)}×${v(OB_TH)}` : '–'}</td>
                  </tr>
                );
              }}
            </For>
          </tbody>
        </table>
      </Show>
    </details>
  );
}
