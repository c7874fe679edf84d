/**
 * What a real act adds to the inspector (engine/games/s1/act/, engine/games/s1/objects/): the camera's limits
 * as the game has them now (LevelSizeArray, moved by DynamicLevelEvents), lives, rings, the level
 * timer, Labyrinth water (the surface the player meets, its level and where it is heading) and
 * the object Sonic stands on (standonobject: its slot and id in the object RAM). Pure: `actRows`
 * reads a frame's state, tested without a DOM.
 */
import {
  P_ON_OBJECT, P_RINGS, P_STATUS, ST_ON_OBJECT, W_LIMIT_BOTTOM, W_LIMIT_LEFT, W_LIMIT_RIGHT, W_LIMIT_TOP, W_LIVES, W_LOCK_SCREEN,
  W_WATER_LEVEL, W_WATER_SPEED, W_WATER_TARGET, W_WATER_Y,
} from '../../../engine/state/layout.ts';
import { G_TIME, S1_BASE, S1_BYTES } from '../../../engine/games/s1/objects/s1State.ts';
import { OBJECT_SIZE, OB_ID, OB_SUBTYPE } from '../../../engine/games/s1/objects/ram.ts';
import type { MoveRow } from './moveFields.ts';
import { s1ObjectName } from '../../../engine/games/s1/objects/objectNames.ts';

const hex2 = (v: number): string => `$${(v & 0xff).toString(16).toUpperCase().padStart(2, '0')}`;
const signed16 = (v: number): number => (v << 16) >> 16;

/** v_time (minutes << 16 | seconds << 8 | sixtieths) as the HUD shows it with the frames: "1:07:32". */
export function actTime(t: number): string {
  const min = (t >> 16) & 0xff;
  const sec = (t >> 8) & 0xff;
  const sixtieths = t & 0xff;
  return `${min}:${String(sec).padStart(2, '0')}:${String(sixtieths).padStart(2, '0')}`;
}

/** Words a real act's state has at least (the object RAM region after the fixed words). */
const ACT_STATE_WORDS = S1_BASE + S1_BYTES / 4;

export function actRows(s: Int32Array): MoveRow[] {
  // The level and the frame arrive apart: right after a level change the frame shown may still
  // be the old level's, which has no object RAM. Nothing to show until the act's first frame.
  if (s.length < ACT_STATE_WORDS) return [];
  const m = new Uint8Array(s.buffer, s.byteOffset + S1_BASE * 4, S1_BYTES);
  const limits = [s[W_LIMIT_LEFT], s[W_LIMIT_RIGHT], signed16(s[W_LIMIT_TOP]), s[W_LIMIT_BOTTOM]];
  const water = s[W_WATER_SPEED] !== 0;
  const surface = s[W_WATER_Y] & 0xffff;
  const on = (s[P_STATUS] & ST_ON_OBJECT) !== 0 && s[P_ON_OBJECT] > 0 ? s[P_ON_OBJECT] - 1 : -1;
  const onId = on >= 0 ? m[on * OBJECT_SIZE + OB_ID] : 0;
  return [
    {
      id: 'act-limits', label: 'limits', raw: limits.join(','),
      text: `x ${limits[0]}..${limits[1]}, y ${limits[2]}..${limits[3]}${s[W_LOCK_SCREEN] !== 0 ? ' (screen locked)' : ''}`,
    },
    { id: 'act-lives', label: 'lives', raw: String(s[W_LIVES]), text: String(s[W_LIVES]) },
    { id: 'act-rings', label: 'rings', raw: String(s[P_RINGS]), text: String(s[P_RINGS]) },
    { id: 'act-time', label: 'time', raw: String(s[G_TIME]), text: actTime(s[G_TIME]) },
    {
      id: 'act-water', label: 'water', raw: water ? String(surface) : '', text: water
        ? `surface y ${surface} (level ${s[W_WATER_LEVEL] & 0xffff} → ${s[W_WATER_TARGET] & 0xffff})`
        : 'none',
    },
    {
      id: 'act-on-object', label: 'standing on', raw: on >= 0 ? String(on) : '',
      text: on >= 0 ? `slot ${hex2(on)}: ${s1ObjectName(onId)} (${hex2(onId)}, subtype ${hex2(m[on * OBJECT_SIZE + OB_SUBTYPE])})` : '—',
    },
  ];
}
