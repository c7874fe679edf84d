/** The shortcut list, rendered from SHORTCUTS so it cannot drift from the key map. */
import { For } from 'solid-js';
import { PAD_KEYS, SHORTCUTS } from './keymap.ts';
import { inputToLetters } from '../../../engine/input.ts';

export function HelpPanel(props: { readonly onClose: () => void }) {
  return (
    <div class="help" data-testid="help-panel" role="dialog" aria-label="Keyboard shortcuts">
      <h2>Keyboard</h2>
      <table>
        <tbody>
          <For each={SHORTCUTS}>
            {(s) => (
              <tr>
                <td>
                  <kbd>{s.keys}</kbd>
                </td>
                <td>{s.what}</td>
              </tr>
            )}
          </For>
        </tbody>
      </table>
      <h3>Controller (record mode, Q)</h3>
      <p>
        {Object.entries(PAD_KEYS)
          .map(([k, bit]) => `${k} = ${inputToLetters(bit)}`)
          .join(', ')}
        . Held buttons are written into each frame you advance or play through.
      </p>
      <p>Frame n is the state after n frames; the highlighted roll row is the input the next frame applies.</p>
      <button onClick={() => props.onClose()}>Close</button>
    </div>
  );
}
