/**
 * The branch tree (TAStudio-style): each branch with its thumbnail, name, note and frame.
 * Save a branch at the cursor; load it keeping the movie's inputs (savestate only) or replacing
 * them; update it to the current state; rename, annotate, delete; diff against the movie or
 * another branch: the first differing frame is a link that seeks there.
 */
import { createMemo, createSignal, For, Show } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';
import type { BranchInfo } from '../worker/protocol.ts';

function thumbUrl(b: BranchInfo): string | null {
  return b.thumbnail === null ? null : URL.createObjectURL(new Blob([b.thumbnail as BlobPart], { type: 'image/png' }));
}

export function BranchPanel(props: { readonly wb: Workbench }) {
  const wb = props.wb;
  const [name, setName] = createSignal('');
  const [diff, setDiff] = createSignal<{ id: string; against: string; frame: number | null } | null>(null);
  // Depth in the tree, for indentation (parents come before children: oldest first).
  const rows = createMemo(() => {
    const depth = new Map<string, number>();
    return wb.branches().map((b) => {
      const d = b.parent === null ? 0 : (depth.get(b.parent) ?? -1) + 1;
      depth.set(b.id, d);
      return { b, d, url: thumbUrl(b) };
    });
  });
  return (
    <section class="panel" data-testid="branch-panel">
      <h3>Branches</h3>
      <form onSubmit={(e) => {
        e.preventDefault();
        void wb.saveBranch(name().trim(), '');
        setName('');
      }}>
        <input placeholder="branch name" value={name()} onInput={(e) => setName(e.currentTarget.value)} data-testid="branch-name" />
        <button type="submit" data-testid="save-branch">Save at {wb.frame()}</button>
      </form>
      <ul class="branches">
        <For each={rows()}>
          {({ b, d, url }) => (
            <li data-testid="branch" data-branch={b.id} style={{ 'margin-left': `${d * 10}px` }}>
              <Show when={url}>{(u) => <img src={u()} alt="" width="72" height="48" />}</Show>
              <div class="branch-text">
                <strong>{b.name}</strong> <span class="dim">@{b.frame} · {b.length} frames</span>
                <Show when={b.note !== ''}><div class="dim">{b.note}</div></Show>
                <div class="row">
                  <button data-testid="load-replace" title="Load state and replace the movie's inputs" onClick={() => void wb.loadBranch(b.id, true)}>load</button>
                  <button data-testid="load-keep" title="Load the state only, keep the movie's inputs" onClick={() => void wb.loadBranch(b.id, false)}>state</button>
                  <button data-testid="update-branch" title="Update to the current state and inputs" onClick={() => void wb.updateBranch(b.id)}>update</button>
                  <button title="Rename / note" onClick={() => {
                    const n = window.prompt('Branch name', b.name);
                    if (n === null) return;
                    const note = window.prompt('Note', b.note);
                    void wb.renameBranch(b.id, n.trim() || b.name, note ?? b.note);
                  }}>✎</button>
                  <button data-testid="diff-branch" title="First frame where this branch's inputs differ from the movie" onClick={async () => {
                    setDiff({ id: b.id, against: 'movie', frame: await wb.diffBranch(b.id, 'movie') });
                  }}>diff</button>
                  <button title="Delete" onClick={() => void wb.deleteBranch(b.id)}>✕</button>
                </div>
                <Show when={diff()?.id === b.id ? diff() : null}>
                  {(r) => (
                    <div class="dim" data-testid="diff-result">
                      {r().frame === null ? 'same inputs as the movie' : <>differs from frame <button class="link" onClick={() => wb.seek(r().frame!)}>{r().frame}</button></>}
                    </div>
                  )}
                </Show>
              </div>
            </li>
          )}
        </For>
      </ul>
    </section>
  );
}
