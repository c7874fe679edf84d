/**
 * The four sensor directions, called the way the original routines set up FindFloor/FindWall
 * (a3 step, d6 flip, eori.w #$F on the coordinate for upward/leftward sensors).
 * Each returns the distance in pixels and leaves the found angle in `t.angle`.
 */
import { BLOCK_FLIP_X, BLOCK_FLIP_Y } from '../level/types.ts';
import type { Terrain } from './terrain.ts';

export function senseDown(t: Terrain, x: number, y: number, solidMask: number): number {
  return t.findFloor(x, y, solidMask, 0, 16);
}

export function senseUp(t: Terrain, x: number, y: number, solidMask: number): number {
  return t.findFloor(x, y ^ 15, solidMask, BLOCK_FLIP_Y, -16);
}

export function senseRight(t: Terrain, x: number, y: number, solidMask: number): number {
  return t.findWall(x, y, solidMask, 0, 16);
}

export function senseLeft(t: Terrain, x: number, y: number, solidMask: number): number {
  return t.findWall(x ^ 15, y, solidMask, BLOCK_FLIP_X, -16);
}
