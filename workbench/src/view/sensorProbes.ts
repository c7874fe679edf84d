/**
 * Where the player's sensors are and what they read, for drawing (not for physics: the engine
 * runs its own sensors). Anchors follow the original's layout, rotated with the collision
 * mode: A/B at the foot corners, C/D at the head corners, E/F the push sensors at the sides,
 * and the grounded wall look-ahead ("zip anchor", engine/player/wallLookAhead.ts) predicted
 * from this frame's position and speeds.
 */
import { BLOCK_SOLID_LRB, BLOCK_SOLID_TOP } from '../../../engine/level/types.ts';
import type { Terrain } from '../../../engine/terrain/terrain.ts';
import { senseDown, senseLeft, senseRight, senseUp } from '../../../engine/terrain/directions.ts';
import { P_ANGLE, P_GSP, P_HRAD, P_LAYER, P_MODE, P_STATUS, P_WRAD, P_X, P_XSP, P_Y, P_YSP, ST_AIR } from '../../../engine/state/layout.ts';

export type SensorDir = 'down' | 'up' | 'left' | 'right';

export interface SensorProbe {
  readonly name: string;
  /** Anchor, world px. */
  readonly x: number;
  readonly y: number;
  readonly dir: SensorDir;
  /** Distance in px to the surface along `dir` (negative: the anchor is inside it). */
  readonly distance: number;
}

const SENSE = { down: senseDown, up: senseUp, left: senseLeft, right: senseRight } as const;

/** Direction vectors, world px. */
export const DIR_VECTOR: Readonly<Record<SensorDir, readonly [number, number]>> = {
  down: [0, 1],
  up: [0, -1],
  left: [-1, 0],
  right: [1, 0],
};

/** Rotates a floor-mode (dx, dy, dir) into collision mode 0..3 (floor, rightWall, ceiling, leftWall). */
function rotate(mode: number, dx: number, dy: number, dir: SensorDir): [number, number, SensorDir] {
  const order: SensorDir[] = ['down', 'right', 'up', 'left'];
  let x = dx;
  let y = dy;
  for (let i = 0; i < mode; i++) [x, y] = [y, -x];
  return [x, y, order[(order.indexOf(dir) + mode) & 3]];
}

export function sensorProbes(t: Terrain, s: Int32Array): SensorProbe[] {
  t.layer = s[P_LAYER] === 0 ? t.layerA : t.layerB;
  const x = s[P_X] >> 8;
  const y = s[P_Y] >> 8;
  const w = s[P_WRAD];
  const h = s[P_HRAD];
  const air = (s[P_STATUS] & ST_AIR) !== 0;
  const mode = air ? 0 : s[P_MODE] & 3;
  const out: SensorProbe[] = [];
  const probe = (name: string, dx: number, dy: number, dir: SensorDir, mask: number): void => {
    const [rx, ry, rdir] = rotate(mode, dx, dy, dir);
    const ax = x + rx;
    const ay = y + ry;
    out.push({ name, x: ax, y: ay, dir: rdir, distance: SENSE[rdir](t, ax, ay, mask) });
  };
  const floorMask = mode === 0 ? BLOCK_SOLID_TOP : BLOCK_SOLID_LRB;
  probe('A', -w, h, 'down', floorMask);
  probe('B', w, h, 'down', floorMask);
  probe('C', -w, -h, 'up', BLOCK_SOLID_LRB);
  probe('D', w, -h, 'up', BLOCK_SOLID_LRB);
  const pushY = !air && mode === 0 ? 8 : 0;
  probe('E', -10, pushY, 'left', BLOCK_SOLID_LRB);
  probe('F', 10, pushY, 'right', BLOCK_SOLID_LRB);
  const zip = zipAnchor(t, s);
  if (zip !== null) out.push(zip);
  return out;
}

/** The grounded wall look-ahead for the next frame, when the player moves on near-flat ground. */
function zipAnchor(t: Terrain, s: Int32Array): SensorProbe | null {
  if (s[P_STATUS] & ST_AIR) return null;
  const gsp = s[P_GSP];
  if (gsp === 0) return null;
  // Upside down (0x40..0xBF) the original skips the look-ahead (ghost wall); not drawn there.
  if (((s[P_ANGLE] + 0x40) & 0x80) !== 0) return null;
  const dir = (gsp > 0 ? s[P_ANGLE] - 0x40 : s[P_ANGLE] + 0x40) & 0xff;
  // Only the horizontal probes are drawn: those are the ones that zip.
  const quadrant = (dir + 0x20) & 0xc0;
  if (quadrant !== 0x40 && quadrant !== 0xc0) return null;
  const x = (s[P_X] + s[P_XSP]) >> 8;
  const y = (s[P_Y] + s[P_YSP]) >> 8;
  const py = (dir & 0x38) === 0 ? y + 8 : y;
  if (quadrant === 0x40) return { name: 'zip', x: x - 10, y: py, dir: 'left', distance: senseLeft(t, x - 10, py, BLOCK_SOLID_LRB) };
  return { name: 'zip', x: x + 10, y: py, dir: 'right', distance: senseRight(t, x + 10, py, BLOCK_SOLID_LRB) };
}
