/**
 * Level and movie set-up: a bundled level or an imported level JSON (its errors name the JSON
 * path), the profile, character and fixes (one checkbox per documented quirk), and movie
 * import/export in every format movies/formats knows.
 */
import { createSignal, For, Show } from 'solid-js';
import { CHARACTER_IDS, PROFILE_IDS, type CharacterId, type ProfileId } from '../../../engine/profiles/ids.ts';
import { QUIRKS, type QuirkId } from '../../../engine/quirks/catalogue.ts';
import { MOVIE_FORMATS, type MovieFormat } from '../../../movies/formats/index.ts';
import type { Workbench } from '../app/createWorkbench.ts';
import { download } from './download.ts';
import { pickedLevel, pickedMovie } from './pickedFile.ts';

export function SetupPanel(props: { readonly wb: Workbench; readonly levels: readonly string[] }) {
  const wb = props.wb;
  const [format, setFormat] = createSignal<MovieFormat>('bk2');
  const [showFixes, setShowFixes] = createSignal(false);
  const current = () => wb.loaded();
  const fixes = (): readonly QuirkId[] => current()?.fixes ?? [];
  return (
    <section class="panel" data-testid="setup-panel">
      <h3>Level &amp; movie</h3>
      <label>level{' '}
        <select data-testid="level-select" value={(() => { const s = wb.levelSource(); return s !== null && 'builtin' in s ? s.builtin : ''; })()}
          onChange={(e) => void wb.configure({ level: { builtin: e.currentTarget.value } })}>
          <Show when={wb.levelSource() !== null && !('builtin' in wb.levelSource()!)}>
            <option value="">(imported) {wb.levelName()}</option>
          </Show>
          <For each={props.levels}>{(n) => <option value={n}>{n}</option>}</For>
        </select>
      </label>
      <label class="file">import level JSON
        <input type="file" accept=".json" data-testid="import-level" onChange={async (e) => {
          const input = e.currentTarget;
          const f = input.files?.[0];
          if (f !== undefined) {
            const text = await pickedLevel(f);
            if (text.ok) await wb.configure({ level: { json: text.value } });
            else wb.setError(text.error);
          }
          input.value = '';
        }} />
      </label>
      <div class="row">
        <label>profile{' '}
          <select data-testid="profile-select" value={current()?.profile ?? 's2'} onChange={(e) => void wb.configure({ profile: e.currentTarget.value as ProfileId })}>
            <For each={PROFILE_IDS}>{(p) => <option value={p}>{p}</option>}</For>
          </select>
        </label>
        <label>character{' '}
          <select data-testid="character-select" value={current()?.character ?? 'sonic'} onChange={(e) => void wb.configure({ character: e.currentTarget.value as CharacterId })}>
            <For each={CHARACTER_IDS}>{(c) => <option value={c}>{c}</option>}</For>
          </select>
        </label>
      </div>
      <button class="link" onClick={() => setShowFixes(!showFixes())}>fixes ({fixes().length}) {showFixes() ? '▴' : '▾'}</button>
      <Show when={showFixes()}>
        <div class="fixes" data-testid="fixes">
          <For each={QUIRKS}>
            {(q) => (
              <label title={q.summary}>
                <input type="checkbox" data-quirk={q.id} checked={fixes().includes(q.id)} onChange={(e) => {
                  const on = e.currentTarget.checked;
                  void wb.configure({ fixes: on ? [...fixes(), q.id] : fixes().filter((f) => f !== q.id) });
                }} /> {q.id}
              </label>
            )}
          </For>
        </div>
      </Show>
      <div class="row">
        <label class="file">import movie
          <input type="file" accept=".txt,.spx,.bk2,.gmv" data-testid="import-movie" onChange={async (e) => {
            const input = e.currentTarget;
            const f = input.files?.[0];
            if (f !== undefined) {
              const bytes = await pickedMovie(f);
              if (bytes.ok) await wb.importMovie(f.name, bytes.value);
              else wb.setError(bytes.error);
            }
            input.value = '';
          }} />
        </label>
        <select value={format()} onChange={(e) => setFormat(e.currentTarget.value as MovieFormat)} data-testid="export-format">
          <For each={MOVIE_FORMATS}>{(f) => <option value={f}>.{f}</option>}</For>
        </select>
        <button data-testid="export-movie" onClick={async () => {
          const bytes = await wb.exportMovie(format());
          if (bytes !== null) download(bytes, `${wb.levelName() || 'movie'}.${format()}`);
        }}>export</button>
      </div>
    </section>
  );
}
