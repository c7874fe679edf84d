/**
 * Every object type, in a fixed order: the index of a type here is what a slot's O_TYPE holds,
 * so appending keeps old snapshots meaningful while reordering does not (the layout hash covers
 * the list). One type per file in ./types/.
 */
import type { ObjectType } from './objectType.ts';
import { layerSwitcherType } from './types/layerSwitcher.ts';

export const OBJECT_TYPE_LIST: readonly ObjectType[] = [
  layerSwitcherType,
];

export const OBJECT_TYPE_INDEX: Readonly<Record<string, number>> = Object.fromEntries(OBJECT_TYPE_LIST.map((t, i) => [t.name, i]));
