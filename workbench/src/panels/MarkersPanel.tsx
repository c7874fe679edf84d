/**
 * Markers: the list (click to go there; ] and [ step through them) and the marker of the frame
 * being edited. Editing is bound to the frame it started on and shows that marker's whole text
 * selected, so typing replaces it (never appends to another frame's text); Enter saves, an
 * empty text removes it, Escape leaves it as it was.
 */
import { createEffect, createSignal, For, Show } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';

export function MarkersPanel(props: { readonly wb: Workbench; readonly editorRef?: (open: MarkerEditor) => void }) {
  const wb = props.wb;
  /** The frame the box edits, fixed when editing starts; null: the frame on screen. */
  const [editing, setEditing] = createSignal<number | null>(null);
  let input!: HTMLInputElement;
  const at = (): number => editing() ?? wb.target();
  const textAt = (f: number): string => wb.markers().find((m) => m.frame === f)?.text ?? '';
  const begin = (f: number): void => {
    setEditing(f);
    input.value = textAt(f);
    input.focus();
    input.select();
  };
  props.editorRef?.(begin);
  // Not editing: the box shows the marker of the frame on screen.
  createEffect(() => {
    const text = textAt(wb.target());
    if (editing() === null && document.activeElement !== input) input.value = text;
  });
  return (
    <details class="panel" data-testid="markers-panel" open>
      <summary><h3>Markers</h3> <span class="dim">{wb.markers().length} · ] next, [ previous</span></summary>
      <form onSubmit={(e) => {
        e.preventDefault();
        wb.setMarker(at(), input.value);
        setEditing(null);
        input.blur();
      }}>
        <input
          ref={input}
          data-testid="marker-text"
          placeholder={`marker at ${at()}`}
          size="22"
          onFocus={() => {
            if (editing() === null) begin(wb.target());
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              setEditing(null);
              input.value = textAt(wb.target());
            }
          }}
          onBlur={() => {
            setEditing(null);
            input.value = textAt(wb.target());
          }}
        />
        <span class="dim" data-testid="marker-frame">@{at()}</span>
      </form>
      <Show when={wb.markers().length > 0}>
        <ul class="markers" data-testid="marker-list">
          <For each={wb.markers()}>
            {(m) => (
              <li data-testid="marker-item" data-frame={m.frame} classList={{ current: m.frame === wb.frame() }}>
                <button class="link" onClick={() => wb.seek(m.frame)}>{m.frame}</button>
                <span class="marker-label" title={m.text}>{m.text}</span>
                <button title="Edit" onClick={() => begin(m.frame)}>✎</button>
              </li>
            )}
          </For>
        </ul>
      </Show>
    </details>
  );
}

/** Opens the marker box on `frame` (the roll's marker cells call this). */
export type MarkerEditor = (frame: number) => void;
