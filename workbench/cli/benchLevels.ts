/**
 * The benchmark's object level: flat ground, 3200 px wide, with 50 objects inside one
 * load window around the start (x 80..620) so all 50 stay active while the bench input runs
 * back and forth: rings, monitors, solid blocks, platforms (static and moving), springs laid
 * flat into the floor's side, and badniks (motobugs, crabmeats, buzz bombers).
 */
import { parseLevel } from '../../engine/level/parseLevel.ts';
import type { Level } from '../../engine/level/types.ts';

export function benchObjectLevel(): Level {
  const width = 200;
  const rows: string[] = [];
  for (let r = 0; r < 20; r++) rows.push(r >= 14 ? '#'.repeat(width) : '#' + '.'.repeat(width - 2) + '#');
  const objects: Record<string, string | number | boolean>[] = [];
  for (let i = 0; i < 20; i++) objects.push({ type: 'ring', x: 90 + i * 26, y: 150 + (i % 3) * 16 });
  for (let i = 0; i < 5; i++) objects.push({ type: 'monitor', x: 120 + i * 100, y: 120 });
  for (let i = 0; i < 5; i++) objects.push({ type: 'solidBlock', x: 140 + i * 100, y: 96, width: 16, height: 16 });
  for (let i = 0; i < 5; i++) objects.push({ type: 'platform', x: 100 + i * 100, y: 176, width: 24, height: 8 });
  for (let i = 0; i < 5; i++) objects.push({ type: 'movingPlatform', x: 130 + i * 100, y: 64, width: 24, height: 8, motion: 'circular', amplitude: 24, period: 128 });
  for (let i = 0; i < 4; i++) objects.push({ type: 'motobug', x: 160 + i * 120, y: 200 });
  for (let i = 0; i < 3; i++) objects.push({ type: 'crabmeat', x: 220 + i * 140, y: 200 });
  for (let i = 0; i < 3; i++) objects.push({ type: 'buzzBomber', x: 200 + i * 150, y: 80 });
  const parsed = parseLevel({
    format: 'subpixel-level/1',
    name: 'Bench: 50 objects',
    profile: 's1',
    tiles: { full: { heights: Array(16).fill(16), angle: 255 } },
    legend: { '#': { tile: 'full', solidity: 'all' } },
    rows,
    start: { x: 320, y: 196 },
    objects,
  });
  if (!parsed.ok) throw new Error(`bench level: ${parsed.error.path}: ${parsed.error.message}`);
  return parsed.level;
}
