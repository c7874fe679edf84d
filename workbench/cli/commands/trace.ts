/**
 * `subpixel trace`: run a level with inputs and print one JSON object per frame (JSON Lines).
 */
import { createWorld } from '../../../engine/world/world.ts';
import { traceRecord } from '../../../engine/world/traceRecord.ts';
import { intOption, parseArgs } from '../args.ts';
import { loadInputs } from '../loadInputs.ts';
import { WORLD_OPTIONS_HELP, WORLD_OPTION_NAMES, loadLevelArg, worldOptionsFrom } from '../worldOptions.ts';

export const TRACE_HELP = `usage: subpixel trace [options]
Runs the level with the inputs and prints one JSON object per frame (JSON Lines): the state
after that frame's step (CONTRACTS §5).
${WORLD_OPTIONS_HELP}
  --inputs <script.txt>           input script (CONTRACTS §3); none = no buttons
  --frames N                      stop after N frames (default: the end of the inputs)`;

export function traceCommand(argv: readonly string[], write: (line: string) => void): number {
  const args = parseArgs(argv, [...WORLD_OPTION_NAMES, 'inputs', 'frames'], []);
  const level = loadLevelArg(args.options.get('level'));
  const world = createWorld(level, worldOptionsFrom(args, level));
  const inputs = loadInputs(args.options.get('inputs'));
  const frames = intOption(args, 'frames', inputs.length);
  const ids = level.objects.map((o) => o.id);
  for (let f = 0; f < frames; f++) {
    const input = f < inputs.length ? inputs[f] : 0;
    world.step(input);
    write(JSON.stringify(traceRecord(world.state, input, ids)));
  }
  return 0;
}
