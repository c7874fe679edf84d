/**
 * The loaded objects of the current frame with their state (from the worker's object rows). A
 * real act's are Sonic 1's object RAM slots ($20-$7F) by the game's object names; a Sonic 2
 * act's its dynamic slots ($10-$7F) by s2disasm's names, then its rings in range.
 */
import { For, Show } from 'solid-js';
import { OBJECT_TYPE_LIST } from '../../../engine/objects/catalogue.ts';
import {
  OBJECT_ROW, OB_FLAGS, OB_HRAD, OB_ROUTINE, OB_SLOT, OB_SOLID_DX, OB_SOLID_DY, OB_SOLID_KIND, OB_SUBTYPE, OB_TH, OB_TW, OB_TYPE, OB_WRAD, OB_X, OB_XSP, OB_Y, OB_YSP, SOLID_BOX,
  SOLID_PLATFORM,
} from '../worker/objectBoxes.ts';
import { s1ObjectName } from '../../../engine/games/s1/objects/objectNames.ts';
import { s2ObjectLabel } from './s2ObjectLabel.ts';
import { RING_ROW_TYPE } from '../worker/objectRow.ts';

/** Whose objects the rows are: a hand-made level's slots, Sonic 1's object RAM, Sonic 2's. */
export type ObjectRowsOf = 'level' | 's1' | 's2';

const hex2 = (v: number): string => `$${v.toString(16).toUpperCase().padStart(2, '0')}`;

const signed = (v: number): string => (v > 0 ? `+${v}` : String(v));

/**
 * The solid box as the view draws it: half width × half height, or a platform's half width and
 * how far its top is above y; `–` when the object tested none this frame. A box not around the
 * object's position now says where it was (off centre, or tested before the object moved).
 */
function solidText(v: (k: number) => number): string {
  const kind = v(OB_SOLID_KIND);
  const dx = v(OB_SOLID_DX);
  const dy = v(OB_SOLID_DY);
  const at = dx === 0 && dy === 0 ? '' : ` at ${signed(dx)},${signed(dy)}`;
  if (kind === SOLID_BOX) return `${v(OB_WRAD)}×${v(OB_HRAD)}${at}`;
  if (kind === SOLID_PLATFORM) return `top ${v(OB_HRAD)} ±${v(OB_WRAD)}${at}`;
  return '–';
}

/** The row's tooltip: where in the game's RAM it is. */
function rowTitle(of: ObjectRowsOf, v: (k: number) => number): string {
  if (of === 's1') return `object RAM slot ${hex2(v(OB_SLOT))}, id ${hex2(v(OB_TYPE))}, subtype ${hex2(v(OB_SUBTYPE))}, obRender ${hex2(v(OB_FLAGS) & 0xff)}, obStatus ${hex2(v(OB_FLAGS) >> 8)}`;
  if (of === 's2') {
    return v(OB_TYPE) === RING_ROW_TYPE
      ? `Ring_Positions slot ${v(OB_SLOT)}`
      : `Object_RAM slot ${hex2(v(OB_SLOT))}, id ${hex2(v(OB_TYPE))}, subtype ${hex2(v(OB_SUBTYPE))}, render_flags ${hex2(v(OB_FLAGS) & 0xff)}, status ${hex2(v(OB_FLAGS) >> 8)}`;
  }
  return `slot ${v(OB_SLOT)} flags 0x${v(OB_FLAGS).toString(16)}`;
}

function rowId(of: ObjectRowsOf, v: (k: number) => number, ids: readonly string[]): string {
  if (of === 's1') return hex2(v(OB_SLOT));
  if (of === 's2') return v(OB_TYPE) === RING_ROW_TYPE ? `r${v(OB_SLOT)}` : hex2(v(OB_SLOT));
  return ids[v(OB_SLOT)] ?? `#${v(OB_SLOT)}`;
}

function rowType(of: ObjectRowsOf, type: number): string {
  if (of === 's1') return s1ObjectName(type);
  if (of === 's2') return s2ObjectLabel(type);
  return OBJECT_TYPE_LIST[type]?.name ?? String(type);
}

export function ObjectList(props: { readonly objects: Int32Array; readonly ids: readonly string[]; readonly of: ObjectRowsOf }) {
  const rows = (): number[] => Array.from({ length: Math.floor(props.objects.length / OBJECT_ROW) }, (_, i) => i * OBJECT_ROW);
  return (
    <details class="objects" open>
      <summary>objects ({rows().length} loaded)</summary>
      <Show when={rows().length > 0} fallback={<p class="dim">none loaded</p>}>
        <table data-testid="object-list">
          <thead><tr><th>id</th><th>type</th><th>x</th><th>y</th><th>xsp</th><th>ysp</th><th>rt</th><th>touch</th><th title="solid box (half width × half height) or platform (top above y, half width), as tested this frame">solid</th></tr></thead>
          <tbody>
            <For each={rows()}>
              {(i) => {
                // Rows are keyed by offset and outlive the view they were made for: read the
                // current frame's array in every cell, never a copy captured at creation.
                const v = (k: number): number => props.objects[i + k];
                return (
                  <tr title={rowTitle(props.of, v)}>
                    <td>{rowId(props.of, v, props.ids)}</td>
                    <td>{rowType(props.of, v(OB_TYPE))}</td>
                    <td class="num">{v(OB_X) >> 8}</td>
                    <td class="num">{v(OB_Y) >> 8}</td>
                    <td class="num">{v(OB_XSP)}</td>
                    <td class="num">{v(OB_YSP)}</td>
                    <td class="num">{v(OB_ROUTINE)}</td>
                    <td class="num">{v(OB_TW) > 0 ? `${v(OB_TW)}×${v(OB_TH)}` : '–'}</td>
                    <td class="num">{solidText(v)}</td>
                  </tr>
                );
              }}
            </For>
          </tbody>
        </table>
      </Show>
    </details>
  );
}
