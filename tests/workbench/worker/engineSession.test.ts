import { describe, expect, it } from 'vitest';
import { createWorld } from '../../../engine/world/world.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { parseInputScript } from '../../../movies/formats/inputScript.ts';
import { DEMO_LEVEL, DEMO_SCRIPT } from '../../../workbench/src/demo/demoMovie.ts';
import { EngineSession, SNAPSHOT_INTERVAL } from '../../../workbench/src/worker/engineSession.ts';

function demoInputs(): Uint8Array {
  const r = parseInputScript(DEMO_SCRIPT, 'demo.txt');
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function straightHash(inputs: Uint8Array, frames: number): string {
  const w = createWorld(loadBuiltinLevel(DEMO_LEVEL));
  for (let f = 0; f < frames; f++) w.step(f < inputs.length ? inputs[f] : 0);
  return w.hash();
}

function seekHash(s: EngineSession, frame: number): string {
  const r = s.seek(frame);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.hash;
}

describe('EngineSession', () => {
  it('the demo movie parses and is longer than one snapshot interval', () => {
    expect(demoInputs().length).toBeGreaterThan(SNAPSHOT_INTERVAL * 2);
  });

  it('seeking anywhere, in any order, gives the hash of stepping straight there', () => {
    const inputs = demoInputs();
    const s = new EngineSession();
    expect(s.load({ level: { builtin: DEMO_LEVEL } }).ok).toBe(true);
    s.setInputs(inputs.slice());
    for (const f of [inputs.length, 0, 61, 60, 59, 300, 123, inputs.length - 1, 1]) {
      expect(seekHash(s, f), `frame ${f}`).toBe(straightHash(inputs, f));
    }
  });

  it('an edit before the current frame recomputes from the nearest earlier snapshot', () => {
    const inputs = demoInputs();
    const s = new EngineSession();
    s.load({ level: { builtin: DEMO_LEVEL } });
    s.setInputs(inputs.slice());
    seekHash(s, 400);
    const edited = inputs.slice();
    edited.fill(0x04, 130, 140);
    s.patchInputs(130, edited.subarray(130, 140).slice(), edited.length);
    expect(seekHash(s, 400)).toBe(straightHash(edited, 400));
    expect(seekHash(s, 400)).not.toBe(straightHash(inputs, 400));
  });

  it('a patch that shortens the movie steps the dropped frames with no buttons', () => {
    const inputs = demoInputs();
    const s = new EngineSession();
    s.load({ level: { builtin: DEMO_LEVEL } });
    s.setInputs(inputs.slice());
    seekHash(s, 200);
    s.patchInputs(100, new Uint8Array(0), 100);
    expect(seekHash(s, 200)).toBe(straightHash(inputs.subarray(0, 100), 200));
  });

  it('the frame view carries the CLI trace record of the last frame stepped', () => {
    const inputs = demoInputs();
    const s = new EngineSession();
    s.load({ level: { builtin: DEMO_LEVEL } });
    s.setInputs(inputs.slice());
    const r = s.seek(50);
    if (!r.ok) throw new Error();
    expect(r.value.trace?.f).toBe(49);
    expect(r.value.trace?.input).toBe('R');
    expect(r.value.path.length).toBe(2 * 51);
  });

  it('errors are values with codes, never throws', () => {
    const s = new EngineSession();
    expect(s.seek(0)).toMatchObject({ ok: false, error: { code: 'noLevel' } });
    expect(s.load({ level: { builtin: 'nope' } })).toMatchObject({ ok: false, error: { code: 'levelUnknown' } });
    expect(s.load({ level: { json: '{' } })).toMatchObject({ ok: false, error: { code: 'levelJson' } });
    s.load({ level: { builtin: 'flat' } });
    expect(s.seek(-1)).toMatchObject({ ok: false, error: { code: 'seekRange' } });
    expect(s.patchInputs(5, new Uint8Array(10), 8)).toMatchObject({ ok: false, error: { code: 'patchRange' } });
  });
});
