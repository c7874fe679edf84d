/**
 * End to end: Sonic 2's CPU Tails replays Sonic's buttons 16 frames late (TailsCPU_Control's
 * position and input record), so when Sonic jumps onto a platform Tails jumps after him and lands
 * on the same platform with its own standing flag; the landing shows in its trace record
 * (`p2.onObject`, the `objectLand` event), as the CLI's `trace` writes it.
 */
import { describe, expect, it } from 'vitest';
import { getField } from '../../../../engine/objects/objectContext.ts';
import { OF_P2_STANDING, O_FLAGS } from '../../../../engine/objects/objectFields.ts';
import { createWorld } from '../../../../engine/world/world.ts';
import { partnerTraceRecord, traceRecord, type TraceRecord } from '../../../../engine/world/traceRecord.ts';
import { input } from '../../support/run.ts';
import { objectLevel } from '../objectTestLevel.ts';

/** Stand 60 frames, run right 40, jump (held 12), run 13 more, then let go: Sonic lands on the platform and slides off it. */
function sonicInput(f: number): number {
  if (f < 60) return 0;
  if (f < 100) return input('R');
  if (f < 112) return input('RA');
  if (f < 125) return input('R');
  return 0;
}

describe('CPU Tails follows Sonic onto a platform', () => {
  it('lands on it 16 or more frames after Sonic, with its own flag, and its trace record says so', () => {
    const level = objectLevel([{ id: 'ledge', type: 'platform', x: 260, y: 190, width: 48, height: 8 }], { profile: 's2', startX: 100 });
    const w = createWorld(level, { profile: 's2', partner: { character: 'tails', control: 'cpu' } });
    const records: TraceRecord[] = [];
    let tailsLandedWithFlag = false;
    for (let f = 0; f < 300; f++) {
      w.step(sonicInput(f));
      const rec = traceRecord(w.state, sonicInput(f), ['ledge']);
      rec.p2 = partnerTraceRecord(w.p2!.s, ['ledge']);
      records.push(rec);
      if (rec.p2.events.includes('objectLand')) tailsLandedWithFlag = (getField(w, 0, O_FLAGS) & OF_P2_STANDING) !== 0;
    }
    const sonicLands = records.findIndex((r) => r.events.includes('objectLand'));
    const tailsLands = records.findIndex((r) => r.p2!.events.includes('objectLand'));
    expect(sonicLands).toBeGreaterThan(0);
    expect(records[sonicLands].onObject).toBe('ledge');
    expect(tailsLands - sonicLands).toBeGreaterThanOrEqual(16);
    expect(tailsLandedWithFlag).toBe(true);
    const landed = records[tailsLands].p2!;
    expect([landed.onObject, landed.air, landed.cpu]).toEqual(['ledge', false, 'normal']);
    // On the platform its feet are at the surface: y = 190 - 8 - 15 - 1 = 166 px.
    expect(landed.y >> 8).toBe(166);
    // Before the jump nobody stood on it.
    expect(records.slice(0, sonicLands).every((r) => r.onObject === null && r.p2!.onObject === null)).toBe(true);
  });
});
