/**
 * Sonic 2's real frames against the engine's, field by field (realgame/compareFrames.ts, every
 * field Sonic 1's are compared on): the engine plays the act's plain s2-profile level
 * (importers/s2/importS2.ts), so its `act` is the act it was built from, and the object a real
 * record stands on is named as s2disasm names its objects (`Obj11`, the bridge), as the engine's
 * Sonic 2 objects (engine/games/s2/) name theirs, with the game's slot.
 * The sidekick (Tails, in a Sonic and Tails game) is compared with the engine's CPU partner on
 * the fields its trace record keeps.
 */
import type { World } from '../../../engine/world/world.ts';
import { partnerTraceRecord } from '../../../engine/world/traceRecord.ts';
import { makeFrameComparer } from '../../compareFrames.ts';
import type { S2PlayerRecord } from './s2Bridge.ts';

/** s2disasm's name of the object with id `id` (`ObjID_*` numbers its `Obj_Index` entries: `Obj11`). */
export function s2ObjectName(id: number): string {
  return `Obj${id.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** The comparer for `world`, which plays `s2:<actId>`. */
export function makeS2FrameComparer(world: World, actId: string) {
  return makeFrameComparer(world, { act: `s2:${actId}`, objectName: s2ObjectName });
}

/** The sidekick's fields both the game and the engine's CPU partner keep (engine/world/traceRecord.ts partnerTraceRecord). */
export const S2_SIDEKICK_FIELDS = ['x', 'y', 'xsp', 'ysp', 'gsp', 'angle', 'air', 'roll', 'onObject'] as const;
export type S2SidekickField = (typeof S2_SIDEKICK_FIELDS)[number];
type Value = number | boolean | string | null;

/** Where the real sidekick and the engine's partner (World.p2) differ after a frame: {field: [real, engine]}; empty when they agree. */
export function sidekickDifferences(real: S2PlayerRecord, w: World): Partial<Record<S2SidekickField, [Value, Value]>> {
  if (w.p2 === null) throw new Error('sidekickDifferences: the world has no partner');
  const e = partnerTraceRecord(w.p2.s, w.level.objects.map((o) => o.id));
  // On a Sonic 2 act the object stood on is the act's (engine/games/s2/), named and numbered as the game's.
  if (w.s2 !== null) {
    const on = w.s2.stoodOnNamed(w.p2.s);
    e.onObject = on === null ? null : `${on.name}, slot ${on.slot}`;
  }
  const r: Record<S2SidekickField, Value> = {
    x: real.x, y: real.y, xsp: real.xsp, ysp: real.ysp, gsp: real.gsp, angle: real.angle, air: real.air, roll: real.roll,
    onObject: real.onObject === null ? null : `${s2ObjectName(real.onObject.id)}, slot ${real.onObject.slot}`,
  };
  const out: Partial<Record<S2SidekickField, [Value, Value]>> = {};
  for (const k of S2_SIDEKICK_FIELDS) if (r[k] !== e[k]) out[k] = [r[k], e[k]];
  return out;
}
