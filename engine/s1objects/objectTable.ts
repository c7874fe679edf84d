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
    table = new Array(0x80).fill(undefined);
    for (const [id, routine] of Object.entries(s1ObjectPorts())) table[Number(id)] = routine;
  }
  return table;
}

/** Whether the engine can run object `id` (bit 7, the respawn flag of a placement, ignored). */
export function hasS1Object(id: number): boolean {
  return s1ObjectRoutines()[id & 0x7f] !== undefined;
}
