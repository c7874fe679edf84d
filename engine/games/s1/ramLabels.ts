/**
 * Lookups over a RamLabelTable (ramLabelTable.ts): a name's address or value, and the other way,
 * the name an address has. Names come out in the checkout's own style and read back as label
 * expressions: `v_rings`, `v_player+obX`, `v_objspace+object_size*$21+obX` (a level object's
 * field, as Variables.asm itself spells slots), `v_time+2`.
 */
import type { RamLabelTable } from './ramLabelTable.ts';

export class RamLabels {
  declare readonly table: RamLabelTable;
  private readonly variables = new Map<string, { address: number; bytes: number }>();
  private readonly constants = new Map<string, number>();
  /** Variables with storage, by address then source order: what `nameOf` searches. */
  private readonly stored: { name: string; address: number; bytes: number }[] = [];
  /** The object RAM (v_objspace's storage), or null when the table has no v_objspace. */
  declare readonly objectSpace: { readonly address: number; readonly bytes: number } | null;
  /** The object field offsets by value (ob* first, then objoff_*): how a slot's byte is named. */
  private readonly fieldNames = new Map<number, string>();
  private readonly slotAliases = new Map<number, string>();

  constructor(table: RamLabelTable) {
    this.table = table;
    for (const [name, address, bytes] of table.variables) {
      if (!this.variables.has(name)) this.variables.set(name, { address, bytes });
      if (bytes > 0) this.stored.push({ name, address, bytes });
    }
    // Stable: of two variables at one address, the one the source defines first names it.
    this.stored.sort((a, b) => a.address - b.address);
    for (const [name, value] of table.constants) if (!this.constants.has(name)) this.constants.set(name, value);
    const space = this.variables.get('v_objspace');
    this.objectSpace = space !== undefined && space.bytes > 0 ? space : null;
    const size = this.constant('object_size') ?? 0x40;
    for (const prefix of [/^ob[A-Z0-9]/, /^objoff_/]) {
      for (const [name, value] of table.constants) if (prefix.test(name) && value >= 0 && value < size && !this.fieldNames.has(value)) this.fieldNames.set(value, name);
    }
    // Slot 0 is the player's in a level (v_player): the one slot alias the workbench names.
    const player = this.variables.get('v_player');
    if (player !== undefined && this.objectSpace !== null && player.address === this.objectSpace.address) this.slotAliases.set(0, 'v_player');
  }

  /** A variable's 24-bit address, or undefined. */
  address(name: string): number | undefined {
    return this.variables.get(name)?.address;
  }

  /** A variable's size in bytes (0 for names set with `=`), or undefined. */
  bytes(name: string): number | undefined {
    return this.variables.get(name)?.bytes;
  }

  constant(name: string): number | undefined {
    return this.constants.get(name);
  }

  /** What a name stands for in an expression: a variable's address, else a constant's value. */
  lookup(name: string): number | undefined {
    return this.address(name) ?? this.constant(name);
  }

  /** The object field offset's name (`obX` for 8), or undefined. */
  fieldName(offset: number): string | undefined {
    return this.fieldNames.get(offset);
  }

  /**
   * The name of the byte at `address` as a label expression, or null when no variable covers it:
   * the object RAM by slot and field, else the variable whose storage holds it (`v_time+2`).
   */
  nameOf(address: number): string | null {
    const space = this.objectSpace;
    if (space !== null && address >= space.address && address < space.address + space.bytes) {
      const size = this.constant('object_size') ?? 0x40;
      const slot = Math.floor((address - space.address) / size);
      const offset = (address - space.address) % size;
      const slotName = this.slotAliases.get(slot) ?? (this.constant('object_size') !== undefined ? `v_objspace+object_size*${hex(slot)}` : `v_objspace+${hex(slot * size)}`);
      const field = this.fieldNames.get(offset);
      return offset === 0 ? slotName : field !== undefined ? `${slotName}+${field}` : `${slotName}+${hex(offset)}`;
    }
    let best: { name: string; address: number; bytes: number } | null = null;
    for (const v of this.stored) {
      if (v.address > address) break;
      // The innermost: the latest start that still covers it (a buffer's named parts over the buffer).
      if (address < v.address + v.bytes && (best === null || v.address > best.address)) best = v;
    }
    if (best === null) return null;
    return best.address === address ? best.name : `${best.name}+${address - best.address}`;
  }
}

function hex(n: number): string {
  return `$${n.toString(16).toUpperCase()}`;
}
