/**
 * The first time the workbench opens in a browser: what to do first. Dismissed for good with
 * its button (remembered in localStorage, which is UI state, not the user's work).
 */
import { createSignal, Show } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';

const DISMISSED = 'subpixel-first-run-dismissed';

export function FirstRunHint(props: { readonly wb: Workbench }) {
  const [dismissed, setDismissed] = createSignal(localStorage.getItem(DISMISSED) !== null);
  const close = (): void => {
    localStorage.setItem(DISMISSED, '1');
    setDismissed(true);
  };
  return (
    <Show when={props.wb.ready() && props.wb.firstRun() && !dismissed()}>
      <div class="first-run" data-testid="first-run" role="dialog" aria-label="Getting started">
        <strong>Start here</strong>
        <ol>
          <li>Press <kbd>Space</kbd> to play the demo movie; <kbd>F</kbd> steps one frame, <kbd>R</kbd> one back.</li>
          <li>Click the roll's button cells (left) to change inputs; the view replays at once.</li>
          <li>Press <kbd>Q</kbd> for record mode: hold arrows and <kbd>A</kbd>/<kbd>S</kbd>/<kbd>D</kbd> and press <kbd>F</kbd>.</li>
          <li>Save branches on the right; <kbd>?</kbd> lists every key.</li>
        </ol>
        <button data-testid="first-run-close" onClick={close}>Got it</button>
      </div>
    </Show>
  );
}
