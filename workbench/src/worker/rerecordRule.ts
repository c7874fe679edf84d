/**
 * When a change to the movie is a rerecord, as BizHawk's TAStudio counts them
 * (TasMovie.InvalidateAfter: `if (anyStateInvalidated && IsCountingRerecords) Rerecords++`): a
 * change of inputs whose first changed frame lies before the end of what was already played on
 * the old inputs throws those played frames away, and counts one. Going back (a seek, a branch's
 * state loaded) counts nothing by itself; the change made from there does. Changing frames that
 * were not played since the last change (past the greenzone's end, or appending) counts nothing.
 * Undo and redo are changes like any other, as in BizHawk (its undo sets the frames again).
 *
 * BizHawk counts every such change; here one user action (one undo group: a whole paint stroke)
 * counts at most once (engineSession.ts). Recording over existing frames after moving the cursor
 * is counted by movies/model/movieSession.ts, the rule of BizHawk's bk2 movies (a state loaded in
 * read-write mode, then recording on from it).
 */

/**
 * `firstChanged`: the first frame whose input changed (-1: no input changed); `playedTo`: the
 * greenzone's extent before the change (every frame up to it had been stepped on the old inputs).
 * The input of frame f leads to frame f + 1, so the change throws played frames away exactly when
 * f + 1 <= playedTo.
 */
export function isRerecord(firstChanged: number, playedTo: number): boolean {
  return firstChanged >= 0 && firstChanged < playedTo;
}
