/**
 * The frame-rate jobs of `subpixel bench`, each run in a fresh worker thread (benchIsolated.ts):
 * a job is plain data (it crosses postMessage), and its result too.
 */
import type { PartnerOptions } from '../../engine/world/partner.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { measureLevels, measureObjects, type LevelRates } from './benchFrameRates.ts';
import { measureActs, type ActRates } from './realActBench.ts';
import { withImportErrors } from './disasmLevels.ts';

export type BenchJob =
  /** Sonic through the bundled terrain levels, alone or with `partner`. */
  | { kind: 'levels'; partner: PartnerOptions | null; framesPerRun: number; runs: number }
  /** The 50-object level. */
  | { kind: 'objects'; frames: number; runs: number }
  /** Sonic through real acts of the checkout at `dir`, with or without their objects. */
  | { kind: 'acts'; dir: string; revision: 0 | 1 | undefined; acts: readonly string[]; objects: boolean; framesPerRun: number; runs: number };

export type BenchJobResult<J extends BenchJob> = J extends { kind: 'levels' }
  ? LevelRates
  : J extends { kind: 'objects' }
    ? { fps: number; active: number }
    : ActRates;

export function runBenchJob(job: BenchJob): LevelRates | { fps: number; active: number } | ActRates {
  switch (job.kind) {
    case 'levels':
      return measureLevels(job.partner, job.framesPerRun, job.runs);
    case 'objects':
      return measureObjects(job.frames, job.runs);
    case 'acts': {
      const d = withImportErrors(job.dir, () => openS1Disassembly(nodeDisasmSource(job.dir), job.revision));
      return measureActs(job.dir, d, job.acts, job.objects, job.framesPerRun, job.runs);
    }
  }
}
