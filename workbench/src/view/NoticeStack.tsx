/**
 * Notices and the last error, over the bottom of the level view: they never push the layout
 * around, and each one is dismissed with its ✕ (a notice may offer one action, e.g. Undo).
 * Information goes by itself; errors and warnings stay until dismissed (app/noticeLife.ts).
 */
import { For, Show } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';

export function NoticeStack(props: { readonly wb: Workbench }) {
  const wb = props.wb;
  return (
    <div class="notice-stack" aria-live="polite">
      <Show when={wb.error()}>
        {(err) => (
          <div class="toast error" data-testid="error" role="alert">
            {err().code}{err().path !== '' ? ` at ${err().path}` : ''}: {err().message}
            <button class="link" title="Dismiss" data-testid="dismiss-error" onClick={() => wb.setError(null)}>✕</button>
          </div>
        )}
      </Show>
      <For each={wb.notices()}>
        {(n) => (
          <div class="toast" classList={{ warning: n.tone === 'warning' }} data-testid="notice" data-tone={n.tone ?? 'info'}>
            <span>{n.text}</span>
            <Show when={n.action}>
              {(a) => (
                <button class="link" data-testid="notice-action" onClick={() => {
                  a().run();
                  wb.dismiss(n.id);
                }}>{a().label}</button>
              )}
            </Show>
            <button class="link" title="Dismiss" data-testid="dismiss-notice" onClick={() => wb.dismiss(n.id)}>✕</button>
          </div>
        )}
      </For>
    </div>
  );
}
