/**
 * `Obj_Index` (_inc/Object Pointers.asm): the code each object id runs. An id without an entry
 * has no port yet; the importer leaves such placements out and lists them as warnings, so a
 * slot never holds one. Ports live one per file in ./objects/, named after the game's object,
 * and ./objects/index.ts lists them by id.
 *
 * The table is built on first use: object files import the manager, which imports this file,
 * so building it while the modules load could meet the port list half-evaluated.
 */
import type { S1ObjectRoutine } from './context.ts';
import { s1ObjectPorts } from './objects/index.ts';

let table: (S1ObjectRoutine | undefined)[] | null = null;

export function s1ObjectRoutines(): readonly (S1ObjectRoutine | undefined)[] {
  if (table === null) {
    // Ids $80..$8C exist too (SBZ2's cut-scene, the Final Zone boss, the ending): code loads them, placements cannot.
    table = new Array(0x100).fill(undefined);
    for (const [id, routine] of Object.entries(s1ObjectPorts())) table[Number(id)] = routine;
  }
  return table;
}

/** Whether the engine can run the object a placement names (bit 7 of its id byte is the respawn flag). */
export function hasS1Object(id: number): boolean {
  return s1ObjectRoutines()[id & 0x7f] !== undefined;
}

/** Whether the engine can run object `id` as code loads it (the whole byte: ids $80..$8C exist). */
export function hasS1ObjectId(id: number): boolean {
  return s1ObjectRoutines()[id & 0xff] !== undefined;
}
