/**
 * One real-game frame as `realgame trace` prints it: the trace record's keys and units
 * (CONTRACTS §5) as far as the game's RAM has them, plus `lag`, `emuFrame` and `act` (§8).
 * `mode` is the collision mode the engine would use this frame: the quadrant of the angle the
 * frame began with (engine/player/quadrant.ts). `events` is empty: the game keeps no such list.
 * `onObject` names the object as the engine's record does (engine/games/s1/objects/stoodOn.ts).
 * A frame the game never showed (it ended within the emulator frame that began the next,
 * realgame/levelIterations.ts) prints what is known of it and `"unseen": true`.
 */
import { inputToLetters } from '../engine/input.ts';
import { collisionQuadrant, modeIndex } from '../engine/player/quadrant.ts';
import { MODE_NAMES } from '../engine/state/layout.ts';
import type { RealFrame } from './realRun.ts';
import { s1ObjectName } from '../engine/games/s1/objects/objectNames.ts';

/** `objectName` names the object stood on by its id (default: Sonic 1's; Sonic 2's `Obj11` for its acts). */
export function realTraceRecord(f: RealFrame, angleBefore: number, objectName: (id: number) => string = s1ObjectName) {
  const r = f.record;
  if (r === null) return { f: f.f, input: inputToLetters(f.input), lag: f.lag, emuFrame: f.emuFrame, unseen: true };
  return {
    f: f.f,
    x: r.x, y: r.y, xsp: r.xsp, ysp: r.ysp, gsp: r.gsp, angle: r.angle, air: r.air, roll: r.roll,
    mode: MODE_NAMES[modeIndex(collisionQuadrant(angleBefore))],
    layer: r.layer,
    ...(r.onObject === null ? { onObject: null } : { onObject: objectName(r.onObject.id), onObjectSlot: r.onObject.slot, onObjectId: r.onObject.id }),
    ctrlLock: r.ctrlLock,
    input: inputToLetters(f.input),
    events: [] as string[],
    wrad: r.wrad, hrad: r.hrad, camX: r.camX, camY: r.camY, rings: r.rings, lives: r.lives,
    act: r.act,
    levelFrame: r.levelFrame,
    routine: r.routine,
    lag: f.lag,
    emuFrame: f.emuFrame,
    ...(f.restart ? { restart: true } : {}),
    ...(f.left !== null ? { left: f.left } : {}),
  };
}
