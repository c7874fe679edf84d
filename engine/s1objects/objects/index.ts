/**
 * Every ported Sonic 1 object by id (_inc/Object Pointers.asm numbering). One file per object;
 * each file's header names the routines it ports.
 */
import type { S1ObjectRoutine } from '../context.ts';
import type { S1ObjectRam } from '../s1Invariants.ts';
import { ID_RINGS, RINGS_RAM, rings } from './rings.ts';
import { ID_RING_LOSS, ringLoss } from './ringLoss.ts';

export const S1_OBJECT_PORTS: Readonly<Record<number, S1ObjectRoutine>> = {
  [ID_RINGS]: rings,
  [ID_RING_LOSS]: ringLoss,
};

/**
 * The bytes of a ported object's slot that must stay in range for its code (what it indexes
 * with them), checked on savestates from files (s1Invariants.ts). An object whose bytes index
 * nothing has no entry.
 */
export const S1_OBJECT_RAM: Readonly<Record<number, S1ObjectRam>> = {
  [ID_RINGS]: RINGS_RAM,
};
