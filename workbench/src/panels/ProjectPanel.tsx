/**
 * Saved work: the project list (IndexedDB through the worker's movies/storage), the autosave
 * status, and whole-project export/import as one file. A quota error shows its message with an
 * Export button, since exporting is the one thing that saves the work then.
 */
import { createSignal, For, Show } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';
import { download } from './download.ts';
import { pickedProject } from './pickedFile.ts';

export function ProjectPanel(props: { readonly wb: Workbench }) {
  const wb = props.wb;
  const [name, setName] = createSignal('');
  const exportNow = async (): Promise<void> => {
    const bytes = await wb.exportProject();
    const p = wb.projects().find((x) => x.id === wb.projectId());
    if (bytes !== null) download(bytes, `${p?.name ?? 'project'}.subpixel-project.json`, 'application/json');
  };
  return (
    <section class="panel" data-testid="project-panel">
      <h3>Projects</h3>
      <Show when={wb.saveError()}>
        {(e) => (
          <div class="quota" data-testid="save-error">
            <p>{e().message}</p>
            <Show when={e().code === 'storageQuota'}>
              <button data-testid="quota-export" onClick={() => void exportNow()}>Export project</button>
            </Show>
          </div>
        )}
      </Show>
      <ul class="projects">
        <For each={wb.projects()}>
          {(p) => (
            <li classList={{ current: p.id === wb.projectId() }} data-testid="project-item">
              <button class="link" onClick={() => void wb.openProject(p.id)} title={`${p.level}, saved ${p.modified}`}>{p.name}</button>
              <button title="Rename" onClick={() => {
                const n = window.prompt('Project name', p.name);
                if (n !== null && n.trim() !== '') void wb.renameProject(p.id, n.trim());
              }}>✎</button>
              <button title="Delete" onClick={() => {
                if (window.confirm(`Delete project "${p.name}" and its movie and branches?`)) void wb.deleteProject(p.id);
              }}>✕</button>
            </li>
          )}
        </For>
      </ul>
      <form onSubmit={(e) => {
        e.preventDefault();
        void wb.createProject(name().trim() || 'Untitled');
        setName('');
      }}>
        <input placeholder="new project" value={name()} onInput={(e) => setName(e.currentTarget.value)} data-testid="new-project-name" />
        <button type="submit" data-testid="new-project">New</button>
      </form>
      <div class="row">
        <button onClick={() => void exportNow()} data-testid="export-project">Export project</button>
        <label class="file">Import project
          <input type="file" accept=".json" data-testid="import-project" onChange={async (e) => {
            const input = e.currentTarget;
            const f = input.files?.[0];
            if (f !== undefined) {
              const bytes = await pickedProject(f);
              if (bytes.ok) await wb.importProject(f.name, bytes.value);
              else wb.setError(bytes.error);
            }
            input.value = '';
          }} />
        </label>
      </div>
    </section>
  );
}
