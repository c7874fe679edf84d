/**
 * Shown over the level view while another tab or window edits this project: this tab only
 * views it (every edit is refused), and "Take over" asks the other tab to save and let go.
 */
import { Show } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';

export function LockBanner(props: { readonly wb: Workbench }) {
  const wb = props.wb;
  return (
    <Show when={!wb.lock().owner}>
      <div class="lock-banner" data-testid="lock-banner" role="status">
        <span>{wb.status()?.viewOnly ?? 'Another tab edits this project.'}</span>
        <button data-testid="take-over" onClick={() => void wb.takeOver()}>Take over here</button>
      </div>
    </Show>
  );
}
