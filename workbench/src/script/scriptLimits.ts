/**
 * What one script run may send, and how fast. A script is code from a project file someone
 * shared: a loop of `sp.log` or `sp.branch` must not flood the page or the project, and Stop must
 * stay clickable whatever the script does. Each side enforces its own bounds on what it
 * receives (the script's `sp` gives readable errors first; the engine worker's host and the page
 * end a run that ignores them).
 */
export const SCRIPT_LIMITS = Object.freeze({
  /** Log lines shown per second; the rest of that second's lines are counted and dropped. */
  logLinesPerSecond: 200,
  /** Log lines per run: past it `sp.log` throws. */
  logLinesPerRun: 10_000,
  /** A log line is cut to this many characters. */
  logLineChars: 2_000,
  /** Messages per second the page takes from a script's worker before it ends the run. */
  pageMessagesPerSecond: 1_000,
  /** Requests per second the engine worker's host takes before it ends the run. */
  requestsPerSecond: 20_000,
  /** Refused (malformed) requests per run before the host ends the run. */
  refusedRequests: 100,
  /** Branches one run may make. */
  branchesPerRun: 100,
  /** Drawings on the view at once. */
  drawings: 10_000,
  drawTextChars: 200,
  drawCoordinate: 10_000_000,
  colourChars: 64,
  buttonChars: 32,
  branchNameChars: 200,
});
