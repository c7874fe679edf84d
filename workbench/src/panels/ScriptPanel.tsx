/**
 * Scripts (what Lua is to BizHawk): JavaScript against the small `sp` API (script/scriptApi.ts)
 * in a worker of its own that can reach nothing else. Scripts are kept with the project; one
 * that defines score(s) is also a search objective in the Analysis panel.
 */
import { For, Show } from 'solid-js';
import type { Scripts } from '../app/createScripts.ts';
import type { Workbench } from '../app/createWorkbench.ts';

const API = `await sp.state()  → { frame, x, y, xpx, ypx, xsp, ysp, gsp, angle, mode, status, air, roll, layer, ctrlLock, rings, input }
await sp.frame() · sp.length() · sp.step(n) · sp.seek(frame) · sp.input(frame)
await sp.setInput(frame, "RA") · sp.branch(name) · sp.hits()
sp.draw.rect(x, y, w, h, colour) · line(x1, y1, x2, y2, colour) · text(x, y, text, colour) · clear()
sp.log(...values)      units: subpixels (1 px = 256), hex angles
function score(s) { … }  → a search objective: true when met, else a number (higher is better)`;

export function ScriptPanel(props: { readonly wb: Workbench; readonly scripts: Scripts }) {
  const sc = props.scripts;
  const current = () => sc.list()[sc.selected()];
  return (
    <details class="panel script-panel" data-testid="script-panel">
      <summary><h3>Scripts</h3> <span class="dim">JavaScript in a sandboxed worker</span></summary>
      <div class="row">
        <select data-testid="script-select" value={String(sc.selected())} onChange={(e) => {
          sc.select(Number(e.currentTarget.value));
          e.currentTarget.blur();
        }}>
          <For each={sc.list()}>{(s, i) => <option value={String(i())}>{s.name}</option>}</For>
        </select>
        <input data-testid="script-name" value={current()?.name ?? ''} size="12" onChange={(e) => sc.edit({ name: e.currentTarget.value.trim() || 'script' })} />
        <button onClick={() => sc.add()} title="A new script">new</button>
        <button onClick={() => sc.remove()} title="Delete this script">delete</button>
      </div>
      <textarea
        data-testid="script-source"
        rows="12"
        spellcheck={false}
        value={current()?.source ?? ''}
        onInput={(e) => sc.edit({ source: e.currentTarget.value })}
      />
      <div class="row">
        <button data-testid="script-run" disabled={sc.running()} onClick={() => sc.run()}>▶ run</button>
        <button data-testid="script-stop" disabled={!sc.running()} onClick={() => sc.stop()}>■ stop</button>
        <span class="dim" data-testid="script-running">{sc.running() ? 'running…' : ''}</span>
      </div>
      <Show when={sc.log().length > 0}>
        <pre class="script-log" data-testid="script-log">{sc.log().join('\n')}</pre>
      </Show>
      <details>
        <summary class="dim">API</summary>
        <pre class="script-log">{API}</pre>
      </details>
    </details>
  );
}
