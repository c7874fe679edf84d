/**
 * The pinned RAM watches in the inspector: each one's value on the frame the inspector shows,
 * read from that frame's state through the act's RAM map (createRamWatch.ts).
 */
import { For, Show } from 'solid-js';
import type { FrameView } from '../worker/protocol.ts';
import type { RamWatchModel } from './createRamWatch.ts';
import { formatAddress } from './watchAddress.ts';
import { sizeLabel } from './ramWatches.ts';

export function RamPinned(props: { readonly ram: RamWatchModel; readonly view: FrameView | null }) {
  const pinned = () => props.ram.watches().filter((w) => w.pinned);
  return (
    <Show when={props.view !== null && pinned().length > 0}>
      <table class="moves ram-pinned" data-testid="inspector-ram">
        <caption>RAM</caption>
        <tbody>
          <For each={pinned()}>
            {(w) => {
              const reading = () => props.ram.read(w, props.view!.state);
              return (
                <tr data-testid="inspector-ram-row" data-address={formatAddress(w.address)}>
                  <th title={`${formatAddress(w.address)}, ${sizeLabel(w.size)}, ${w.display}`}>{w.expr}</th>
                  <td class="num" data-testid="inspector-ram-value" data-raw={reading().raw ?? ''} title={reading().why}>{reading().text}</td>
                </tr>
              );
            }}
          </For>
        </tbody>
      </table>
    </Show>
  );
}
