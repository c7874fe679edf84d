/**
 * Run to and breakpoints: play or fast-forward until a frame, and pause by itself at a marker,
 * a detector hit, or a condition on the player's state such as `xsp > 0x600` (run/condition.ts,
 * units as in traces: subpixels, hex angles). The breakpoints hold for every playback (Space,
 * Tab) until turned off; why playback last stopped is shown here.
 */
import { createSignal, Show } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';
import { CONDITION_FIELDS } from '../run/condition.ts';
import type { Breakpoints } from '../worker/protocol.ts';

export function RunPanel(props: { readonly wb: Workbench }) {
  const wb = props.wb;
  const [problem, setProblem] = createSignal('');
  const [toFrame, setToFrame] = createSignal('');
  const breaks = (): Breakpoints => wb.transport().breakpoints;
  const apply = async (b: Breakpoints): Promise<void> => void setProblem((await wb.setBreakpoints(b)) ?? '');
  const run = (speed: number | undefined): void => {
    const t = toFrame().trim();
    if (t !== '' && !/^\d+$/.test(t)) return void setProblem(`run to: "${t}" is not a frame number`);
    setProblem('');
    wb.play(speed, t === '' ? null : Number(t));
  };
  return (
    <details class="panel" data-testid="run-panel" open>
      <summary><h3>Run &amp; breakpoints</h3></summary>
      <div class="row">
        <label>to frame <input data-testid="run-frame" value={toFrame()} onInput={(e) => setToFrame(e.currentTarget.value)} size="8" placeholder="(none)" inputmode="numeric" /></label>
        <button data-testid="run-play" onClick={() => run(undefined)} title="Play at the chosen speed until the frame or a breakpoint">▶ play</button>
        {/* Two ▶ (U+25B6), not ⏩ (U+23E9): that one is in emoji fonts only, and Debian's Chromium draws it as a box. */}
        <button data-testid="run-fast" onClick={() => run(0)} title="Fast-forward until the frame or a breakpoint">▶▶ fast</button>
      </div>
      <div class="row">
        <span class="dim">pause at</span>
        <label><input type="checkbox" data-testid="break-markers" checked={breaks().markers} onChange={(e) => void apply({ ...breaks(), markers: e.currentTarget.checked })} /> markers</label>
        <label><input type="checkbox" data-testid="break-hits" checked={breaks().hits} onChange={(e) => void apply({ ...breaks(), hits: e.currentTarget.checked })} /> detector hits</label>
      </div>
      <form class="row" onSubmit={(e) => {
        e.preventDefault();
        const input = e.currentTarget.querySelector('input')!;
        void apply({ ...breaks(), condition: input.value }).then(() => input.blur());
      }}>
        <label title={`fields: ${Object.keys(CONDITION_FIELDS).join(', ')}; ops > >= < <= == !=; join with && and ||`}>
          when <input data-testid="break-condition" value={breaks().condition} size="20" placeholder="e.g. xsp > 0x600" />
        </label>
        <button type="submit" data-testid="break-set">set</button>
        <Show when={breaks().condition !== ''}>
          <button type="button" class="link" onClick={() => void apply({ ...breaks(), condition: '' })}>clear</button>
        </Show>
      </form>
      <Show when={problem() !== ''}>
        <div class="error" data-testid="break-error">{problem()}</div>
      </Show>
      <div class="dim" data-testid="run-stopped">{wb.transport().playing ? 'playing…' : wb.transport().stopped !== '' ? `stopped: ${wb.transport().stopped}` : ''}</div>
    </details>
  );
}
