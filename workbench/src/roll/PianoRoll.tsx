/**
 * The piano roll: one row per frame, one column per button (U D L R A B C S), and with a
 * partner a second column set for the second pad (the partner's buttons). Only the rows on
 * screen exist (rollWindow.ts); each row reads its input straight from the InputBuffer and
 * tracks only its page's version, so an edit re-renders the rows it touched and nothing else.
 *
 * Mouse: press on a button cell and drag along the column to paint (or clear, when the first
 * cell was on); with a pattern chosen (or Alt held: every other frame) the drag autofires
 * instead, the pattern anchored at the frame the drag began on. Click a frame number to select
 * that frame and seek to it, shift-click to extend the selection; click a marker cell to edit
 * that frame's marker. Rows already replayed on the current inputs are tinted (the greenzone),
 * a "!" marks frames where a detector fired (hover for what), markers show their text, and the
 * frames the real game lagged after in the last verify on it are marked (hover for how many). A
 * run of Sonic 1 acts marks the row where each new act or special stage starts, with its name.
 */
import { createEffect, createMemo, createSignal, Index, on, onCleanup, onMount, Show, untrack } from 'solid-js';
import { BUTTON_LETTERS } from '../../../engine/input.ts';
import type { Workbench } from '../app/createWorkbench.ts';
import { isTextField } from '../keys/focus.ts';
import { rollWindow, rowAtY, scrollTopForRow } from './rollWindow.ts';
import { selectionRange } from './selection.ts';
import { actLabel } from '../worker/actRunView.ts';

/** Whether two act-start maps are the same (a new frame view keeps the rows as they are unless a boundary moved). */
function sameActStarts(a: ReadonlyMap<number, string>, b: ReadonlyMap<number, string>): boolean {
  if (a.size !== b.size) return false;
  for (const [f, act] of a) if (b.get(f) !== act) return false;
  return true;
}

export const ROW_PX = 16;
/** Blank rows shown past the movie's end, to paint new frames into. */
export const TAIL_ROWS = 120;

/** The paint patterns offered: hold (plain painting), autofire, and a custom one typed in. */
export const PATTERNS: readonly { readonly value: string; readonly label: string }[] = [
  { value: '', label: 'hold' },
  { value: '10', label: 'autofire 1-0' },
  { value: '01', label: 'autofire 0-1' },
  { value: '1100', label: 'autofire 2-2' },
  { value: 'custom', label: 'custom…' },
];

export function PianoRoll(props: {
  readonly wb: Workbench;
  readonly onMarkerClick?: (frame: number) => void;
  readonly scrollRef?: (el: HTMLDivElement) => void;
  /** The real game's lag after each movie frame, from the last verify (realGame/createRealGame.ts): those rows are marked. */
  readonly lagAt?: () => ReadonlyMap<number, number>;
}) {
  const wb = props.wb;
  const [pattern, setPattern] = createSignal('');
  const [custom, setCustom] = createSignal('110');
  /** The pattern a stroke paints with ('' = hold); Alt held forces every other frame. */
  const strokePattern = (alt: boolean): string => (alt ? '10' : pattern() === 'custom' ? custom() : pattern());
  let scroller!: HTMLDivElement;
  let body!: HTMLDivElement;
  const [scrollTop, setScrollTop] = createSignal(0);
  const [viewPx, setViewPx] = createSignal(400);
  const rows = createMemo(() => Math.max(wb.length(), wb.frame() + 1) + TAIL_ROWS);
  const win = createMemo(() => rollWindow(scrollTop(), viewPx(), ROW_PX, rows()));
  const slots = createMemo(() => Array.from({ length: win().count }, (_, i) => win().first + i));
  const markerAt = createMemo(() => new Map(wb.markers().map((m) => [m.frame, m.text])));
  const hitsAt = createMemo(() => {
    const m = new Map<number, string[]>();
    for (const h of wb.hits()) m.set(h.frame, [...(m.get(h.frame) ?? []), `${h.detector}: ${h.message}`]);
    return m;
  });
  const greenTo = (): number => wb.view()?.greenzoneTo ?? 0;
  /** A run of acts: the rows where a new act or special stage starts (worker/actRunView.ts), by frame. */
  const actStartAt = createMemo(() => {
    const m = new Map<number, string>();
    for (const b of wb.view()?.run?.boundaries ?? []) if (b.frame > 0) m.set(b.frame, actLabel(b.act));
    return m;
  }, undefined, { equals: sameActStarts });
  const lagOf = (row: number): number => props.lagAt?.().get(row) ?? 0;
  const twoPads = (): boolean => (wb.loaded()?.partner ?? null) !== null;
  const selected = createMemo(() => {
    const s = wb.selection();
    return s === null ? null : selectionRange(s);
  });

  onMount(() => {
    props.scrollRef?.(scroller);
    const observer = new ResizeObserver(() => setViewPx(scroller.clientHeight));
    observer.observe(scroller);
    setViewPx(scroller.clientHeight);
    onCleanup(() => observer.disconnect());
  });

  // Keep the current frame on screen (a few rows of context above it).
  // Runs on frame changes only, so scrolling away by hand is not undone until the next seek.
  createEffect(on(wb.frame, (f) => untrack(() => {
    const w = win();
    const visible = Math.floor(viewPx() / ROW_PX);
    if (f < w.first + 1 || f >= w.first + visible - 2) {
      const top = scrollTopForRow(Math.max(0, f - Math.floor(visible / 3)), viewPx(), ROW_PX, rows());
      scroller.scrollTop = top;
      setScrollTop(scroller.scrollTop);
    }
  })));

  const rowFromEvent = (e: PointerEvent): number => rowAtY(e.clientY - body.getBoundingClientRect().top, win(), ROW_PX, rows());

  let painting = false;
  const onPointerDown = (e: PointerEvent): void => {
    if (e.button !== 0) return;
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    const row = rowFromEvent(e);
    if (el === null || row < 0) return;
    e.preventDefault();
    // Working in the roll hands the keyboard back to the workbench (a pattern or go-to box
    // keeps the focus otherwise, since the press is not allowed to move it).
    if (isTextField(document.activeElement)) (document.activeElement as HTMLElement).blur();
    if (el.dataset.cell === 'marker') {
      // The marker box opens on click, after the press has moved the focus.
      wb.seek(row);
      return;
    }
    if (el.dataset.cell === 'frame') {
      const s = wb.selection();
      wb.setSelection(e.shiftKey && s !== null ? { anchor: s.anchor, head: row } : { anchor: row, head: row });
      wb.seek(row);
      return;
    }
    const bit = 1 << Number(el.dataset.bit);
    painting = true;
    body.setPointerCapture(e.pointerId);
    wb.beginStroke(row, bit, strokePattern(e.altKey), el.dataset.pad === '2' ? 2 : 1);
  };
  const onClick = (e: MouseEvent): void => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[data-cell="marker"]');
    const row = Number(el?.closest<HTMLElement>('[data-frame]')?.dataset.frame ?? -1);
    if (el !== null && row >= 0) props.onMarkerClick?.(row);
  };
  const onPointerMove = (e: PointerEvent): void => {
    if (!painting) return;
    const row = rowFromEvent(e);
    if (row >= 0) wb.strokeTo(row);
  };
  const onPointerUp = (): void => {
    if (!painting) return;
    painting = false;
    wb.endStroke();
  };

  return (
    <div class="roll" classList={{ 'two-pads': twoPads() }} data-testid="piano-roll">
      <div class="roll-tools">
        <label title="How a drag paints a button column: held on every frame, or a pattern (1 = held, 0 = released) repeated from the first frame dragged. Alt+drag: every other frame.">
          paint{' '}
          <select data-testid="roll-pattern" value={pattern()} onChange={(e) => {
            setPattern(e.currentTarget.value);
            e.currentTarget.blur();
          }}>
            {PATTERNS.map((p) => <option value={p.value}>{p.label}</option>)}
          </select>
        </label>
        <Show when={pattern() === 'custom'}>
          <input data-testid="roll-pattern-custom" value={custom()} size="8" title="1 = held, 0 = released, repeated" onInput={(e) => {
            const v = e.currentTarget.value.replace(/[^01]/g, '');
            if (v !== '') setCustom(v);
          }} />
        </Show>
      </div>
      <div class="roll-row roll-head">
        <span class="roll-frame">frame</span>
        <span class="roll-flag" title="detector hits">!</span>
        {[...BUTTON_LETTERS].map((l) => (
          <span class="roll-cell">{l}</span>
        ))}
        <Show when={twoPads()}>
          {[...BUTTON_LETTERS].map((l) => (
            <span class="roll-cell p2" title="second pad (the partner)">{l}</span>
          ))}
        </Show>
        <span class="roll-marker">marker</span>
      </div>
      <div class="roll-scroll" ref={scroller} onScroll={() => setScrollTop(scroller.scrollTop)}>
        <div style={{ height: `${win().spacerPx}px`, position: 'relative' }}>
          <div class="roll-sticky" style={{ height: `${viewPx()}px` }}>
            <div
              ref={body}
              class="roll-body"
              style={{ transform: `translateY(${win().offsetPx}px)` }}
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onClick={onClick}
            >
              <Index each={slots()}>
                {(row) => {
                  const input = (): number => {
                    wb.pages.track(row());
                    return wb.inputs.get(row());
                  };
                  const input2 = (): number => {
                    wb.pages.track(row());
                    return wb.inputs2.get(row());
                  };
                  const isSelected = (): boolean => {
                    const s = selected();
                    return s !== null && row() >= s.start && row() < s.end;
                  };
                  return (
                    <div
                      class="roll-row"
                      data-frame={row()}
                      classList={{
                        current: row() === wb.frame(),
                        past: row() < wb.frame(),
                        selected: isSelected(),
                        beyond: row() >= wb.length(),
                        green: row() < greenTo(),
                        hit: hitsAt().has(row()),
                        lag: lagOf(row()) > 0,
                        'act-start': actStartAt().has(row()),
                      }}
                      data-act-start={actStartAt().get(row())}
                      data-lag={lagOf(row()) > 0 ? lagOf(row()) : undefined}
                      title={lagOf(row()) > 0 ? `the real game lagged ${lagOf(row())} frame${lagOf(row()) === 1 ? '' : 's'} after this frame (its logic overran; last verify)` : undefined}
                    >
                      <span class="roll-frame" data-cell="frame">{row()}</span>
                      <span class="roll-flag" title={hitsAt().get(row())?.join('\n') ?? ''} data-hit={hitsAt().has(row()) ? 'true' : undefined}>
                        {hitsAt().has(row()) ? '!' : ''}
                      </span>
                      {[...BUTTON_LETTERS].map((l, bit) => (
                        <span class="roll-cell" data-cell="button" data-bit={bit} data-button={l} classList={{ on: (input() & (1 << bit)) !== 0 }}>
                          {(input() & (1 << bit)) !== 0 ? l : ''}
                        </span>
                      ))}
                      <Show when={twoPads()}>
                        {[...BUTTON_LETTERS].map((l, bit) => (
                          <span class="roll-cell p2" data-cell="button" data-pad="2" data-bit={bit} data-button={`2${l}`} classList={{ on: (input2() & (1 << bit)) !== 0 }}>
                            {(input2() & (1 << bit)) !== 0 ? l : ''}
                          </span>
                        ))}
                      </Show>
                      <span class="roll-marker" data-cell="marker" title={markerAt().get(row()) ?? ''}>
                        <Show when={actStartAt().get(row())}>
                          {(act) => <span class="roll-act" data-testid="roll-act-start" title={`the run starts ${act()} on this frame`}>▸ {act()} </span>}
                        </Show>
                        {markerAt().get(row()) ?? ''}
                      </span>
                    </div>
                  );
                }}
              </Index>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
