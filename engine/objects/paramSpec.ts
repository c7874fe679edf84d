/**
 * What an object type says about its level-file parameters: kind, range, default and meaning.
 * The level loader validates every placed object against its type's spec and fills in
 * defaults, so the engine never sees an unknown parameter or an out-of-range value; the same
 * docs are what `subpixel objects` and the workbench show to level authors.
 *
 * `id`, `type`, `x` and `y` are common to every object and may not be used as parameter names.
 */

export type ParamValue = string | number | boolean;

export type ParamSpec = (
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
  | { readonly kind: 'bool'; readonly default: boolean; readonly doc: string }
) & {
  /**
   * A parameter added to a type after levels with that type existed: the level hash covers it
   * only when it is not its default (levelHash.ts), so those levels, and every savestate and
   * movie made on them, keep their hashes.
   */
  readonly addedLater?: true;
};

/** Whether the level hash covers parameter `value` of `spec` (undefined: a key with no spec, always). */
export function hashesParam(spec: ParamSpec | undefined, value: ParamValue): boolean {
  return spec?.addedLater !== true || value !== spec.default;
}

export interface ObjectTypeSpec {
  readonly doc: string;
  readonly params: Readonly<Record<string, ParamSpec>>;
}

/** Keys every object has; they are not parameters. */
export const COMMON_OBJECT_KEYS: readonly string[] = ['id', 'type', 'x', 'y'];

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
