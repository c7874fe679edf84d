/**
 * What a run of Sonic 1 acts adds to the inspector (worker/actRunView.ts): which act or special
 * stage the frame is in, the run's lives, score, continues and emeralds, and in a stage its own
 * fields (v_ssangle, v_ssrotate, Sonic's obX / obY and speeds, the rings, the stage's emerald).
 * Pure: `runRows` reads a frame's run view, tested without a DOM.
 */
import type { RunView } from '../worker/actRunView.ts';
import type { MoveRow } from './moveFields.ts';

const hex = (v: number, digits: number): string => `$${(v >>> 0).toString(16).toUpperCase().padStart(digits, '0')}`;

/** A 16.16 long as pixel:fraction ("1234:8000"). */
function px16(v: number): string {
  return `${v >> 16}:${hex(v & 0xffff, 4).slice(1)}`;
}

export function runRows(run: RunView): MoveRow[] {
  const rows: MoveRow[] = [
    { id: 'run-act', label: 'act', raw: run.act, text: run.label },
    { id: 'run-lives', label: 'lives', raw: String(run.lives), text: String(run.lives) },
    // v_score counts tens of points (the HUD adds the 0).
    { id: 'run-score', label: 'score', raw: String(run.score), text: `${run.score * 10}` },
    { id: 'run-continues', label: 'continues', raw: String(run.continues), text: String(run.continues) },
    {
      id: 'run-emeralds', label: 'emeralds', raw: run.emeralds.join(','),
      text: run.emeralds.length === 0 ? 'none' : `${run.emeralds.length}: ${run.emeralds.map((e) => e + 1).join(', ')}`,
    },
  ];
  const ss = run.special;
  if (ss === null) return rows;
  // SS_Load: stage N's emerald is emerald N (v_emldlist holds 0-based numbers).
  const got = run.emeralds.includes(ss.stage - 1);
  rows.push(
    { id: 'ss-stage', label: 'stage', raw: String(ss.stage), text: `${ss.stage} (${ss.phase})` },
    { id: 'ss-angle', label: 'angle', raw: String(ss.angle), text: `${hex(ss.angle, 4)} (drawn at ${hex((ss.angle >> 8) & 0xfc, 2)})` },
    { id: 'ss-rotate', label: 'rotation', raw: String(ss.rotate), text: `${ss.rotate} a frame` },
    { id: 'ss-x', label: 'x', raw: String(ss.x16), text: px16(ss.x16) },
    { id: 'ss-y', label: 'y', raw: String(ss.y16), text: px16(ss.y16) },
    { id: 'ss-xsp', label: 'x speed', raw: String(ss.xsp), text: String(ss.xsp) },
    { id: 'ss-ysp', label: 'y speed', raw: String(ss.ysp), text: String(ss.ysp) },
    { id: 'ss-rings', label: 'rings', raw: String(ss.rings), text: String(ss.rings) },
    { id: 'ss-emerald', label: 'emerald', raw: got ? '1' : '0', text: `emerald ${ss.stage}: ${got ? 'got' : 'not yet'}` },
  );
  return rows;
}
