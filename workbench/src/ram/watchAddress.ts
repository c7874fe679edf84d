/**
 * What the user types to watch RAM, as a 68000 address: `$FFFE20`, `FFFE20`, `FE20` (a short
 * address, as `(v_rings).w` writes it: $8000..$FFFF sign-extend into RAM), `0xFFFE20`, or a
 * label expression over the act's labels (`v_rings`, `v_player+obX`, `v_time+2`,
 * `v_objspace+object_size*$21+obX`), evaluated like the assembler evaluates the disassembly's
 * own expressions (importers/s1/asmProgram.ts). `(v_rings).w` is taken as `v_rings`.
 */
import { evaluateExpression } from '../../../importers/s1/asmProgram.ts';
import type { RamLabels } from '../../../engine/games/s1/ramLabels.ts';
import { RAM_FIRST, RAM_LAST } from '../../../engine/games/s1/ramLabelTable.ts';

export interface WatchAddressError {
  readonly code: 'ramAddressEmpty' | 'ramAddressOutside' | 'ramLabelUnknown' | 'ramAddressInvalid';
  readonly path: string;
  readonly message: string;
}

export type WatchAddress = { readonly ok: true; readonly address: number } | { readonly ok: false; readonly error: WatchAddressError };

/** `$FFFE20`: how the workbench writes an address. */
export function formatAddress(address: number): string {
  return `$${(address >>> 0).toString(16).toUpperCase().padStart(6, '0')}`;
}

export function parseWatchAddress(text: string, labels: RamLabels | null): WatchAddress {
  const fail = (code: WatchAddressError['code'], message: string): WatchAddress => ({ ok: false, error: { code, path: text, message } });
  let expr = text.trim();
  if (expr === '') return fail('ramAddressEmpty', 'type an address ($FFFE20, FE20) or a label (v_rings, v_player+obX)');
  const absolute = /^\((.*)\)\.[wl]$/i.exec(expr);
  if (absolute !== null) expr = absolute[1].trim();
  let value: number | undefined;
  if (/^[0-9a-f]+$/i.test(expr)) value = parseInt(expr, 16);
  else {
    value = evaluateExpression(expr, (name) => labels?.lookup(name));
    if (value === undefined) {
      const names = expr.match(/[A-Za-z_.@][\w.@]*/g) ?? [];
      const unknown = names.find((n) => !/^0x[0-9a-f]+$/i.test(n) && labels?.lookup(n) === undefined);
      if (unknown !== undefined) {
        return fail(
          'ramLabelUnknown',
          labels === null ? `${unknown}: this level has no RAM labels, type an address ($FFFE20)` : `no label ${unknown} in the checkout's Variables.asm or Constants.asm`,
        );
      }
      return fail('ramAddressInvalid', `cannot read ${JSON.stringify(expr)} as an address or a label expression`);
    }
  }
  const u = value >>> 0;
  // A short address sign-extends: $8000..$FFFF is $FF8000..$FFFFFF; $FFFFxxxx is the same RAM.
  const address = u >= 0x8000 && u <= 0xffff ? 0xff0000 | u : u >= 0xffff0000 ? u & 0xffffff : u;
  if (address < RAM_FIRST || address > RAM_LAST) return fail('ramAddressOutside', `${formatAddress(u)} is not in the 68000's RAM ($FF0000..$FFFFFF)`);
  return { ok: true, address };
}
