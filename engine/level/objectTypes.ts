/**
 * The registry of object types a level may place, with their parameters. The level loader
 * validates every object against its type's spec here and fills in defaults, so the engine
 * never sees an unknown parameter or an out-of-range value. Other object issues extend this
 * table (one entry per type); each parameter says its kind, default and what it means, which is
 * also what the workbench shows as documentation.
 *
 * `id`, `type`, `x` and `y` are common to every object and may not be used as parameter names.
 */
export type ParamValue = string | number | boolean;

export type ParamSpec =
  | {
      readonly kind: 'int';
      readonly min: number;
      readonly max: number;
      /** When given, only these values are allowed (all within min..max). */
      readonly oneOf?: readonly number[];
      readonly default: number;
      readonly doc: string;
    }
  | { readonly kind: 'enum'; readonly values: readonly string[]; readonly default: string; readonly doc: string }
  | { readonly kind: 'bool'; readonly default: boolean; readonly doc: string };

export interface ObjectTypeSpec {
  readonly doc: string;
  readonly params: Readonly<Record<string, ParamSpec>>;
}

/** Keys every object has; they are not parameters. */
export const COMMON_OBJECT_KEYS: readonly string[] = ['id', 'type', 'x', 'y'];

export const OBJECT_TYPES: Record<string, ObjectTypeSpec> = {
  layerSwitcher: {
    doc:
      'Switches the collision layer and/or visual priority when the player crosses its threshold ' +
      'line through (x, y) within `radius` px along it (SPG section 6 "Layer Switchers").',
    params: {
      orientation: {
        kind: 'enum',
        values: ['vertical', 'horizontal'],
        default: 'vertical',
        doc: 'vertical: the threshold is the line x = switcher x (left/right sides); horizontal: y = switcher y (top/bottom sides).',
      },
      radius: {
        kind: 'int',
        min: 32,
        max: 256,
        oneOf: [32, 64, 128, 256],
        default: 64,
        doc: 'Half-length of the threshold in px: the player must be within ±radius of the switcher along it.',
      },
      layer1: { kind: 'enum', values: ['A', 'B'], default: 'A', doc: 'Layer set when crossing to the left (vertical) or top (horizontal) side.' },
      layer2: { kind: 'enum', values: ['A', 'B'], default: 'B', doc: 'Layer set when crossing to the right (vertical) or bottom (horizontal) side.' },
      priority1: { kind: 'enum', values: ['L', 'H'], default: 'L', doc: 'Visual priority set when crossing to the left/top side.' },
      priority2: { kind: 'enum', values: ['L', 'H'], default: 'H', doc: 'Visual priority set when crossing to the right/bottom side.' },
      groundedOnly: { kind: 'bool', default: false, doc: 'Only switches while the player is on the ground (used at the top of loops).' },
      priorityOnly: { kind: 'bool', default: false, doc: 'Only sets the visual priority, never the collision layer.' },
    },
  },
};

/** Whether `v` is a valid value for `spec` (no coercion: "64" is not 64). */
export function isValidParam(spec: ParamSpec, v: unknown): v is ParamValue {
  switch (spec.kind) {
    case 'int':
      return (
        typeof v === 'number' &&
        Number.isInteger(v) &&
        v >= spec.min &&
        v <= spec.max &&
        (spec.oneOf === undefined || spec.oneOf.includes(v))
      );
    case 'enum':
      return typeof v === 'string' && spec.values.includes(v);
    case 'bool':
      return typeof v === 'boolean';
  }
}

/** What a valid value looks like, for error messages. */
export function describeParam(spec: ParamSpec): string {
  switch (spec.kind) {
    case 'int':
      return spec.oneOf !== undefined ? `one of ${spec.oneOf.join(', ')}` : `an integer in ${spec.min}..${spec.max}`;
    case 'enum':
      return `one of ${spec.values.map((s) => JSON.stringify(s)).join(', ')}`;
    case 'bool':
      return 'true or false';
  }
}
