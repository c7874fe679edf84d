/**
 * `subpixel trace`: run a level with inputs and print one JSON object per frame (JSON Lines).
 */
import { createWorld } from '../../../engine/world/world.ts';
import { S1ActRun } from '../../../engine/games/s1/s1ActRun.ts';
import { ssTraceRecord } from '../../../engine/games/s1/special/ssTraceRecord.ts';
import { S1_LEVEL_PREFIX, disasmOptionsFrom, s1RunSource } from '../disasmLevels.ts';
import { partnerTraceRecord, traceRecord } from '../../../engine/world/traceRecord.ts';
import type { CliIo } from '../cliIo.ts';
import { intOption, parseArgs } from '../args.ts';
import { loadMovieInputs, worldAtMovieStart } from '../loadInputs.ts';
import { specialStageOf, traceSpecialStage } from '../specialStageTrace.ts';
import { MOVE_FLAG_NAMES, MOVE_FLAGS_HELP, WORLD_FLAG_NAMES, WORLD_OPTIONS_HELP, WORLD_OPTION_NAMES, levelFromArgs, worldOptionsFrom } from '../worldOptions.ts';

export const TRACE_HELP = `usage: subpixel trace [options]
Runs the level with the inputs and prints one JSON object per frame (JSON Lines): the state
after that frame's step (CONTRACTS §5); with --partner each record also has "p2", the partner's
x, y, speeds, angle, air, roll, mode, the buttons it ran with, the CPU's state and its events.
On a Sonic 1 act the run goes on across act ends as the game does (the results, then the next
act from the values the game leaves it), and each record names its act ("act": "s1:ghz2"); a
giant ring leads into the special stage (its frames are the stage's records, "act": "s1:ss1",
with the keys below), its results and the next act. It stops where the game leaves the levels
for what the engine does not play yet (the ending), saying so on stderr. --level s1:ss1 ... s1:ss6 plays a special stage from the
checkout (with --disasm, --rev): its records add x16, y16, ssAngle, ssRotate, stage, phase,
emeralds, continues, lives, touched ("act": "s1:ss1"); it stops at the stage's results screen.
${WORLD_OPTIONS_HELP}
${MOVE_FLAGS_HELP}
  --inputs <file>                 input script (.txt, CONTRACTS §3) or movie (.spx, .bk2, .gmv); none = no buttons.
                                  Only its buttons are read: the world comes from these options
                                  (a movie made with the drop dash needs --drop-dash here). A movie
                                  that starts from a savestate (.spx) is traced from it ("f" counts
                                  from 0 there); the options must name the level it was made on
  --frames N                      stop after N frames (default: the end of the inputs)`;

/** Frames between waits for stdout to take the lines (a slow reader holds the run back). */
const FLUSH_EVERY_FRAMES = 4096;

export async function traceCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const args = parseArgs(argv, [...WORLD_OPTION_NAMES, 'inputs', 'frames'], [...WORLD_FLAG_NAMES, ...MOVE_FLAG_NAMES]);
  if (specialStageOf(args.options.get('level')) !== null) return traceSpecialStage(args, io, FLUSH_EVERY_FRAMES);
  const level = levelFromArgs(args, io.err);
  const flags = worldOptionsFrom(args, level);
  const path = args.options.get('inputs');
  const { words: inputs, savestate, startOptions } = loadMovieInputs(path, level, flags, io.err);
  const options = { ...flags, ...startOptions };
  const world = path === undefined ? createWorld(level, options) : worldAtMovieStart(path, level, options, savestate);
  // An act of the checkout plays on across its end into the next act (engine/games/s1/s1ActRun.ts);
  // an act read from a level file has no checkout to go on in.
  const fromCheckout = level.act !== undefined && (args.options.get('level') ?? '').toLowerCase().startsWith(S1_LEVEL_PREFIX);
  const run = fromCheckout ? new S1ActRun(world, s1RunSource(disasmOptionsFrom(args, io.err)), options) : null;
  const frames = intOption(args, 'frames', inputs.length);
  let shown = world;
  let ids = world.level.objects.map((o) => o.id);
  for (let f = 0; f < frames; f++) {
    const input = f < inputs.length ? inputs[f] : 0;
    (run ?? world).step(input);
    const ss = run?.special ?? null;
    if (ss !== null) {
      // In the special stage: the stage's record (docs/special-stages.md), "f" the run's frame
      // (the act's last frame shows the stage's start, as a reload shows the act's).
      const rec = { ...ssTraceRecord(ss.s, ss.m, input & 0xff), f: savestate !== null ? f : run!.frame - 1 };
      io.out(JSON.stringify(rec));
      if (f % FLUSH_EVERY_FRAMES === FLUSH_EVERY_FRAMES - 1) await io.flush?.();
      continue;
    }
    const now = run === null ? world : run.world;
    if (now !== shown) {
      shown = now;
      ids = now.level.objects.map((o) => o.id);
    }
    const rec = traceRecord(now.state, input, ids, now.m);
    // From a savestate the engine's frame counter goes on from the savestate's: "f" is the movie's.
    if (savestate !== null) rec.f = f;
    if (run !== null) rec.act = `s1:${run.act}`;
    if (now.p2 !== null) rec.p2 = partnerTraceRecord(now.p2.s, ids);
    io.out(JSON.stringify(rec));
    const left = run?.left ?? null;
    if (left === 'special' || left === 'ending') {
      io.err(`frame ${f}: the run leaves s1:${run!.act} for ${left === 'special' ? 'a special stage (the checkout has no special stage data)' : 'the ending'}, which the engine does not play yet; the trace stops here`);
      break;
    }
    if (f % FLUSH_EVERY_FRAMES === FLUSH_EVERY_FRAMES - 1) await io.flush?.();
  }
  return 0;
}

