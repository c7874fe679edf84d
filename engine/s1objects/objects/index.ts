/**
 * Every ported Sonic 1 object by id (_inc/Object Pointers.asm numbering). One file per object;
 * each file's header names the routines it ports.
 */
import type { S1ObjectRoutine } from '../context.ts';
import { ID_RINGS, rings } from './rings.ts';
import { ID_RING_LOSS, ringLoss } from './ringLoss.ts';

export const S1_OBJECT_PORTS: Readonly<Record<number, S1ObjectRoutine>> = {
  [ID_RINGS]: rings,
  [ID_RING_LOSS]: ringLoss,
};
