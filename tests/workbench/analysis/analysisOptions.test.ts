import { describe, expect, it } from 'vitest';
import { SEARCH_HELP } from '../../../workbench/cli/commands/search.ts';
import { SWEEP_HELP } from '../../../workbench/cli/commands/sweep.ts';
import { ANALYSIS_OPTIONS, optionTooltip } from '../../../workbench/src/analysis/analysisOptions.ts';

/** Every `--option` a command's --help names. */
function helpOptions(help: string): string[] {
  return [...new Set([...help.matchAll(/--([a-z][a-z0-9-]*)/g)].map((m) => m[1]))].sort();
}

describe('the Analysis panel options', () => {
  it.each([['search', SEARCH_HELP], ['sweep', SWEEP_HELP]] as const)('every option of subpixel %s --help is in the panel or says where the panel takes it from', (mode, help) => {
    const names = helpOptions(help);
    expect(names.length).toBeGreaterThan(20);
    const missing = names.filter((n) => !ANALYSIS_OPTIONS.some((o) => o.name === n && o.modes.includes(mode)));
    expect(missing).toEqual([]);
  });

  it('a field\'s tooltip names the option, its unit and its default in that mode', () => {
    expect(optionTooltip('horizon', 'search')).toBe('--horizon (choices): most choices per candidate: a candidate is at most horizon × granularity frames long. Default: 30.');
    expect(optionTooltip('horizon', 'sweep')).toMatch(/Default: 8\.$/);
    expect(optionTooltip('speeds', 'sweep')).toMatch(/^--speeds \(subpixels\/frame\): /);
    expect(optionTooltip('lift', 'sweep')).toMatch(/^--lift \(px\): .*Default: 16\.$/);
  });
});
