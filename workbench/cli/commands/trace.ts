/**
 * `subpixel trace`: run a level with inputs and print one JSON object per frame (JSON Lines).
 */
import { createWorld } from '../../../engine/world/world.ts';
import { partnerTraceRecord, traceRecord } from '../../../engine/world/traceRecord.ts';
import type { CliIo } from '../cliIo.ts';
import { intOption, parseArgs } from '../args.ts';
import { loadInputs } from '../loadInputs.ts';
import { MOVE_FLAG_NAMES, MOVE_FLAGS_HELP, WORLD_FLAG_NAMES, WORLD_OPTIONS_HELP, WORLD_OPTION_NAMES, levelFromArgs, worldOptionsFrom } from '../worldOptions.ts';

export const TRACE_HELP = `usage: subpixel trace [options]
Runs the level with the inputs and prints one JSON object per frame (JSON Lines): the state
after that frame's step (CONTRACTS §5); with --partner each record also has "p2", the partner's
x, y, speeds, angle, air, roll, mode, the buttons it ran with, the CPU's state and its events.
${WORLD_OPTIONS_HELP}
${MOVE_FLAGS_HELP}
  --inputs <file>                 input script (.txt, CONTRACTS §3) or movie (.spx, .bk2, .gmv); none = no buttons.
                                  Only its buttons are read: the world comes from these options
                                  (a movie made with the drop dash needs --drop-dash here)
  --frames N                      stop after N frames (default: the end of the inputs)`;

export function traceCommand(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(argv, [...WORLD_OPTION_NAMES, 'inputs', 'frames'], [...WORLD_FLAG_NAMES, ...MOVE_FLAG_NAMES]);
  const level = levelFromArgs(args, io.err);
  const options = worldOptionsFrom(args, level);
  const world = createWorld(level, options);
  const inputs = loadInputs(args.options.get('inputs'), level, options, io.err);
  const frames = intOption(args, 'frames', inputs.length);
  const ids = level.objects.map((o) => o.id);
  for (let f = 0; f < frames; f++) {
    const input = f < inputs.length ? inputs[f] : 0;
    world.step(input);
    const rec = traceRecord(world.state, input, ids);
    if (world.p2 !== null) rec.p2 = partnerTraceRecord(world.p2.s, ids);
    io.out(JSON.stringify(rec));
  }
  return 0;
}
