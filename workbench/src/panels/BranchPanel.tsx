/**
 * The branch tree (TAStudio-style): each branch with its thumbnail (hover for a big one), name,
 * note, frame, hotkey slot and the settings it was made with; the current branch (last saved
 * or loaded) is marked. Save at the cursor; load its state and inputs, its state only, or only
 * its inputs replayed under the current settings; update, rename, put in a slot (1–9 load,
 * Shift+1–9 save), delete — all undoable (Ctrl+Z). Diff against the movie or another branch:
 * the first differing frame is a link that goes there; a branch made with other settings (a fix
 * on, the run kept when a fix was ticked) has both runs from the movie's start compared too
 * (RunDiffView: where they part, the hits that vanish and appear, the end states).
 */
import { createMemo, createSignal, For, Show } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';
import type { BranchInfo, InputDiff } from '../worker/protocol.ts';
import { branchSettingsText } from './branchSettingsText.ts';
import { RunDiffView } from './RunDiffView.tsx';

const urls = new WeakMap<Uint8Array, string>();
function thumbUrl(b: BranchInfo): string | null {
  if (b.thumbnail === null) return null;
  let u = urls.get(b.thumbnail);
  if (u === undefined) {
    u = URL.createObjectURL(new Blob([b.thumbnail as BlobPart], { type: 'image/png' }));
    urls.set(b.thumbnail, u);
  }
  return u;
}

export function BranchPanel(props: { readonly wb: Workbench }) {
  const wb = props.wb;
  const [name, setName] = createSignal('');
  const [diff, setDiff] = createSignal<{ id: string; against: string; result: InputDiff } | null>(null);
  // Depth in the tree, for indentation (parents come before children: oldest first).
  const rows = createMemo(() => {
    const depth = new Map<string, number>();
    return wb.branches().map((b) => {
      const d = b.parent === null ? 0 : (depth.get(b.parent) ?? -1) + 1;
      depth.set(b.id, d);
      return { b, d };
    });
  });
  const against = (id: string): string => wb.branches().find((x) => x.id === id)?.name ?? 'the movie';
  return (
    <details class="panel" data-testid="branch-panel" open>
      <summary><h3>Branches</h3> <span class="dim">1–9 load a slot, Shift+1–9 save one</span></summary>
      <form onSubmit={(e) => {
        e.preventDefault();
        void wb.saveBranch(name().trim());
        setName('');
      }}>
        <input placeholder="branch name" value={name()} onInput={(e) => setName(e.currentTarget.value)} data-testid="branch-name" />
        <button type="submit" data-testid="save-branch">Save at {wb.frame()}</button>
      </form>
      <ul class="branches">
        <For each={rows()}>
          {({ b, d }) => (
            <li data-testid="branch" data-branch={b.id} data-current={b.current ? 'true' : 'false'} data-slot={b.slot ?? ''} classList={{ current: b.current }} style={{ 'margin-left': `${d * 10}px` }}>
              <Show when={thumbUrl(b)}>
                {(u) => (
                  <span class="thumb" data-testid="branch-thumb">
                    <img src={u()} alt="" class="thumb-small" />
                    <img src={u()} alt={`${b.name} at frame ${b.frame}`} class="thumb-large" data-testid="branch-thumb-large" />
                  </span>
                )}
              </Show>
              <div class="branch-text">
                <strong>{b.name}</strong>
                <Show when={b.current}><span class="badge" data-testid="branch-current" title="The branch last saved or loaded">current</span></Show>
                <Show when={b.slot !== null}><span class="badge slot" title={`Slot ${b.slot}: press ${b.slot} to load, Shift+${b.slot} to save`}>slot {b.slot}</span></Show>
                {' '}<span class="dim">@{b.frame} · {b.length} frames</span>
                <div class="dim" data-testid="branch-settings" classList={{ other: !b.sameSettings }} title={b.sameSettings ? 'Made with the current settings' : 'Made with other settings: loading it switches to them'}>
                  {branchSettingsText(b)}{b.sameSettings ? '' : ' (other settings)'}
                </div>
                <Show when={b.note !== ''}><div class="dim">{b.note}</div></Show>
                <div class="row">
                  <button data-testid="load-replace" title="Load its state and inputs (switches to its settings)" onClick={() => void wb.loadBranch(b.id, 'replaceInputs')}>load</button>
                  <button data-testid="load-keep" title="Load its state only, keep the movie's inputs" onClick={() => void wb.loadBranch(b.id, 'keepInputs')}>state</button>
                  <button data-testid="load-inputs" title="Replay its inputs under the current settings (no savestate)" onClick={() => void wb.loadBranch(b.id, 'replayInputs')}>inputs here</button>
                  <button data-testid="update-branch" title="Update to the current state and inputs" onClick={() => void wb.updateBranch(b.id)}>update</button>
                  <button title="Rename / note" onClick={() => {
                    const n = window.prompt('Branch name', b.name);
                    if (n === null) return;
                    const note = window.prompt('Note', b.note);
                    void wb.renameBranch(b.id, n.trim() || b.name, note ?? b.note);
                  }}>✎</button>
                  <select data-testid="branch-slot" title="Hotkey slot" value={b.slot === null ? '' : String(b.slot)} onChange={(e) => {
                    const v = e.currentTarget.value;
                    void wb.setBranchSlot(b.id, v === '' ? null : Number(v));
                    e.currentTarget.blur();
                  }}>
                    <option value="">slot</option>
                    <For each={[1, 2, 3, 4, 5, 6, 7, 8, 9]}>{(n) => <option value={String(n)}>{n}</option>}</For>
                  </select>
                  <select data-testid="diff-branch" title="Where this branch's inputs differ from the movie or another branch" value="" onChange={async (e) => {
                    const other = e.currentTarget.value;
                    e.currentTarget.value = '';
                    e.currentTarget.blur();
                    if (other === '') return;
                    const result = await wb.diffBranch(b.id, other);
                    if (result !== null) setDiff({ id: b.id, against: other, result });
                  }}>
                    <option value="">diff…</option>
                    <option value="movie">with the movie</option>
                    <For each={wb.branches().filter((x) => x.id !== b.id)}>{(x) => <option value={x.id}>with {x.name}</option>}</For>
                  </select>
                  <button data-testid="delete-branch" title="Delete (undo brings it back)" onClick={() => void wb.deleteBranch(b.id)}>✕</button>
                </div>
                <Show when={diff()?.id === b.id ? diff() : null}>
                  {(r) => (
                    <div class="dim" data-testid="diff-result">
                      {r().result.first === null
                        ? `same inputs as ${against(r().against)}`
                        : <>differs from {against(r().against)} from frame <button class="link" data-testid="diff-first" onClick={() => wb.seek(r().result.first!)}>{r().result.first}</button> ({r().result.frames} frames differ)</>}
                      <Show when={r().result.runs !== undefined}>
                        <Show when={r().result.runs} fallback={<div data-testid="diff-runs-other-level">made with other settings on another level: its run cannot be compared with this one here</div>}>
                          {(runs) => (
                            <>
                              <div>made with other settings: both runs from the movie's start</div>
                              <RunDiffView wb={wb} runs={runs()} a={b.name} b={against(r().against)} />
                            </>
                          )}
                        </Show>
                      </Show>
                    </div>
                  )}
                </Show>
              </div>
            </li>
          )}
        </For>
      </ul>
    </details>
  );
}
