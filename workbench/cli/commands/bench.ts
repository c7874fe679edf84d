/**
 * `subpixel bench`: engine frames per second (Sonic running through every bundled level),
 * snapshot and restore costs, state size. Timing lives here, never in engine/ or in tests.
 * Each figure is the best of several runs, so a busy machine under-reports less.
 */
import { performance } from 'node:perf_hooks';
import { BTN_A, BTN_RIGHT, BTN_LEFT } from '../../../engine/input.ts';
import { benchInput, cpuClock, measureRun } from '../benchRun.ts';
import { measureRealActs, realActReport } from '../realActBench.ts';
import { measurePaint } from '../paintBench.ts';
import { DISASM_ENV, disasmOptionsFrom } from '../disasmLevels.ts';
import { LEVEL_OPTIONS_HELP, WORLD_FLAG_NAMES, levelFromArgs } from '../worldOptions.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { createWorld } from '../../../engine/world/world.ts';
import type { CliIo } from '../cliIo.ts';
import { parseArgs } from '../args.ts';
import { availableParallelism } from 'node:os';
import { runSearch, type Algorithm } from '../../../analysis/search/runSearch.ts';
import type { SearchProblem } from '../../../analysis/search/problem.ts';
import type { Evaluator } from '../../../analysis/search/evaluator.ts';
import { measureSeek } from '../../../movies/model/greenzoneBench.ts';
import { benchObjectLevel } from '../benchLevels.ts';
import { cliRuntime } from '../cliRuntime.ts';
import { runIsolated } from '../benchIsolated.ts';
import { TERRAIN_LEVELS } from '../benchFrameRates.ts';
import { realGameReport, type RealGameFiles, type RealGameFigures } from '../realGameFigures.ts';
import { CORE_ENV, ROM_ENV } from '../realGameEnv.ts';
import { CliError } from '../cliError.ts';

export const BENCH_HELP = `usage: subpixel bench [--json] [--quick] [--disasm <dir>] [--core <file> --rom <file>] [--level <level>]
Measures engine frames per second (one core, Sonic running through the bundled terrain levels,
alone and with Sonic 2's CPU Tails following), frames per second on a level with 50 active
objects, greenzone seek times and memory, snapshot and restore costs in nanoseconds, and the
state size in bytes. With the Sonic 1 disassembly (--disasm <dir> or $${DISASM_ENV}) also the
time to import every act and the frames per second on real acts (one act per zone, terrain only;
and GHZ1, MZ1, SYZ1 with all their objects). Every frames-per-second figure of one core is timed
on the process's CPU time, which a busy machine distorts far less than wall time, and each group
of them runs in a fresh worker thread (its own JIT, as a search on one level has). With the
disassembly and your Genesis Plus GX core and Sonic 1 ROM (--core, --rom or $${CORE_ENV},
$${ROM_ENV}) also the core's emulator frames per second and the time to verify and to export a
10,000-frame movie on the real game.
  --json    print one JSON object (keys: engineFramesPerSecond, partnerFramesPerSecond, snapshotNs,
            restoreNs, restoreUntrustedNs, stateBytes, searchFramesPerSecond,
            searchFramesPerSecondAllCores, searchSavestateReuseGain, ...; importMs,
            realActFramesPerSecond, realActObjectsFramesPerSecond and paintGhz1Ms (one GHZ1 frame
            painted with its object sprites, canvas-free) only with the disassembly;
            realGameCoreFramesPerSecond, realGameVerifyMs and realGameExportMs only with the
            core and ROM too;
            levelFramesPerSecond with --level; runtime: "bundle" or "tsx" and v8Flags: how the
            engine ran)
  --quick   shorter runs (for smoke tests)
${LEVEL_OPTIONS_HELP}
                                  (--level adds the frames per second on that level)`;

export interface BenchFigures {
  engineFramesPerSecond: number;
  /** The same run with Sonic 2's CPU Tails following (one core): engine frames per second. */
  partnerFramesPerSecond: number;
  perLevelPartnerFramesPerSecond: Record<string, number>;
  /** The 50-object level (all 50 active): frames per second, and how many objects were loaded on average. */
  objectsFramesPerSecond: number;
  objectsActiveAverage: number;
  /** Greenzone seeks to random frames of a 1,000,000-frame movie (real engine, hills): mean, p95, max. */
  seekMs: number;
  seekP95Ms: number;
  seekMaxMs: number;
  /** Greenzone memory after those seeks (64 MB budget), and the first play-through that built it. */
  greenzoneBytes: number;
  greenzoneWarmupMs: number;
  perLevelFramesPerSecond: Record<string, number>;
  snapshotNs: number;
  snapshotAllocNs: number;
  restoreNs: number;
  /**
   * Restoring a snapshot from a file (every state word checked first: World.restoreUntrusted),
   * on the terrain level of restoreNs and on the 50-object level.
   */
  restoreUntrustedNs: number;
  restoreUntrustedObjectsNs: number;
  stateBytes: number;
  node: string;
}

/**
 * The engine figures. The frame rates each run in a fresh worker thread (benchIsolated.ts), one
 * after another; the rest here.
 */
export async function measureEngine(quick: boolean): Promise<BenchFigures> {
  const framesPerRun = quick ? 50_000 : 1_000_000;
  const runs = quick ? 1 : 5;
  const alone = await runIsolated({ kind: 'levels', partner: null, framesPerRun, runs });
  const partner = await runIsolated({ kind: 'levels', partner: { character: 'tails', control: 'cpu' }, framesPerRun, runs });
  const objects = await runIsolated({ kind: 'objects', frames: framesPerRun, runs });
  const hills = loadBuiltinLevel('hills');
  const seek = measureSeek(() => createWorld(hills, { profile: 's2' }), () => performance.now(), quick ? 20_000 : 1_000_000, quick ? 20 : 200);
  // The snapshot figures' world: Sonic some way into the first terrain level.
  const world = createWorld(loadBuiltinLevel(TERRAIN_LEVELS[0]), { profile: 's2', character: 'sonic' });
  for (let f = 0; f < 4096; f++) world.step(benchInput(f));
  const buf = new Int32Array(world.snapshotLength);
  const iterations = quick ? 100_000 : 2_000_000;
  const snapshotNs = bestOf(runs, () => timeLoop(iterations, () => world.snapshotInto(buf)));
  const snapshotAllocNs = bestOf(runs, () => timeLoop(iterations, () => world.snapshot()));
  const restoreNs = bestOf(runs, () => timeLoop(iterations, () => world.restore(buf)));
  const restoreUntrustedNs = bestOf(runs, () => timeLoop(iterations / 20, () => world.restoreUntrusted(buf)));
  const objectWorld = createWorld(benchObjectLevel(), { profile: 's1' });
  const objectBuf = objectWorld.snapshot();
  // The figure is of an accepted snapshot: a refused one would time the refusal.
  if (!objectWorld.restoreUntrusted(objectBuf).ok || !world.restoreUntrusted(buf).ok) throw new Error('bench: an engine snapshot was refused as untrusted');
  const restoreUntrustedObjectsNs = bestOf(runs, () => timeLoop(iterations / 100, () => objectWorld.restoreUntrusted(objectBuf)));
  return {
    engineFramesPerSecond: alone.fps,
    partnerFramesPerSecond: partner.fps,
    perLevelPartnerFramesPerSecond: partner.perLevel,
    objectsFramesPerSecond: objects.fps,
    objectsActiveAverage: objects.active,
    seekMs: round3(seek.meanMs),
    seekP95Ms: round3(seek.p95Ms),
    seekMaxMs: round3(seek.maxMs),
    greenzoneBytes: seek.greenzoneBytes,
    greenzoneWarmupMs: Math.round(seek.warmupMs),
    perLevelFramesPerSecond: alone.perLevel,
    snapshotNs: round1(snapshotNs),
    snapshotAllocNs: round1(snapshotAllocNs),
    restoreNs: round1(restoreNs),
    restoreUntrustedNs: Math.round(restoreUntrustedNs),
    restoreUntrustedObjectsNs: Math.round(restoreUntrustedObjectsNs),
    stateBytes: world.state.byteLength,
    node: process.version,
  };
}

function timeLoop(n: number, fn: () => unknown): number {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn();
  return ((performance.now() - t0) * 1e6) / n;
}

function bestOf(runs: number, fn: () => number): number {
  let best = Infinity;
  for (let i = 0; i < runs; i++) best = Math.min(best, fn());
  return best;
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}

function round1(v: number): number {
  return Math.round(v * 10) / 10;
}

export interface SearchBenchFigures {
  /** Candidate frames simulated per second by a genetic search on one core (savestate reuse on). */
  searchFramesPerSecond: number;
  /** The same search on the NodePool with one simulating thread per core (the caller is one of them). */
  searchFramesPerSecondAllCores: number;
  searchWorkers: number;
  /** Fixed cost of one pool search: configuring the workers, sharing the kept store, the first population. */
  searchSetupMs: number;
  /** Wall time of the search replaying every child from the root over the time with reuse. */
  searchSavestateReuseGain: number;
}

/** A genetic maxX search on the hills (the searches' common case): the same work each run. */
export async function measureSearch(quick: boolean): Promise<SearchBenchFigures> {
  const problem: SearchProblem = {
    level: loadBuiltinLevel('hills'),
    world: { profile: 's2', character: 'sonic' },
    alphabet: [0, BTN_RIGHT, BTN_LEFT, BTN_RIGHT | BTN_A, BTN_LEFT | BTN_A],
    granularity: 4,
    horizon: 40,
    objective: { kind: 'maxX' },
    prefix: new Uint8Array(0),
    savestate: null,
  };
  // 400 generations of 64 are ~1.8 million candidate frames (a fraction of a second): long
  // enough to be throughput, not the fixed start-up (workers configured, kept store shared,
  // result verified), which searchSetupMs reports on its own.
  const generations = quick ? 4 : 400;
  const algorithm: Algorithm = { kind: 'genetic', population: 64, elites: 8, generations };
  const runs = quick ? 1 : 5;
  const once = async (a: Algorithm, evaluator?: Evaluator) => {
    const t0 = performance.now();
    const r = await runSearch(problem, a, { seed: 1, budget: {}, batch: 1 << 16 }, evaluator);
    const seconds = (performance.now() - t0) / 1000;
    return { seconds, fps: r.result.framesSimulated / seconds };
  };
  // Warm the JIT up first (in every thread of a pool), then keep the best of a few runs, as for
  // the engine figures.
  const timed = async (a: Algorithm, evaluator?: Evaluator) => {
    for (let w = 0; w < (quick ? 1 : 3); w++) await once(a, evaluator);
    let best = { seconds: Infinity, fps: 0 };
    for (let r = 0; r < runs; r++) {
      const t = await once(a, evaluator);
      if (t.seconds < best.seconds) best = t;
    }
    return best;
  };
  const one = await timed(algorithm);
  const fromRoot = await timed({ ...algorithm, reuseSavestates: false });
  const workers = availableParallelism();
  const { NodePool } = await import('../../../analysis/search/nodePool.ts');
  const pool = new NodePool(workers);
  let all: { seconds: number; fps: number };
  let setup = Infinity;
  try {
    all = await timed(algorithm, pool);
    // A search of no generations: configuring the pool, sharing the store, the first population.
    for (let r = 0; r < runs; r++) setup = Math.min(setup, (await once({ ...algorithm, generations: 0 }, pool)).seconds * 1000);
  } finally {
    await pool.close();
  }
  return {
    searchFramesPerSecond: Math.round(one.fps),
    searchFramesPerSecondAllCores: Math.round(all.fps),
    searchWorkers: workers,
    searchSetupMs: round1(setup),
    searchSavestateReuseGain: Math.round((fromRoot.seconds / one.seconds) * 100) / 100,
  };
}

export async function benchCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, ['level', 'disasm', 'rev', 'core', 'rom'], ['json', 'quick', ...WORLD_FLAG_NAMES]);
  const quick = args.flags.has('quick');
  const disasm = disasmOptionsFrom(args, io.err);
  // Load the --level first, so a bad one fails before minutes of measuring.
  const level = args.options.has('level') ? levelFromArgs(args, io.err) : null;
  // The import first: its first run is the cold one a CLI user waits for.
  const real = disasm.disasm !== undefined ? await measureRealActs(disasm.disasm, disasm.revision, quick) : null;
  const painted = disasm.disasm !== undefined ? measurePaint(disasm.disasm, disasm.revision, quick) : null;
  const paint = typeof painted === 'string' ? null : painted;
  const levelFigure =
    level !== null ? { level: args.options.get('level')!, levelFramesPerSecond: Math.round(measureRun(level, level.profile, quick ? 50_000 : 1_000_000, quick ? 1 : 5, null, cpuClock).framesPerSecond) } : null;
  const game = realGameFiles(args.options.get('core') ?? process.env[CORE_ENV], args.options.get('rom') ?? process.env[ROM_ENV], disasm.disasm);
  const realGame = typeof game === 'string' ? null : await measureRealGameFigures(game, quick);
  const figures = { ...(await measureEngine(quick)), ...(await measureSearch(quick)), ...(real ?? {}), ...(paint ?? {}), ...(realGame ?? {}), ...(levelFigure ?? {}), ...cliRuntime() };
  if (args.flags.has('json')) {
    io.out(JSON.stringify(figures));
    return 0;
  }
  io.out(`runtime:  ${figures.runtime === 'bundle' ? 'the bundled build' : 'the TypeScript sources (tsx)'}, V8 flags: ${figures.v8Flags || '(none)'}`);
  io.out(`engine: ${figures.engineFramesPerSecond.toLocaleString('en-US')} frames/s (one core, Sonic through the bundled levels)`);
  for (const [name, fps] of Object.entries(figures.perLevelFramesPerSecond)) io.out(`  ${name.padEnd(8)} ${fps.toLocaleString('en-US')} frames/s`);
  io.out(`partner: ${figures.partnerFramesPerSecond.toLocaleString('en-US')} frames/s (one core, the same run with Sonic 2's CPU Tails following)`);
  io.out(`objects: ${figures.objectsFramesPerSecond.toLocaleString('en-US')} frames/s (50 objects, ${figures.objectsActiveAverage} loaded on average)`);
  io.out(`seek:     ${figures.seekMs} ms mean, ${figures.seekP95Ms} ms p95, ${figures.seekMaxMs} ms max (random frames of a 1,000,000-frame movie)`);
  io.out(`greenzone: ${(figures.greenzoneBytes / 1048576).toFixed(1)} MB after the seeks (budget 64 MB); first play-through ${figures.greenzoneWarmupMs} ms`);
  io.out(`snapshot: ${figures.snapshotNs} ns (into a buffer), ${figures.snapshotAllocNs} ns (allocating)`);
  io.out(`restore:  ${figures.restoreNs} ns; from a file (every word checked): ${figures.restoreUntrustedNs} ns, ${figures.restoreUntrustedObjectsNs} ns with 50 objects`);
  io.out(`state:    ${figures.stateBytes} bytes`);
  io.out(`search:   ${figures.searchFramesPerSecond.toLocaleString('en-US')} candidate frames/s (one core), ${figures.searchFramesPerSecondAllCores.toLocaleString('en-US')} on ${figures.searchWorkers} workers`);
  io.out(`          savestate reuse: ${figures.searchSavestateReuseGain}x faster than replaying from the root; ${figures.searchSetupMs} ms to start a pool search`);
  for (const line of realActReport(real)) io.out(line);
  if (typeof painted === 'string') io.out(painted);
  else if (paint !== null) io.out(`paint:    ${paint.paintGhz1Ms} ms a frame (GHZ1 at top speed, canvas-free: foreground, ${paint.paintGhz1Sprites} object sprites on average, RGBA)`);
  for (const line of realGameReport(realGame, typeof game === 'string' ? game : '')) io.out(line);
  if (levelFigure !== null) io.out(`--level ${levelFigure.level}: ${levelFigure.levelFramesPerSecond.toLocaleString('en-US')} frames/s`);
  return 0;
}

/** The core, ROM and checkout the real-game figures need, or what is missing. */
function realGameFiles(core: string | undefined, rom: string | undefined, disasm: string | undefined): RealGameFiles | string {
  const missing = [
    ...(core ? [] : [`a Genesis Plus GX core (--core or $${CORE_ENV})`]),
    ...(rom ? [] : [`a Sonic 1 ROM (--rom or $${ROM_ENV})`]),
    ...(disasm ? [] : ['the disassembly (--disasm or $SUBPIXEL_DISASM)']),
  ];
  if (missing.length > 0) return `no ${missing.join(', ')}`;
  return { core: core!, rom: rom!, disasm: disasm! };
}

/** The real-game figures; the core is loaded (koffi) only when there is one to measure. A core or ROM it refuses is one line. */
async function measureRealGameFigures(files: RealGameFiles, quick: boolean): Promise<RealGameFigures> {
  const { measureRealGame } = await import('../realGameBench.ts');
  const { CoreError } = await import('../../../realgame/console/libretroCore.ts');
  const { RomError } = await import('../../../realgame/realGameSession.ts');
  try {
    return measureRealGame(files, quick);
  } catch (e) {
    if (e instanceof CoreError || e instanceof RomError) throw new CliError(e.message);
    throw e;
  }
}
