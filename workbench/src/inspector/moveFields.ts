/**
 * The character moves' state for the inspector (engine/player/moves/): which rows a character
 * has in a game comes from the move table (engine/profiles/moves.ts), and each row reads the
 * state buffer. Every character shows rings and the shield; Tails his flight (flag and the time
 * left), Knuckles his glide state and turn angle, Sonic his double jump (insta-shield / shield
 * move), the super form (form, ring countdown, transformation freeze) and the drop dash when the
 * world has it. Pure: `moveRows` is tested without a DOM.
 */
import { SHIELD_NAMES } from '../../../engine/level/types.ts';
import type { MoveSet } from '../../../engine/profiles/moves.ts';
import {
  P_DOUBLE_JUMP, P_DOUBLE_JUMP_PROP, P_DROP_DASH, P_EMERALDS, P_MOVE_TIMER, P_RINGS, P_SHIELD, P_SHIELD_ANIM, P_SUPER, P_SUPER_FRAMES,
  P_SUPER_TRANSFORM,
} from '../../../engine/state/layout.ts';

export interface MoveRow {
  /** Stable id: data-testid="inspector-<id>-raw" holds `raw`. */
  readonly id: string;
  readonly label: string;
  readonly raw: string;
  readonly text: string;
}

const GLIDE_STATES = ['—', 'gliding', 'falling from the glide', 'sliding', 'climbing', 'climbing over the ledge'];

function tailsFlag(flag: number): string {
  if (flag === 0) return 'not flying';
  if (flag === 1) return 'flying';
  return `flapping (frame ${flag - 1} of 30)`;
}

function sonicFlag(flag: number): string {
  return ['ready', 'move on', 'used until landing'][flag] ?? String(flag);
}

export function moveRows(s: Int32Array, mv: MoveSet): MoveRow[] {
  const rows: MoveRow[] = [
    { id: 'rings', label: 'rings', raw: String(s[P_RINGS]), text: `${s[P_RINGS]}` },
    { id: 'shield', label: 'shield', raw: String(s[P_SHIELD]), text: SHIELD_NAMES[s[P_SHIELD]] ?? '?' },
  ];
  const flag = s[P_DOUBLE_JUMP];
  const prop = s[P_DOUBLE_JUMP_PROP];
  if (mv.flight) {
    rows.push({ id: 'flight', label: 'flight', raw: String(flag), text: tailsFlag(flag) });
    rows.push({ id: 'flightTimer', label: 'flight time', raw: String(prop), text: prop === 0 ? 'tired' : `${prop * 2} frames left` });
  }
  if (mv.glide) {
    rows.push({ id: 'glide', label: 'glide state', raw: String(flag), text: GLIDE_STATES[flag] ?? String(flag) });
    const turn = flag === 1 ? `turn angle 0x${prop.toString(16).toUpperCase()}${prop === 0 ? ' (right)' : prop === 0x80 ? ' (left)' : ''}` : flag === 5 ? `ledge step ${prop >> 2}, ${s[P_MOVE_TIMER]} frames to the next` : '';
    rows.push({ id: 'glideProp', label: 'glide property', raw: String(prop), text: turn || '—' });
  }
  if (mv.shieldMoves || mv.dropDash || mv.superForm !== null) {
    rows.push({ id: 'doubleJump', label: 'double jump', raw: String(flag), text: sonicFlag(flag) });
  }
  if (mv.shieldMoves) {
    const anim = s[P_SHIELD_ANIM];
    rows.push({ id: 'instaShield', label: 'insta-shield frame', raw: String(anim), text: `mapping frame ${(anim >> 2) & 7}${anim & 1 ? ' (attack animation)' : ''}` });
  }
  if (mv.superForm !== null) {
    const form = s[P_SUPER];
    const emeralds = s[P_EMERALDS];
    rows.push({ id: 'emeralds', label: 'emeralds', raw: String(emeralds), text: `${emeralds & 0xff} chaos, ${emeralds >> 8} super` });
    rows.push({ id: 'superForm', label: 'super form', raw: String(form), text: form === 0 ? 'normal' : form < 0 ? 'hyper' : 'super' });
    rows.push({ id: 'superTimer', label: 'super ring timer', raw: String(s[P_SUPER_FRAMES]), text: form === 0 ? '—' : `counts ${s[P_SUPER_FRAMES] & 0xffff} down to the next ring` });
    rows.push({ id: 'superFreeze', label: 'transformation', raw: String(s[P_SUPER_TRANSFORM]), text: s[P_SUPER_TRANSFORM] === 0 ? '—' : `${s[P_SUPER_TRANSFORM]} frames frozen` });
  }
  if (mv.dropDash) {
    const d = s[P_DROP_DASH];
    rows.push({ id: 'dropDash', label: 'drop dash', raw: String(d), text: d === 0 ? '—' : d >= 21 ? 'charged' : `charging ${d - 1}/20` });
  }
  return rows;
}
