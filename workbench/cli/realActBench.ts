/**
 * The real-act figures of `subpixel bench`, measured only when the user's disassembly is there
 * (--disasm or $SUBPIXEL_DISASM):
 * - `importMs`: every act of one revision imported from the checkout, terrain only, the source
 *   text parsed afresh: the first such import in the process (JIT cold, what a CLI user waits
 *   for), and `importWarmMs` the best of the following ones;
 * - `realActFramesPerSecond`: Sonic running through one act of each zone (terrain only, one
 *   core), the bench input of the bundled levels (benchRun.ts), with the act's level rules;
 * - `realActObjectsFramesPerSecond`: the same run through GHZ1, MZ1 and SYZ1 with all their
 *   objects (the object manager, every placement the camera reaches, touch responses).
 * Both frame rates are timed on the process's CPU time (benchRun.ts cpuClock): the machines this
 * runs on are shared, and wall time there measures the neighbours as much as the engine. Each
 * runs in a fresh worker thread (benchIsolated.ts).
 */
import { performance } from 'node:perf_hooks';
import { openS1Disassembly, type S1Disassembly } from '../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { cpuClock, measureRun } from './benchRun.ts';
import { runIsolated } from './benchIsolated.ts';
import { DISASM_ENV, withImportErrors } from './disasmLevels.ts';

/** One act per zone, played in the game's order. */
export const BENCH_ACTS = ['ghz1', 'mz1', 'syz1', 'lz1', 'slz1', 'sbz1'] as const;
/** The acts of the objects figure: the first three zones' first acts, with every object placed. */
export const OBJECT_BENCH_ACTS = ['ghz1', 'mz1', 'syz1'] as const;

export interface RealActFigures {
  importMs: number;
  importWarmMs: number;
  /** How many acts `importMs` covers, and the revision. */
  importActs: number;
  importRevision: number;
  realActFramesPerSecond: number;
  perActFramesPerSecond: Record<string, number>;
  realActObjectsFramesPerSecond: number;
  perActObjectsFramesPerSecond: Record<string, number>;
}

/** All acts of the checkout, terrain only, from a fresh parse: milliseconds. */
function timeImport(dir: string, revision: 0 | 1 | undefined): { ms: number; acts: number; revision: number } {
  const t0 = performance.now();
  const d = withImportErrors(dir, () => openS1Disassembly(nodeDisasmSource(dir), revision));
  const acts = withImportErrors(dir, () => d.importAll({ objects: false }));
  return { ms: performance.now() - t0, acts: acts.length, revision: d.revision };
}

export async function measureRealActs(dir: string, revision: 0 | 1 | undefined, quick: boolean): Promise<RealActFigures> {
  const cold = timeImport(dir, revision);
  let warm = Infinity;
  for (let r = 0; r < (quick ? 1 : 5); r++) warm = Math.min(warm, timeImport(dir, revision).ms);

  const framesPerRun = quick ? 50_000 : 1_000_000;
  const runs = quick ? 1 : 5;
  const terrain = await runIsolated({ kind: 'acts', dir, revision, acts: BENCH_ACTS, objects: false, framesPerRun, runs });
  const withObjects = await runIsolated({ kind: 'acts', dir, revision, acts: OBJECT_BENCH_ACTS, objects: true, framesPerRun, runs });
  return {
    importMs: Math.round(cold.ms),
    importWarmMs: Math.round(warm),
    importActs: cold.acts,
    importRevision: cold.revision,
    realActFramesPerSecond: terrain.framesPerSecond,
    perActFramesPerSecond: terrain.perAct,
    realActObjectsFramesPerSecond: withObjects.framesPerSecond,
    perActObjectsFramesPerSecond: withObjects.perAct,
  };
}

/** Frames per second over some acts (total frames / total time), and per act. */
export interface ActRates {
  framesPerSecond: number;
  perAct: Record<string, number>;
}

/** The bench run through `acts`, each on its own: frames per second over them all, and per act. */
export function measureActs(
  dir: string,
  d: S1Disassembly,
  acts: readonly string[],
  objects: boolean,
  framesPerRun: number,
  runs: number,
): ActRates {
  const perAct: Record<string, number> = {};
  let totalSeconds = 0;
  for (const id of acts) {
    const { level } = withImportErrors(dir, () => d.importAct(id, { objects }));
    const fps = measureRun(level, level.profile, framesPerRun, runs, null, cpuClock).framesPerSecond;
    perAct[id] = Math.round(fps);
    totalSeconds += framesPerRun / fps;
  }
  return { framesPerSecond: Math.round((framesPerRun * acts.length) / totalSeconds), perAct };
}

/** The human lines for the real-act figures, or why there are none. */
export function realActReport(real: RealActFigures | null): string[] {
  if (real === null) return [`real acts: not measured (importMs, realActFramesPerSecond, realActObjectsFramesPerSecond): no Sonic 1 disassembly given; pass --disasm <dir> or set ${DISASM_ENV}`];
  return [
    `import:   ${real.importMs} ms for all ${real.importActs} Sonic 1 acts (REV0${real.importRevision}, parse included; ${real.importWarmMs} ms warm)`,
    `real acts: ${real.realActFramesPerSecond.toLocaleString('en-US')} frames/s (one core, Sonic through one act per zone, terrain only)`,
    ...perActLines(real.perActFramesPerSecond),
    `real acts with objects: ${real.realActObjectsFramesPerSecond.toLocaleString('en-US')} frames/s (one core, Sonic through ${actNames(OBJECT_BENCH_ACTS)} with all their objects)`,
    ...perActLines(real.perActObjectsFramesPerSecond),
  ];
}

function perActLines(perAct: Record<string, number>): string[] {
  return Object.entries(perAct).map(([id, fps]) => `  s1:${id.padEnd(6)} ${fps.toLocaleString('en-US')} frames/s`);
}

/** 'GHZ1, MZ1 and SYZ1'. */
function actNames(acts: readonly string[]): string {
  const names = acts.map((id) => id.toUpperCase());
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
