import { SourceMap } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JS (the CLI build runs before any TypeScript loader), no declarations
import { constFunctionsTransform } from '../../../workbench/cli/constFunctions.mjs';

interface Transformed {
  code: string;
  map: { toString(): string };
}
const transform = constFunctionsTransform as (code: string, fileName?: string) => Transformed | null;

/** Evaluates an ES module's source and returns its exports. */
async function evaluate(code: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<string, unknown>;
}

const CHUNK = `import { join } from 'node:path';
// Top-level code runs before the declarations below: hoisting must still give it the function.
const early = twice(21);
function twice(n) {
  return n * 2;
}
async function later() { return join('a', 'b'); }
function kept() { return 1; }
kept = function () { return 2; };
function shadowed(step) {
  let local = 0;
  step = step + 1;
  for (const twice of [1]) local += twice;
  return step + local;
}
function outer() {
  function inner() { return 3; }
  return inner();
}
export { early, twice, later, kept, shadowed, outer };
`;

describe('constFunctions (the CLI bundle: top-level functions as const bindings)', () => {
  it('turns each top-level declaration into a const function expression at the top, leaving nested ones and reassigned names', () => {
    const out = transform(CHUNK, 'chunk.mjs')!;
    const lines = out.code.split('\n');
    expect(lines[0]).toBe("import { join } from 'node:path';");
    expect(lines[1]).toBe('const twice = function twice(n) {');
    expect(out.code).toContain('const later = async function later() {');
    expect(out.code).toContain('const shadowed = function shadowed(step) {');
    expect(out.code).toContain('const outer = function outer() {\n  function inner() { return 3; }');
    // `kept` is assigned at the top level: it stays a declaration.
    expect(out.code).toContain('\nfunction kept() { return 1; }');
    expect(out.code).not.toMatch(/^function (twice|later|shadowed|outer)\b/m);
    // Every converted function comes before the first other statement.
    expect(out.code.indexOf('const outer')).toBeLessThan(out.code.indexOf('const early'));
  });

  it('keeps what the module does (hoisted calls, async, reassignment, shadowing locals)', async () => {
    const before = await evaluate(CHUNK);
    const after = await evaluate(transform(CHUNK)!.code);
    expect(after.early).toBe(42);
    for (const name of ['twice', 'kept', 'shadowed', 'outer'] as const) {
      expect((after[name] as (n?: number) => number)(5)).toBe((before[name] as (n?: number) => number)(5));
    }
    expect(await (after.later as () => Promise<string>)()).toBe(await (before.later as () => Promise<string>)());
  });

  it('maps the moved code back to where it was', () => {
    const out = transform(CHUNK, 'chunk.mjs')!;
    const map = new SourceMap(JSON.parse(out.map.toString()));
    const at = (needle: string) => {
      const i = out.code.indexOf(needle);
      const line = out.code.slice(0, i).split('\n').length - 1;
      return map.findEntry(line, i - out.code.lastIndexOf('\n', i - 1) - 1);
    };
    // `return n * 2` is on line 5 (index 4) of the input; `return step + local` on line 14 (index 13).
    expect(at('return n * 2')).toMatchObject({ originalLine: 4 });
    expect(at('return step + local')).toMatchObject({ originalLine: 13 });
  });

  it('returns null for a chunk with nothing to convert', () => {
    expect(transform('const a = 1;\nexport { a };\n')).toBeNull();
  });
});
