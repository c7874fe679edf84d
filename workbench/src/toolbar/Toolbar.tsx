/**
 * The toolbar, one row at 1280 px: transport (back, play, advance, speed), the frame on screen
 * and a long seek's progress, go to frame, the one playback/record mode switch, undo/redo,
 * rerecords, the save status and help. The frame counter shows the frame drawn on the canvas,
 * never the one a seek is still on its way to; the way there shows as "→ target (n%)".
 */
import { createSignal, For, Show } from 'solid-js';
import { SPEEDS, type Workbench } from '../app/createWorkbench.ts';
import { parseGotoFrame } from './gotoFrame.ts';

export function speedLabel(speed: number): string {
  if (speed === 0) return 'max';
  if (speed === 0.25) return '¼×';
  if (speed === 0.5) return '½×';
  return `${speed}×`;
}

export function Toolbar(props: { readonly wb: Workbench; readonly gotoRef: (el: HTMLInputElement) => void; readonly onHelp: () => void }) {
  const wb = props.wb;
  const [gotoError, setGotoError] = createSignal('');
  let gotoInput!: HTMLInputElement;
  const progress = (): string => {
    const s = wb.seeking();
    if (s === null) return '';
    const span = Math.abs(s.target - s.from);
    const pct = span === 0 ? 100 : Math.floor((100 * Math.abs(wb.frame() - s.from)) / span);
    return `→ ${s.target} (${pct}%)`;
  };
  const viewOnly = (): boolean => !wb.lock().owner;
  return (
    <header class="toolbar">
      <strong class="brand">Subpixel</strong>
      <span data-testid="level-name" class="level-name" title="The level the movie plays on">{wb.levelName()}</span>
      <span class="group">
        <button onClick={() => wb.back()} title="Frame back (R)">◀︎</button>
        <button onClick={() => wb.togglePlay()} data-testid="play" title="Play / pause (Space)">{wb.playing() ? '❚❚' : '▶'}</button>
        <button onClick={() => wb.advance()} title="Frame advance (F)">▶︎|</button>
        <select
          data-testid="speed"
          title="Playback speed (+ / -); max = fast-forward as fast as it goes (hold Tab for it)"
          value={String(wb.transport().speed)}
          onChange={(e) => {
            wb.setSpeed(Number(e.currentTarget.value));
            e.currentTarget.blur();
          }}
        >
          <For each={SPEEDS}>{(s) => <option value={String(s)}>{speedLabel(s)}</option>}</For>
        </select>
      </span>
      <span class="frame-counter" title="The frame on screen / the movie's length">
        <strong data-testid="frame">{wb.frame()}</strong>/<span data-testid="length">{wb.length()}</span>
        <span class="seek-progress" data-testid="seek-progress">{progress()}</span>
      </span>
      <form
        class="goto"
        onSubmit={(e) => {
          e.preventDefault();
          const r = parseGotoFrame(gotoInput.value);
          if (typeof r === 'string') return void setGotoError(r);
          setGotoError('');
          wb.seek(r);
          gotoInput.blur();
        }}
      >
        <input
          ref={(el) => {
            gotoInput = el;
            props.gotoRef(el);
          }}
          data-testid="goto"
          placeholder="go to (G)"
          inputmode="numeric"
          size="9"
          onInput={() => setGotoError('')}
          onBlur={() => setGotoError('')}
        />
        <Show when={gotoError() !== ''}>
          <span class="goto-error" data-testid="goto-error" role="alert">{gotoError()}</span>
        </Show>
      </form>
      <button
        onClick={() => wb.setRecording(!wb.recording())}
        data-testid="mode"
        classList={{ mode: true, recording: wb.recording() }}
        disabled={viewOnly()}
        aria-pressed={wb.recording()}
        title={viewOnly() ? 'This tab only views the project: take over to record' : 'Mode (Q). Playback: F and Space play the movie. Record: F and playback write the held buttons into each frame'}
      >
        {wb.recording() ? '● record' : '▷ playback'}
      </button>
      <span class="group">
        <button onClick={() => wb.undo()} disabled={!wb.status()?.canUndo} title={`Undo (Ctrl+Z)${undoLabel(wb, 0)}`}>↶</button>
        <button onClick={() => wb.redo()} disabled={!wb.status()?.canRedo} title={`Redo (Ctrl+Y)${undoLabel(wb, 1)}`}>↷</button>
      </span>
      <span class="dim" title="Rerecords">rr <span data-testid="rerecords">{wb.status()?.rerecords ?? 0}</span></span>
      <span class={`save save-${wb.saveStatus()}`} data-testid="save-status" title={wb.saveError()?.message ?? ''}>
        {viewOnly() ? 'view only' : wb.saveStatus() === 'off' ? 'not saving' : wb.saveStatus()}
      </span>
      <button onClick={() => props.onHelp()} title="Shortcuts (?)">?</button>
    </header>
  );
}

/** ": paint R on 3–9" for the undo (0) or redo (1) button's tooltip. */
function undoLabel(wb: Workbench, which: 0 | 1): string {
  const h = wb.status()?.history;
  if (h === undefined) return '';
  const i = (which === 0 ? h.position - 1 : h.position) - h.offset;
  const e = h.entries[i];
  return e === undefined ? '' : `: ${e.label}`;
}
