/**
 * The level's content hash: 32-bit FNV-1a over a canonical byte serialization of the loaded
 * level. It is written into every snapshot header so a savestate taken on another level is
 * refused, so it must depend on what the engine sees and on nothing else: two files that differ
 * only in whitespace, key order or tile names hash the same (the loader also numbers shapes in
 * sorted-name order, so key order cannot reach the block words), and any change to a height,
 * width, angle, block word, start, object parameter or water height changes it.
 *
 * Serialization: integers as 4 little-endian bytes, strings as their length then each UTF-16
 * code unit as 2 bytes, object parameters in sorted key order with a one-byte type tag (a
 * parameter its type gained later, ParamSpec.addedLater, only when it is not its default).
 */
import type { Level } from './types.ts';
import { objectTypeSpec } from '../objects/catalogue.ts';
import { hashesParam } from '../objects/paramSpec.ts';
import { ACT_DATA_LABELS } from './actObjectData.ts';
import { OPTIONAL_ART_QUEUES } from './realAct.ts';

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

class Fnv1a {
  h = FNV_OFFSET;
  byte(b: number): void {
    this.h = Math.imul(this.h ^ (b & 0xff), FNV_PRIME);
  }
  int(v: number): void {
    this.byte(v);
    this.byte(v >> 8);
    this.byte(v >> 16);
    this.byte(v >> 24);
  }
  str(s: string): void {
    this.int(s.length);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      this.byte(c);
      this.byte(c >> 8);
    }
  }
}

/** The hash of everything in `level` except `hash` itself; unsigned 32-bit. */
export function levelHash(level: Omit<Level, 'hash'>): number {
  const f = new Fnv1a();
  f.str('subpixel-level/1');
  f.str(level.name);
  f.str(level.profile);
  f.int(level.widthBlocks);
  f.int(level.heightBlocks);
  const { shapes } = level;
  f.int(shapes.count);
  for (let i = 0; i < shapes.count * 16; i++) f.byte(shapes.heights[i]);
  for (let i = 0; i < shapes.count * 16; i++) f.byte(shapes.widths[i]);
  for (let i = 0; i < shapes.count; i++) f.byte(shapes.angles[i]);
  const act = level.act;
  if (act !== undefined) {
    // A real act's layers are expanded from its layout and chunks: hashing those (a few
    // kilobytes) says the same as hashing the two 512 KB layers, for a fraction of the time.
    f.str(`act:${act.game}:${act.id}:${act.zone}:${act.act}:${act.revision}`);
    f.int(act.layout.length);
    for (let i = 0; i < act.layout.length; i++) f.byte(act.layout[i]);
    f.int(act.chunks.length);
    for (let i = 0; i < act.chunks.length; i++) {
      f.byte(act.chunks[i]);
      f.byte(act.chunks[i] >> 8);
    }
    f.int(act.collisionIndex.length);
    for (let i = 0; i < act.collisionIndex.length; i++) f.byte(act.collisionIndex[i]);
    for (const c of act.loopChunks) f.byte(c);
    const z = act.size;
    for (const v of [z.left, z.right, z.top, z.bottom, z.lookShift]) f.int(v);
    f.int(act.placements.length);
    for (let i = 0; i < act.placements.length; i++) f.byte(act.placements[i]);
    // Only when known, so acts imported without the art keep their hashes.
    if (act.artQueues !== undefined) {
      f.str('artQueues');
      for (const list of [act.artQueues.titleCard, act.artQueues.fzBoss]) {
        f.int(list.length);
        for (const n of list) f.int(n);
      }
      // Read later than the other two: only when there, so older act files keep their hashes.
      for (const name of OPTIONAL_ART_QUEUES) {
        const list = act.artQueues[name];
        if (list === undefined) continue;
        f.str(name);
        f.int(list.length);
        for (const n of list) f.int(n);
      }
      if (act.artQueues.cardTravel !== undefined) {
        f.str('cardTravel');
        f.int(act.artQueues.cardTravel);
      }
    }
    // Only when the act carries object tables, so acts whose objects read none keep their hashes.
    if (act.objectData !== undefined) {
      f.str('objectData');
      for (const label of ACT_DATA_LABELS) {
        const bytes = act.objectData.tables[label];
        if (bytes === undefined) continue;
        f.str(label);
        f.int(bytes.length);
        for (let i = 0; i < bytes.length; i++) f.byte(bytes[i]);
      }
    }
  } else {
    for (const layer of level.layers) {
      f.int(layer.length);
      for (let i = 0; i < layer.length; i++) {
        f.byte(layer[i]);
        f.byte(layer[i] >> 8);
      }
    }
  }
  f.int(level.start.x);
  f.int(level.start.y);
  f.str(level.start.character);
  // Only a grounded start adds to the hash, so every existing level keeps its hash.
  if (level.start.grounded === true) f.str('start:grounded');
  // Hashed only when given, so every level without them keeps the hash it always had.
  const powers = level.start.powers;
  if (powers !== undefined) {
    f.str('powers');
    f.int(powers.rings);
    f.str(powers.shield);
    f.int(powers.emeralds);
    f.int(powers.superEmeralds);
  }
  f.int(level.objects.length);
  for (const o of level.objects) {
    f.str(o.id);
    f.str(o.type);
    f.int(o.x);
    f.int(o.y);
    // A parameter added to its type later is hashed only when set: older levels keep their hash.
    const spec = objectTypeSpec(o.type)?.params;
    const keys = Object.keys(o.params)
      .filter((k) => hashesParam(spec?.[k], o.params[k]))
      .sort();
    f.int(keys.length);
    for (const k of keys) {
      f.str(k);
      const v = o.params[k];
      if (typeof v === 'string') {
        f.byte(0x73); // 's'
        f.str(v);
      } else if (typeof v === 'number') {
        f.byte(0x6e); // 'n'
        f.int(v);
      } else {
        f.byte(0x62); // 'b'
        f.byte(v ? 1 : 0);
      }
    }
  }
  // Only levels with water hash it, so every level without water keeps the hash it always had.
  if (level.water !== null) {
    f.str('water');
    f.int(level.water.height);
  }
  // The same for the camera limits: only a level that gives them hashes them.
  if (level.limits !== undefined) {
    f.str('limits');
    for (const v of [level.limits.left, level.limits.right, level.limits.top, level.limits.bottom]) f.int(v);
  }
  // And Sonic 2's ring and object layouts: only a Sonic 2 act hashes them.
  if (level.s2 !== undefined) {
    f.str('s2');
    for (const bytes of [level.s2.rings, level.s2.objects]) {
      f.int(bytes.length);
      for (const b of bytes) f.byte(b);
    }
    const labels = Object.keys(level.s2.objectData).sort();
    f.int(labels.length);
    for (const label of labels) {
      f.str(label);
      const bytes = level.s2.objectData[label];
      f.int(bytes.length);
      for (const b of bytes) f.byte(b);
    }
  }
  return f.h >>> 0;
}
