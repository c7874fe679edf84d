/**
 * The real-game figures of `subpixel bench` (measured by realGameBench.ts) and their lines; no
 * core is loaded to name them.
 */
export interface RealGameFigures {
  realGameCoreFramesPerSecond: number;
  /** How many movie frames the verify and export figures cover. */
  realGameMovieFrames: number;
  realGameVerifyMs: number;
  realGameExportMs: number;
  /** The ROM measured (REV00 or REV01). */
  realGameRom: string;
}

/** The user's real game as `bench` was given it. */
export interface RealGameFiles {
  readonly core: string;
  readonly rom: string;
  readonly disasm: string;
}

/** The human lines for the real-game figures, or why there are none. */
export function realGameReport(real: RealGameFigures | null, missing: string): string[] {
  if (real === null) return [`real game: not measured (realGameCoreFramesPerSecond, realGameVerifyMs, realGameExportMs): ${missing}`];
  return [
    `real game: ${real.realGameCoreFramesPerSecond.toLocaleString('en-US')} emulator frames/s (the Genesis Plus GX core alone, headless, one core; ${real.realGameRom})`,
    `          verify ${real.realGameVerifyMs.toLocaleString('en-US')} ms, export ${real.realGameExportMs.toLocaleString('en-US')} ms (a ${real.realGameMovieFrames.toLocaleString('en-US')}-frame GHZ1 movie, boot from power-on included)`,
  ];
}
