/**
 * The Real game panel: connect to `subpixel realgame serve` (its URL and token), then Verify on
 * the real game (progress; synced, or the first divergence as a link that goes to that frame,
 * where the inspector shows the real game's values beside the engine's), the lag frames of the
 * last verify (counted here, marked in the piano roll), Export for BizHawk and Import a
 * real-game movie. Without a server every button says how to start one: the exact command.
 */
import { createSignal, For, Show } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';
import { pickedMovie } from '../panels/pickedFile.ts';
import type { RealGame } from './createRealGame.ts';
import { serveCommand } from './realGameClient.ts';

const LEFT = { gameOver: 'the game over', special: 'a special stage', ending: 'the ending' } as const;

export function RealGamePanel(props: { readonly wb: Workbench; readonly rg: RealGame }) {
  const wb = props.wb;
  const rg = props.rg;
  const [into, setInto] = createSignal<'new' | 'replace'>('new');
  const busy = (): boolean => rg.progress() !== null;
  /** The last verify, when it is of the project open now. */
  const result = () => {
    const r = rg.result();
    return r !== null && r.projectId === wb.projectId() ? r : null;
  };
  const command = (): string => serveCommand(location.origin);
  return (
    <details class="panel real-game" data-testid="real-game-panel" open>
      <summary><h3>Real game</h3></summary>
      <form class="row" onSubmit={(e) => {
        e.preventDefault();
        void rg.connect();
      }}>
        <input data-testid="real-url" placeholder="http://127.0.0.1:PORT" size="22" value={rg.url()} onInput={(e) => rg.setUrl(e.currentTarget.value)} title="The URL `subpixel realgame serve` printed" />
        <input data-testid="real-token" placeholder="token" size="12" type="password" autocomplete="off" value={rg.token()} onInput={(e) => rg.setToken(e.currentTarget.value)}
          title="The token it printed (kept in this browser only, never in a project file)" />
        <button type="submit" data-testid="real-connect" disabled={rg.connecting()}>connect</button>
      </form>
      <Show when={rg.info()} fallback={
        <div class="dim" data-testid="real-status" data-connected="false">
          not connected. Start the server on this computer with your own core, ROM and checkout:
          <code class="command" data-testid="real-serve-command">{command()}</code>
          and paste the URL and token it prints.
        </div>
      }>
        {(i) => (
          <p class="dim" data-testid="real-status" data-connected="true">
            connected: {i().rom.title} on {i().core.name} {i().core.version}{' '}
            <button class="link" onClick={() => rg.disconnect()} title="Forget this server">disconnect</button>
          </p>
        )}
      </Show>
      <Show when={rg.needsServer() && rg.info() === null}>
        <p class="error" data-testid="real-needs-server">
          The real game runs in <code>subpixel realgame serve</code>, not in the browser: start it with <code>{command()}</code>, then connect.
        </p>
      </Show>
      <div class="row">
        <button data-testid="real-verify" disabled={busy() || (rg.info() !== null && rg.whyNot() !== null)} onClick={() => void rg.verify()}
          title="Play the movie on the real game from power-on and compare every frame with the engine">Verify on the real game</button>
        <button data-testid="real-export" disabled={busy() || (rg.info() !== null && rg.whyNot() !== null)} onClick={() => void rg.exportBk2()}
          title="A BizHawk movie (.bk2, Genplus-gx core) from power-on that plays this movie on the real game: checked frame by frame first">Export for BizHawk</button>
      </div>
      <Show when={rg.info() !== null ? rg.whyNot() : null}>
        {(why) => <p class="dim" data-testid="real-why-not">not on the real game: {why()}</p>}
      </Show>
      <div class="row">
        <label class="file" title="A BizHawk movie of the real game from power-on: cut into one movie per act, each checked against the engine">Import a real-game movie
          <input type="file" accept=".bk2" data-testid="real-import" disabled={busy()} onChange={async (e) => {
            const input = e.currentTarget;
            const f = input.files?.[0];
            input.value = '';
            if (f === undefined) return;
            const bytes = await pickedMovie(f);
            if (bytes.ok) await rg.importBk2(f.name, bytes.value, into());
            else wb.setError(bytes.error);
          }} />
        </label>
        <select data-testid="real-import-into" value={into()} onChange={(e) => setInto(e.currentTarget.value as 'new' | 'replace')} title="Where the act movies go">
          <option value="new">each act into a new project</option>
          <option value="replace">over this movie (one act)</option>
        </select>
      </div>
      <Show when={rg.progress()}>
        {(p) => (
          <div class="row" data-testid="real-progress">
            {p().what === 'verify' ? 'verifying' : p().what === 'export' ? 'exporting' : 'importing'}…{' '}
            <progress max={Math.max(1, p().total)} value={p().done} /> {p().total > 1 ? `${p().done} / ${p().total}` : ''}
          </div>
        )}
      </Show>
      <Show when={rg.problem()}>{(e) => <p class="error" data-testid="real-problem" data-code={e().code}>{e().message}</p>}</Show>
      <Show when={result()}>
        {(r) => {
          const rep = () => r().report;
          const fields = () => Object.entries(rep().firstDivergence?.fields ?? {});
          return (
            <div class="real-result" data-testid="real-result" data-synced={rep().synced ? 'true' : 'false'}>
              <Show when={rep().firstDivergence} fallback={<p data-testid="real-synced">synced with the engine on all {rep().frames} frames of {rep().act}</p>}>
                {(d) => (
                  <p>
                    parts from the engine at{' '}
                    <button class="link" data-testid="real-divergence" data-frame={d().frame} title={`Go to frame ${d().frame + 1}: the state after frame ${d().frame}'s step, where the inspector shows both`}
                      onClick={() => wb.seek(d().frame + 1)}>frame {d().frame}</button>:{' '}
                    <For each={fields()}>{([k, [real, engine]], i) => <>{i() > 0 ? ', ' : ''}{k} real {String(real)} engine {String(engine)}</>}</For>
                  </p>
                )}
              </Show>
              <Show when={rep().left}>{(l) => <p class="dim">the real game left the act at frame {l().frame} ({LEFT[l().to]})</p>}</Show>
              <p>
                lag frames: <strong data-testid="real-lag-count">{rep().lagFrames}</strong>
                {rep().lagAt.length > 0 ? ` after ${rep().lagAt.length} movie frames (marked in the roll)` : ''}
                <Show when={r().inputsVersion !== wb.inputsVersion()}> <span class="dim" data-testid="real-stale">(the movie changed since: verify again)</span></Show>
              </p>
            </div>
          );
        }}
      </Show>
      <Show when={rg.imported().length > 0}>
        <ul class="real-imported" data-testid="real-imported">
          <For each={rg.imported()}>{(l) => <li classList={{ error: !l.synced }}>{l.text}</li>}</For>
        </ul>
      </Show>
    </details>
  );
}
