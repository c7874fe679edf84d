/**
 * The setup panel's real-act part: open the Sonic 1 or Sonic 2 disassembly folder (a directory
 * input, which every Chromium has; the File System Access picker too where the browser offers
 * it), choose the revision (Sonic 1's: a Sonic 2 checkout builds one) and whether to load the
 * act's objects, pick one of the 20 acts of either game. Reading and
 * importing show their progress; a damaged folder shows an error panel naming the file and where
 * in it, and nothing else changes. The chosen act's import warnings (placements of objects with
 * no engine port yet, left out) are listed.
 */
import { createSignal, For, Show } from 'solid-js';
import type { FolderFile, RealActs, RevisionChoice } from '../app/createRealActs.ts';
import { filesOfDirectory, filesOfInput } from '../app/createRealActs.ts';

const PHASES = { read: 'reading the folder', parse: 'parsing the sources', import: 'importing the act' } as const;

/** The File System Access API's picker, where the browser has it (it cannot be driven by tests: the input is the main path). */
type DirectoryPicker = () => Promise<FileSystemDirectoryHandle>;
const directoryPicker = (): DirectoryPicker | null => {
  const w = window as unknown as { showDirectoryPicker?: DirectoryPicker };
  return typeof w.showDirectoryPicker === 'function' ? w.showDirectoryPicker.bind(window) : null;
};

/**
 * A directory input (every Chromium has one; `webkitdirectory` is not in Solid's JSX types, so
 * it is set as an attribute): the picked folder's files with their paths, to `onFolder`.
 */
export function FolderInput(props: {
  readonly testId: string;
  readonly label: string;
  readonly title: string;
  readonly disabled: boolean;
  readonly onFolder: (name: string, files: FolderFile[]) => void;
}) {
  return (
    <label class="file" title={props.title}>{props.label}
      <input type="file" multiple data-testid={props.testId} ref={(el) => el.setAttribute('webkitdirectory', '')} disabled={props.disabled} onChange={(e) => {
        const input = e.currentTarget;
        const list = input.files;
        if (list === null || list.length === 0) return;
        const { name, files } = filesOfInput(list);
        input.value = '';
        props.onFolder(name, files);
      }} />
    </label>
  );
}

export function RealActPicker(props: { readonly acts: RealActs; readonly currentAct: string | null }) {
  const ra = props.acts;
  const [choice, setChoice] = createSignal('ghz1');
  const pick = async (id: string): Promise<void> => {
    setChoice(id);
    await ra.loadAct(id);
  };
  const folderInfo = () => {
    const f = ra.folder();
    if (f === null) return '';
    const head = `${f.name}: ${f.files} files, ${Math.round(f.bytes / 1024)} KB,`;
    return f.game === 's2' ? `${head} Sonic 2 REV0${f.revision} (as it builds)` : `${head} REV0${f.revision}${f.declared ? ' (as declared)' : ''}`;
  };
  /** The act the select shows: the open level's when it is the folder's, else the last chosen there, else the folder's first. */
  const shown = (acts: readonly { readonly id: string }[]): string => {
    const has = (id: string | null): id is string => id !== null && acts.some((a) => a.id === id);
    return has(props.currentAct) ? props.currentAct : has(choice()) ? choice() : acts[0]?.id ?? '';
  };
  const s2Folder = (): boolean => ra.folder()?.game === 's2';
  return (
    <div class="real-acts" data-testid="real-acts">
      <h4>Sonic 1 and Sonic 2 acts from your disassembly</h4>
      <div class="row">
        <FolderInput testId="disasm-folder" label="open disassembly folder" title="The folder of your s1disasm or s2disasm checkout (only its sources and level data are read)"
          disabled={ra.busy()} onFolder={(name, files) => void ra.openFolder(name, files)} />
        <Show when={directoryPicker()}>
          {(picker) => (
            <button data-testid="disasm-picker" disabled={ra.busy()} onClick={async () => {
              let dir: FileSystemDirectoryHandle;
              try {
                dir = await picker()();
              } catch {
                return; // cancelled
              }
              const { name, files } = await filesOfDirectory(dir);
              await ra.openFolder(name, files);
            }}>choose folder…</button>
          )}
        </Show>
      </div>
      <div class="row">
        <label>revision{' '}
          <select data-testid="disasm-revision" value={String(ra.revision())} disabled={ra.busy() || s2Folder()} title={s2Folder() ? 'A Sonic 2 checkout builds one revision: its gameRevision' : undefined} onChange={(e) => {
            const v = e.currentTarget.value;
            void ra.setRevision((v === 'declared' ? 'declared' : Number(v)) as RevisionChoice);
            e.currentTarget.blur();
          }}>
            <option value="declared">as the checkout declares</option>
            <option value="0">REV00</option>
            <option value="1">REV01</option>
          </select>
        </label>
        <label title="Load the act without its object placements (as the terrain-only real-game traces were recorded; a Sonic 2 act without its rings and objects)">
          <input type="checkbox" data-testid="disasm-terrain-only" checked={!ra.objects()} onChange={(e) => ra.setObjects(!e.currentTarget.checked)} /> terrain only
        </label>
      </div>
      <Show when={ra.progress()}>
        {(p) => (
          <div class="row disasm-progress" data-testid="disasm-progress">
            <span>{PHASES[p().phase]}{p().phase === 'read' ? ` (${p().done}/${p().total} files)` : '…'}</span>
            <Show when={p().phase === 'read'} fallback={<progress />}>
              <progress max={p().total} value={p().done} />
            </Show>
          </div>
        )}
      </Show>
      <Show when={ra.error()}>
        {(e) => (
          <div class="disasm-error" role="alert" data-testid="disasm-error" data-code={e().code}>
            <strong>{e().code}</strong>
            <Show when={e().path !== ''}> in <code data-testid="disasm-error-file">{e().path}</code></Show>: {e().message}
            <p class="dim">Nothing was changed: the project is as it was.</p>
            <button class="link" title="Dismiss" data-testid="dismiss-disasm-error" onClick={ra.dismissError}>✕</button>
          </div>
        )}
      </Show>
      <Show when={ra.folder()}>
        {(f) => (
          <>
            <p class="dim" data-testid="disasm-folder-info" data-read-ms={f().readMs} data-parse-ms={f().parseMs}>{folderInfo()}</p>
            <div class="row">
              <label>act{' '}
                <select data-testid="act-select" value={shown(f().acts)} disabled={ra.busy()} onChange={(e) => {
                  const id = e.currentTarget.value;
                  e.currentTarget.blur();
                  void pick(id);
                }}>
                  <For each={f().acts}>{(a) => <option value={a.id} title={a.title}>{a.id}: {a.title}</option>}</For>
                </select>
              </label>
              <button data-testid="load-act" disabled={ra.busy()} title="Load the chosen act again with the revision and objects set above" onClick={() => void pick(shown(f().acts))}>load</button>
            </div>
          </>
        )}
      </Show>
      <Show when={ra.warnings()}>
        {(w) => (
          <details class="act-warnings" data-testid="act-warnings" data-import-ms={ra.importMs() ?? ''} open={w().warnings.length > 0 && w().warnings.length <= 12}>
            <summary data-testid="act-warnings-summary">
              {w().act}: {w().warnings.length === 0 ? 'every placement has an engine port' : `${w().warnings.length} import warning${w().warnings.length === 1 ? '' : 's'}`}
            </summary>
            <ul>
              <For each={w().warnings}>
                {(x) => <li data-testid="act-warning">{x.id < 0 ? x.message : `(${x.x}, ${x.y}) ${x.message}`}</li>}
              </For>
            </ul>
          </details>
        )}
      </Show>
    </div>
  );
}
