/**
 * One of the inspector's label / raw value / text tables (moves, run, act): each row's raw value
 * and text carry `inspector-<id>-raw` and `inspector-<id>` test ids.
 */
import { For } from 'solid-js';
import type { MoveRow } from './moveFields.ts';

export function RowsTable(props: { readonly rows: readonly MoveRow[]; readonly caption: string; readonly testId: string; readonly class: string }) {
  return (
    <table class={props.class} data-testid={props.testId}>
      <caption>{props.caption}</caption>
      <tbody>
        <For each={props.rows}>
          {(r) => (
            <tr>
              <th>{r.label}</th>
              <td class="num" data-testid={`inspector-${r.id}-raw`}>{r.raw}</td>
              <td data-testid={`inspector-${r.id}`}>{r.text}</td>
            </tr>
          )}
        </For>
      </tbody>
    </table>
  );
}
