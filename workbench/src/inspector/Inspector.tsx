/**
 * Every player field of the current frame: raw subpixels, pixel:subpixel and hex. Click a pin
 * to keep a field at the top. Then the character's moves (moveFields.ts) and the loaded objects. Values carry data-testid="inspector-<id>-raw" for tests.
 */
import { createMemo, createSignal, For, Show, type JSX } from 'solid-js';
import type { FrameView } from '../worker/protocol.ts';
import { orderFields, partnerFields } from './fields.ts';
import { actRows } from './actFields.ts';
import { runRows } from './runFields.ts';
import { moveRows } from './moveFields.ts';
import { ObjectList } from './ObjectList.tsx';
import { RowsTable } from './RowsTable.tsx';
import type { MoveSet } from '../../../engine/profiles/moves.ts';

/** `act`: the level is a real Sonic 1 act (its rows and Sonic 1's object RAM); `s2Act`: a Sonic 2 act (its object RAM and rings). */
export function Inspector(props: {
  readonly view: FrameView | null;
  readonly objectIds: readonly string[];
  readonly moves: MoveSet | null;
  readonly act: boolean;
  readonly s2Act?: boolean;
  readonly partnerHuman?: boolean;
  /** The pinned RAM watches (ram/RamPinned.tsx), shown first. */
  readonly ramPinned?: JSX.Element;
  /** The real game's values beside the engine's on a verify's first divergence (realGame/RealGameCompare.tsx), shown first. */
  readonly realGame?: JSX.Element;
}) {
  const [pinned, setPinned] = createSignal<string[]>(['x', 'y']);
  const rows = createMemo(() => orderFields(pinned()));
  const toggle = (id: string): void => {
    setPinned((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  };
  return (
    <div class="inspector" data-testid="inspector">
      <Show when={props.view} fallback={<p>loading…</p>}>
        {(view) => (
          <>
            {props.realGame}
            {props.ramPinned}
            <table>
              <tbody>
                <For each={rows()}>
                  {(f) => (
                    <tr classList={{ pinned: pinned().includes(f.id) }}>
                      <td>
                        <button class="pin" title="pin" data-testid={`pin-${f.id}`} onClick={() => toggle(f.id)}>
                          {pinned().includes(f.id) ? '★' : '☆'}
                        </button>
                      </td>
                      <th>{f.label}</th>
                      <td class="num" data-testid={`inspector-${f.id}-raw`}>{f.raw(view().state)}</td>
                      <td class="num text">{f.text(view().state)}</td>
                      <td class="num hex">{f.hex(view().state)}</td>
                    </tr>
                  )}
                </For>
              </tbody>
            </table>
            <Show when={props.moves}>
              {(mv) => (
                <RowsTable class="moves" testId="inspector-moves" caption="moves" rows={moveRows(view().state, mv())} />
              )}
            </Show>
            <Show when={view().run ?? null} keyed>
              {(run) => (
                <RowsTable class="moves run-rows" testId="inspector-run" caption="run" rows={runRows(run)} />
              )}
            </Show>
            <Show when={props.act && view().run?.special == null}>
              <RowsTable class="moves act-rows" testId="inspector-act" caption="act" rows={actRows(view().state)} />
            </Show>
            {/* The view's own partnerBase: just after reconfiguring, the loaded level's can
                describe a configuration whose first frame view has not arrived yet. */}
            <Show when={view().partnerBase > 0 ? view().partnerBase : null} keyed>
              {(base) => (
                <>
                  <h4>partner (player 2)</h4>
                  <table data-testid="inspector-partner">
                    <tbody>
                      <For each={partnerFields(base, props.partnerHuman ?? false)}>
                        {(f) => (
                          <tr>
                            <td />
                            <th>{f.label}</th>
                            <td class="num" data-testid={`inspector-${f.id}-raw`}>{f.raw(view().state)}</td>
                            <td class="num text">{f.text(view().state)}</td>
                            <td class="num hex">{f.hex(view().state)}</td>
                          </tr>
                        )}
                      </For>
                    </tbody>
                  </table>
                </>
              )}
            </Show>
            <p class="events">
              events: <span data-testid="inspector-events">{view().trace?.events.join(' ') || '—'}</span>
              <Show when={(view().trace?.moves.length ?? 0) > 0}>
                {' '}moves: <span data-testid="inspector-move-events">{view().trace?.moves.join(' ')}</span>
              </Show>
            </p>
            <p class="hash">
              hash <code data-testid="state-hash">{view().hash}</code> at frame <span data-testid="view-frame">{view().frame}</span>
            </p>
            <ObjectList objects={view().objects} ids={props.objectIds} of={props.act ? 's1' : props.s2Act === true ? 's2' : 'level'} />
          </>
        )}
      </Show>
    </div>
  );
}
