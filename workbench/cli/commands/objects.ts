/**
 * `subpixel objects`: the object types a level may place (CONTRACTS §4 `objects`), each with
 * its parameters, their kinds, defaults and meaning — the level author's reference, generated
 * from the same specs the level loader validates against.
 */
import { OBJECT_TYPES } from '../../../engine/objects/catalogue.ts';
import type { ParamSpec } from '../../../engine/objects/paramSpec.ts';
import { parseArgs } from '../args.ts';
import type { CliIo } from '../cliIo.ts';

export const OBJECTS_HELP = `usage: subpixel objects [--json] [type]
Lists every object type a level can place, with its parameters (kind, default, meaning).
Every object also takes "type" (required), "id" (optional, reported in traces), "x" and "y" (pixels).`;

function describe(spec: ParamSpec): string {
  switch (spec.kind) {
    case 'int':
      return spec.oneOf ? `one of ${spec.oneOf.join(' | ')}` : `integer ${spec.min}..${spec.max}`;
    case 'enum':
      return spec.values.join(' | ');
    case 'bool':
      return 'true | false';
  }
}

export function objectsCommand(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(argv, [], ['json']);
  const only = args.positional[0];
  const entries = Object.entries(OBJECT_TYPES).filter(([name]) => only === undefined || name === only);
  if (args.flags.has('json')) {
    io.out(JSON.stringify(Object.fromEntries(entries), null, 2));
    return 0;
  }
  for (const [name, spec] of entries) {
    io.out(`${name}: ${spec.doc}`);
    for (const [param, p] of Object.entries(spec.params)) {
      io.out(`    ${param} (${describe(p)}, default ${JSON.stringify(p.default)}): ${p.doc}`);
    }
  }
  return 0;
}
