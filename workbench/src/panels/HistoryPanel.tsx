/**
 * The undo history as a list (TAStudio's History panel): every edit named, newest last; the
 * entries after the current point are the ones redo brings back. Clicking an entry undoes or
 * redoes everything up to and including it.
 */
import { createEffect, For, Show } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';

export function HistoryPanel(props: { readonly wb: Workbench }) {
  const wb = props.wb;
  let list!: HTMLOListElement;
  const history = () => wb.status()?.history ?? { entries: [], offset: 0, position: 0 };
  // Keep the newest entries in sight as edits arrive.
  createEffect(() => {
    void history();
    if (list !== undefined) list.scrollTop = list.scrollHeight;
  });
  return (
    <details class="panel" data-testid="history-panel" open>
      <summary><h3>History</h3> <span class="dim">{history().position} done{history().entries.length + history().offset > history().position ? `, ${history().entries.length + history().offset - history().position} to redo` : ''}</span></summary>
      <Show when={history().offset > 0}>
        <div class="dim">{history().offset} older edits</div>
      </Show>
      <ol class="history" ref={list} start={history().offset + 1}>
        <li classList={{ done: true, current: history().position === 0 }}>
          <button class="link" data-testid="history-start" onClick={() => wb.undoTo(0)} title="Undo everything">(start)</button>
        </li>
        <For each={history().entries}>
          {(e, i) => {
            const position = (): number => history().offset + i() + 1;
            return (
              <li classList={{ done: e.done, undone: !e.done, current: position() === history().position }} data-testid="history-entry" data-done={e.done ? 'true' : 'false'}>
                <button class="link" onClick={() => wb.undoTo(position())} title={e.done ? 'Undo back to here' : 'Redo up to here'}>{e.label}</button>
              </li>
            );
          }}
        </For>
      </ol>
    </details>
  );
}
