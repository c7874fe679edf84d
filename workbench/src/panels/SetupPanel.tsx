/**
 * Level and movie set-up: a bundled level or an imported level JSON (its errors name the JSON
 * path), the profile, character, partner (player 2), Sonic Mania's drop dash (Sonic only) and
 * fixes (one checkbox per documented quirk) — every change an undoable edit, named in the
 * history — and movie import/export in every format movies/formats knows. A movie is imported
 * into a new project unless "over this movie" is chosen (undoable). A movie made on a level that
 * is not here is not played on another level silently: the panel names its level and offers to
 * load it (a real act: from the disassembly folder), or to play it on this level anyway. Real
 * acts: RealActPicker, and the acts stored in this browser are listed with the built-in levels.
 *
 * Ticking or unticking a fix shows what it changes (RunDiffView: where the runs with and without
 * it part, the hits that vanish and appear, both end states), and the other run can be kept as a
 * branch to load or diff. A movie that starts from a savestate says so (its frame 0 is that
 * state, not the level start: movies/model/movieStart.ts).
 */
import { createEffect, createSignal, For, Show } from 'solid-js';
import { CHARACTER_IDS, PROFILE_IDS, type CharacterId, type PartnerOptions, type ProfileId } from '../../../engine/profiles/ids.ts';
import { QUIRKS, type QuirkId } from '../../../engine/quirks/catalogue.ts';
import { MOVIE_FORMATS, type MovieFormat } from '../../../movies/formats/index.ts';
import type { Workbench } from '../app/createWorkbench.ts';
import type { RealActs } from '../app/createRealActs.ts';
import type { MovieActRef } from '../../../movies/types.ts';
import { MAX_AUTHOR_CHARS, type LevelSource } from '../worker/protocol.ts';
import { download } from './download.ts';
import { pickedLevel, pickedMovie } from './pickedFile.ts';
import { FolderInput, RealActPicker } from './RealActPicker.tsx';
import { RunDiffView } from './RunDiffView.tsx';
import type { RunComparisonInfo } from '../worker/protocol.ts';

/** What ticking or unticking one fix changed: the runs before (a) and after (b) it, compared. */
interface FixDiff {
  readonly quirk: QuirkId;
  readonly on: boolean;
  /** The fixes before the change (run a) and after it (run b). */
  readonly before: readonly QuirkId[];
  readonly after: readonly QuirkId[];
  readonly runs: RunComparisonInfo;
  readonly project: string | null;
}

interface PendingImport {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly into: 'new' | 'replace';
  readonly level: { readonly name: string; readonly hash: number; readonly act?: MovieActRef };
}

/** The level select's value for a source: a built-in's key, `act:<hash>` for a stored act, '' for an imported JSON level. */
function selectValue(s: LevelSource | null): string {
  if (s === null) return '';
  if ('builtin' in s) return s.builtin;
  if ('act' in s) return `act:${s.act.hash >>> 0}`;
  return '';
}

function actLabel(a: MovieActRef): string {
  return `${a.game}:${a.id} (REV0${a.revision}${a.objects ? '' : ', terrain only'})`;
}

export function SetupPanel(props: { readonly wb: Workbench; readonly levels: readonly string[]; readonly acts: RealActs }) {
  const wb = props.wb;
  const ra = props.acts;
  const [format, setFormat] = createSignal<MovieFormat>('bk2');
  const [into, setInto] = createSignal<'new' | 'replace'>('new');
  const [showFixes, setShowFixes] = createSignal(false);
  const [pending, setPending] = createSignal<PendingImport | null>(null);
  const [fixDiff, setFixDiff] = createSignal<FixDiff | null>(null);
  /** The fix whose runs are being compared (two replays of the whole movie in the engine worker). */
  const [comparing, setComparing] = createSignal<QuirkId | null>(null);
  /** The comparison stands while the fixes are still what it compared (and the project the same). */
  const shownFixDiff = (): FixDiff | null => {
    const d = fixDiff();
    return d !== null && d.project === wb.projectId() && [...d.after].sort().join() === [...fixes()].sort().join() ? d : null;
  };
  /** Ticks or unticks `q`; once the movie plays with the change, compares the run before it with the run now. */
  const toggleFix = async (box: HTMLInputElement, q: QuirkId): Promise<void> => {
    const on = box.checked;
    const before = [...fixes()];
    const after = on ? [...before, q] : before.filter((f) => f !== q);
    if (!(await wb.configure({ fixes: after }))) {
      box.checked = !on;
      return;
    }
    setComparing(q);
    try {
      const runs = await wb.compareFixes(before);
      if (runs !== null) setFixDiff({ quirk: q, on, before, after, runs, project: wb.projectId() });
    } finally {
      setComparing(null);
    }
  };
  /** "without zip" / "with zip fixed": run a or b of a fix's comparison. */
  const runName = (d: FixDiff, side: 'a' | 'b'): string => ((side === 'a') === d.on ? `without ${d.quirk}` : `with ${d.quirk} fixed`);
  const current = () => wb.loaded();
  const fixes = (): readonly QuirkId[] => current()?.fixes ?? [];
  const partnerValue = (): string => {
    const p = current()?.partner ?? null;
    return p === null ? 'none' : `${p.character}:${p.control}`;
  };
  /** Sonic 1's real acts have no player 2 (engine/world/partner.ts partnerRefusal): the select is off there. */
  const realAct = (): boolean => current()?.level.act !== undefined;
  /** The drop dash is Sonic's only (engine/profiles/moves.ts resolveMoves): the checkbox is off for the others. */
  const sonic = (): boolean => (current()?.character ?? 'sonic') === 'sonic';
  /** A select changed: hand the keyboard back (arrow keys must not keep changing it). */
  const done = (e: Event): void => (e.currentTarget as HTMLElement).blur();
  /** The real act open now, when it is not (yet) among the stored ones the select lists. */
  const unlistedAct = () => {
    const s = wb.levelSource();
    return s !== null && 'act' in s && !ra.stored().some((a) => a.hash >>> 0 === s.act.hash >>> 0) ? s.act : null;
  };
  let levelSelect!: HTMLSelectElement;
  // The select shows the open level again whenever its options change: the stored acts are
  // listed after the project opens, and a value set before its option existed left the first
  // option ("flat") showing while a real act was open.
  createEffect(() => {
    const value = selectValue(wb.levelSource());
    void props.levels.length;
    void ra.stored().length;
    void unlistedAct();
    levelSelect.value = value;
  });
  let authorInput!: HTMLInputElement;
  /** The author box's text becomes the movie's author; refused (another tab owns the project), the box shows the movie's again. */
  const saveAuthor = (input: HTMLInputElement): void => {
    const had = wb.status()?.author ?? '';
    if (input.value.trim() === had) return;
    void wb.setAuthor(input.value).then((ok) => {
      if (!ok) input.value = wb.status()?.author ?? '';
    });
  };
  const importFile = async (name: string, bytes: Uint8Array, how: 'new' | 'replace'): Promise<void> => {
    const o = await wb.importMovie(name, bytes, { into: how });
    if (o?.kind === 'needsLevel') setPending({ name, bytes, into: how, level: o.level });
    else setPending(null);
  };
  return (
    <details class="panel" data-testid="setup-panel" open>
      <summary><h3>Level &amp; movie</h3></summary>
      <label>level{' '}
        <select data-testid="level-select" ref={levelSelect} value={selectValue(wb.levelSource())}
          onChange={(e) => {
            const v = e.currentTarget.value;
            const stored = ra.stored().find((a) => `act:${a.hash >>> 0}` === v);
            if (stored !== undefined) void ra.loadStored(stored);
            else if (!v.startsWith('act:')) void wb.configure({ level: { builtin: v } });
            done(e);
          }}>
          <Show when={wb.levelSource() !== null && 'json' in wb.levelSource()!}>
            <option value="">(imported) {wb.levelName()}</option>
          </Show>
          <For each={props.levels}>{(n) => <option value={n}>{n}</option>}</For>
          <For each={ra.stored()}>{(a) => <option value={`act:${a.hash >>> 0}`} title={a.name}>{actLabel(a.act)}</option>}</For>
          <Show when={unlistedAct()}>{(a) => <option value={`act:${a().hash >>> 0}`} title={a().name}>{actLabel(a().act)}</option>}</Show>
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
      <RealActPicker acts={ra} currentAct={(() => { const s = wb.levelSource(); return s !== null && 'act' in s ? s.act.act.id : null; })()} />
      <div class="row">
        <label>profile{' '}
          <select data-testid="profile-select" value={current()?.profile ?? 's2'} onChange={(e) => {
            void wb.configure({ profile: e.currentTarget.value as ProfileId });
            done(e);
          }}>
            <For each={PROFILE_IDS}>{(p) => <option value={p}>{p}</option>}</For>
          </select>
        </label>
        <label>character{' '}
          <select data-testid="character-select" value={current()?.character ?? 'sonic'} onChange={(e) => {
            void wb.configure({ character: e.currentTarget.value as CharacterId });
            done(e);
          }}>
            <For each={CHARACTER_IDS}>{(c) => <option value={c}>{c}</option>}</For>
          </select>
        </label>
        <label title={realAct()
          ? 'A real act (Sonic 1) has no player 2'
          : "Player 2: Sonic 2's CPU follows player 1 (the second pad takes over when used), or the second pad alone"}>partner{' '}
          <select data-testid="partner-select" value={partnerValue()} disabled={realAct()} onChange={(e) => {
            void wb.configure({ partner: partnerOf(e.currentTarget.value) });
            done(e);
          }}>
            <option value="none">none</option>
            <For each={CHARACTER_IDS}>
              {(c) => (
                <>
                  <option value={`${c}:cpu`}>{c} (CPU)</option>
                  <option value={`${c}:human`}>{c} (2nd pad)</option>
                </>
              )}
            </For>
          </select>
        </label>
        <label title={sonic()
          ? "Sonic Mania's drop dash (no classic game has it): in a jump, press the jump button again and hold it until he lands"
          : "The drop dash is Sonic's only: choose Sonic to turn it on"}>
          <input type="checkbox" data-testid="drop-dash" checked={current()?.dropDash ?? false} disabled={!sonic()} onChange={(e) => {
            const box = e.currentTarget;
            const on = box.checked;
            // A refused change (another tab owns the project) leaves the setting as it was: so does the box.
            void wb.configure({ dropDash: on }).then((ok) => {
              if (!ok) box.checked = !on;
            });
          }} /> drop dash (Mania)
        </label>
      </div>
      <button class="link" onClick={() => setShowFixes(!showFixes())}>fixes ({fixes().length}) {showFixes() ? '▴' : '▾'}</button>
      <Show when={showFixes()}>
        <div class="fixes" data-testid="fixes">
          <For each={QUIRKS}>
            {(q) => (
              <label title={q.summary}>
                <input type="checkbox" data-quirk={q.id} checked={fixes().includes(q.id)} onChange={(e) => void toggleFix(e.currentTarget, q.id)} /> {q.id}
              </label>
            )}
          </For>
        </div>
      </Show>
      <Show when={comparing()}>{(q) => <p class="dim" data-testid="fix-diff-pending">comparing the runs with and without {q()}…</p>}</Show>
      <Show when={shownFixDiff()}>
        {(d) => (
          <div class="fix-diff" data-testid="fix-diff">
            <div class="row">
              <strong data-testid="fix-diff-title">{d().quirk} {d().on ? 'fixed' : 'unfixed'}</strong>
              <button class="link" data-testid="fix-diff-close" title="Close the comparison" onClick={() => setFixDiff(null)}>✕</button>
            </div>
            <div class="dim">the movie's run {runName(d(), 'a')} against its run {runName(d(), 'b')}, both from its start, as <code>subpixel validate --fix</code> compares them</div>
            <RunDiffView wb={wb} runs={d().runs} a={runName(d(), 'a')} b={runName(d(), 'b')}>
              <button data-testid="run-diff-keep" title="Keep the other run as a branch at the movie's end: load it to go back to it, diff it with the movie to compare again"
                onClick={() => void wb.keepFixesRun(d().before, runName(d(), 'a'))}>keep the run {runName(d(), 'a')} as a branch</button>
            </RunDiffView>
          </div>
        )}
      </Show>
      <Show when={current()?.savestateStart !== null && current()?.savestateStart !== undefined}>
        <p class="dim" data-testid="movie-start" title="Its frame 0 is that state, not the level start; it plays on this level only, and exports only as .spx">
          the movie starts from a savestate (the engine's frame counter {current()!.savestateStart} there)
        </p>
      </Show>
      <div class="row">
        <label class="file">import movie
          <input type="file" accept=".txt,.spx,.bk2,.gmv" data-testid="import-movie" onChange={async (e) => {
            const input = e.currentTarget;
            const f = input.files?.[0];
            if (f !== undefined) {
              const bytes = await pickedMovie(f);
              if (bytes.ok) await importFile(f.name, bytes.value, into());
              else wb.setError(bytes.error);
            }
            input.value = '';
          }} />
        </label>
        <select data-testid="import-into" value={into()} onChange={(e) => {
          setInto(e.currentTarget.value as 'new' | 'replace');
          done(e);
        }} title="Where an imported movie goes">
          <option value="new">into a new project</option>
          <option value="replace">over this movie (undoable)</option>
        </select>
      </div>
      <Show when={pending()}>
        {(p) => (
          <div class="prompt" data-testid="import-level-prompt" role="alertdialog">
            <p>
              <strong>{p().name}</strong> was made on level <strong data-testid="import-level-name">"{p().level.name}"</strong>
              {p().level.act !== undefined ? <> (the real act <strong data-testid="import-level-act">{actLabel(p().level.act!)}</strong>)</> : ''}
              {p().level.hash !== 0 ? ` (hash ${p().level.hash.toString(16).padStart(8, '0')})` : ''}, which is not loaded. Playing it on another level would desync.
            </p>
            <Show when={p().level.act}>
              {(act) => {
                /** Rebuilds the act from the open folder and imports the movie on it (checked against its hash). */
                const fromFolder = async (): Promise<void> => {
                  const src = await ra.rebuild(act());
                  if (src === null) return;
                  const o = await wb.importMovie(p().name, p().bytes, { into: p().into, level: src });
                  if (o !== null && o.kind !== 'needsLevel') setPending(null);
                };
                return (
                  <div class="row">
                    <FolderInput testId="import-disasm-for-movie" label="open the disassembly folder…" title="Your s1disasm checkout: the act is rebuilt from it"
                      disabled={ra.busy()} onFolder={async (name, files) => {
                        if (await ra.openFolder(name, files)) await fromFolder();
                      }} />
                    <Show when={ra.folder()}>
                      {(f) => <button data-testid="import-act-from-folder" disabled={ra.busy()} onClick={() => void fromFolder()}>rebuild it from {f().name}</button>}
                    </Show>
                    <Show when={ra.progress()}>{(pr) => <progress max={pr().total} value={pr().done} />}</Show>
                  </div>
                );
              }}
            </Show>
            <Show when={ra.error() !== null && pending() !== null}>
              <p class="error" data-testid="import-disasm-error">{ra.error()!.code} in {ra.error()!.path}: {ra.error()!.message}</p>
            </Show>
            <div class="row">
              <label class="file">load its level JSON…
                <input type="file" accept=".json" data-testid="import-level-for-movie" onChange={async (e) => {
                  const input = e.currentTarget;
                  const f = input.files?.[0];
                  input.value = '';
                  if (f === undefined) return;
                  const text = await pickedLevel(f);
                  if (!text.ok) {
                    wb.setError(text.error);
                    return;
                  }
                  const o = await wb.importMovie(p().name, p().bytes, { into: p().into, level: { json: text.value } });
                  if (o !== null && o.kind !== 'needsLevel') setPending(null);
                }} />
              </label>
              <button data-testid="import-any-level" title="Replay its inputs on the level loaded now (it will likely desync)" onClick={async () => {
                const o = await wb.importMovie(p().name, p().bytes, { into: p().into, anyLevel: true });
                if (o !== null) setPending(null);
              }}>play on {wb.levelName()} anyway</button>
              <button data-testid="import-cancel" onClick={() => setPending(null)}>cancel</button>
            </div>
          </div>
        )}
      </Show>
      <form class="row" onSubmit={(e) => {
        e.preventDefault();
        saveAuthor(authorInput);
        authorInput.blur();
      }}>
        <label title="Who made the movie: kept with the project and written into its exports (.spx author, .bk2 Author; a .gmv or an input script has no place for it)">author{' '}
          <input data-testid="movie-author" ref={authorInput} value={wb.status()?.author ?? ''} maxLength={MAX_AUTHOR_CHARS} size="24" placeholder="your name"
            onChange={(e) => saveAuthor(e.currentTarget)} />
        </label>
      </form>
      <div class="row">
        <select value={format()} onChange={(e) => {
          setFormat(e.currentTarget.value as MovieFormat);
          done(e);
        }} data-testid="export-format">
          <For each={MOVIE_FORMATS}>{(f) => <option value={f}>.{f}</option>}</For>
        </select>
        <button data-testid="export-movie" onClick={async () => {
          const bytes = await wb.exportMovie(format());
          if (bytes !== null) download(bytes, `${wb.levelName() || 'movie'}.${format()}`);
        }}>export movie</button>
      </div>
    </details>
  );
}

/** The partner select's value ("none" or "character:control") as options. */
function partnerOf(value: string): PartnerOptions | null {
  if (value === 'none') return null;
  const [character, control] = value.split(':');
  return { character: character as CharacterId, control: control as PartnerOptions['control'] };
}
