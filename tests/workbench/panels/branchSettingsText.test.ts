import { describe, expect, it } from 'vitest';
import { branchSettingsText } from '../../../workbench/src/panels/branchSettingsText.ts';
import type { BranchInfo, BranchSettings } from '../../../workbench/src/worker/protocol.ts';

function branch(settings: BranchSettings | null): BranchInfo {
  return {
    id: 'b1', parent: null, name: 'b', note: '', frame: 60, time: 't', length: 60, thumbnail: null, current: false, slot: null, settings, sameSettings: true,
  };
}

describe('branchSettingsText', () => {
  it('names the level, profile and character, then the drop dash when it was on, then the fixes', () => {
    const s: BranchSettings = { level: 'flat', profile: 's2', character: 'sonic', fixes: ['zip'], dropDash: true, partner: null };
    expect(branchSettingsText(branch(s))).toBe('flat · s2 · sonic · drop dash · fixes zip');
    expect(branchSettingsText(branch({ ...s, dropDash: false, fixes: [] }))).toBe('flat · s2 · sonic');
  });

  it('names the partner and who drives it, after the drop dash', () => {
    const s: BranchSettings = { level: 'hills', profile: 's2', character: 'sonic', fixes: [], dropDash: true, partner: { character: 'tails', control: 'cpu' } };
    expect(branchSettingsText(branch(s))).toBe('hills · s2 · sonic · drop dash · + tails (cpu)');
    expect(branchSettingsText(branch({ ...s, dropDash: false, partner: { character: 'knuckles', control: 'human' } }))).toBe('hills · s2 · sonic · + knuckles (human)');
  });

  it('is empty for a branch whose savestate has no settings', () => {
    expect(branchSettingsText(branch(null))).toBe('');
  });
});
