import { describe, expect, it } from 'vitest';
import { EngineSession } from '../../../workbench/src/worker/engineSession.ts';
import { createWorld } from '../../../engine/world/world.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { writeLevelText } from '../../../engine/level/writeLevel.ts';
import { ZONE_GHZ } from '../../../engine/games/s1/act/actRules.ts';
import { syntheticAct } from '../../engine/games/s1/act/support/syntheticAct.ts';

function nodeHash(inputs: Uint8Array, frames: number): string {
  const w = createWorld(loadBuiltinLevel('loop'), {});
  for (let f = 0; f < frames; f++) w.step(f < inputs.length ? inputs[f] : 0);
  return w.hash();
}

describe('EngineSession', () => {
  it('seeking to a frame from either side gives the hash a straight replay gives', () => {
    const s = new EngineSession();
    expect(s.load({ level: { builtin: 'loop' } }).ok).toBe(true);
    const r = s.setButtons(0, 300, 0x08, true);
    expect(r.ok && r.value.first).toBe(0);
    const inputs = new Uint8Array(300).fill(0x08);
    const a = s.seek(250);
    const b = s.seek(10);
    const c = s.seek(250);
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (a.ok && c.ok) expect(c.value.hash).toBe(a.value.hash);
    if (a.ok) expect(a.value.hash).toBe(nodeHash(inputs, 250));
  });

  it('an edit reports its splices and undo restores the inputs and the state', () => {
    const s = new EngineSession();
    s.load({ level: { builtin: 'loop' } });
    s.setButtons(0, 100, 0x08, true);
    const before = s.seek(100);
    const ins = s.insertFrames(10, 5);
    expect(ins.ok && ins.value.splices).toEqual([{ pad: 1, at: 10, removeCount: 0, inserted: new Uint8Array(5) }]);
    expect(s.length).toBe(105);
    const undo = s.undo();
    expect(undo.ok && undo.value.length).toBe(100);
    const after = s.seek(100);
    if (before.ok && after.ok) expect(after.value.hash).toBe(before.value.hash);
  });

  it('a malformed level is refused with the JSON path and leaves no session', () => {
    const s = new EngineSession();
    const r = s.load({ level: { json: '{"format":"subpixel-level/1"}' } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).not.toBe('');
    expect(s.seek(0).ok).toBe(false);
  });

  it('a branch loaded with replace brings back its inputs and its state', () => {
    const s = new EngineSession();
    s.load({ level: { builtin: 'loop' } });
    s.setButtons(0, 200, 0x08, true);
    const at = s.seek(150);
    const b = s.createBranch('x', '', null, '2024-01-01T00:00:00Z');
    expect(b.ok).toBe(true);
    s.setButtons(0, 200, 0x08, false);
    const loaded = b.ok ? s.loadBranch(b.value.id, 'replaceInputs') : null;
    expect(loaded?.ok && loaded.value.frame).toBe(150);
    const back = s.seek(150);
    if (at.ok && back.ok) expect(back.value.hash).toBe(at.value.hash);
  });

  it('the recorder keeps the greenzone extent and plot series for replayed frames', () => {
    const s = new EngineSession();
    s.load({ level: { builtin: 'loop' } });
    s.setButtons(0, 120, 0x08, true);
    const v = s.seek(120);
    expect(v.ok && v.value.greenzoneTo).toBe(120);
    const chunk = s.series(0, 200);
    expect(chunk.fields[0].length).toBe(121);
    s.setButtons(50, 51, 0x10, true);
    const w = s.seek(40);
    expect(w.ok && w.value.greenzoneTo).toBe(50);
  });

  it('a settings change is one undoable edit: undo restores the hash, branches stay listed', () => {
    const s = new EngineSession();
    s.load({ level: { builtin: 'loop' } });
    s.setButtons(0, 200, 0x08, true);
    const s2 = s.seek(150);
    s.createBranch('on s2', '', null, 't');
    const c = s.configure({ profile: 's1' });
    expect(c.ok && c.value.level?.profile).toBe('s1');
    expect(c.ok && c.value.first).toBe(0);
    const s1 = s.seek(150);
    const w = createWorld(loadBuiltinLevel('loop'), { profile: 's1' });
    for (let f = 0; f < 150; f++) w.step(0x08);
    expect(s1.ok && s1.value.hash).toBe(w.hash());
    expect(s.branchInfos().map((b) => [b.name, b.sameSettings])).toEqual([['on s2', false]]);
    const u = s.undo();
    expect(u.ok && u.value.level?.profile).toBe('s2');
    const back = s.seek(150);
    if (back.ok && s2.ok) expect(back.value.hash).toBe(s2.value.hash);
    expect(s.status().history.entries.map((e) => e.label)).toEqual(['set buttons', 'save branch "on s2" at 150', 'settings: profile s1']);
  });

  it('loading a branch made with other settings switches to them in the same undo group', () => {
    const s = new EngineSession();
    s.load({ level: { builtin: 'loop' } });
    s.setButtons(0, 200, 0x08, true);
    const at = s.seek(120);
    const b = s.createBranch('loop s2', '', null, 't');
    s.configure({ level: { builtin: 'flat' }, profile: 's1' });
    expect(s.levelSource).toEqual({ builtin: 'flat' });
    const r = b.ok ? s.loadBranch(b.value.id, 'replaceInputs') : null;
    expect(r?.ok && r.value.edit.level?.levelName).toBe('loop');
    expect(r?.ok && r.value.edit.level?.profile).toBe('s2');
    const v = s.seek(120);
    if (v.ok && at.ok) expect(v.value.hash).toBe(at.value.hash);
    s.undo();
    expect(s.levelSource).toEqual({ builtin: 'flat' });
  });

  it("replaying a branch's inputs keeps the current settings and says so in the history", () => {
    const s = new EngineSession();
    s.load({ level: { builtin: 'loop' } });
    s.setButtons(0, 100, 0x08, true);
    s.seek(60);
    const b = s.createBranch('x', '', null, 't');
    s.configure({ profile: 's1' });
    s.setButtons(0, 100, 0x08, false);
    const r = b.ok ? s.loadBranch(b.value.id, 'replayInputs') : null;
    expect(r?.ok && r.value.frame).toBe(60);
    expect(r?.ok && r.value.edit.level).toBe(null);
    expect(s.inputAt(10)).toBe(0x08);
    expect(s.status().history.entries.at(-1)?.label).toBe('replay inputs of "x" under the current settings');
  });

  it('a view-only session refuses edits with the reason and still seeks', () => {
    const s = new EngineSession();
    s.load({ level: { builtin: 'loop' } });
    s.setViewOnly('another tab edits it');
    const r = s.setButtons(0, 10, 0x08, true);
    expect(r.ok ? null : [r.error.code, r.error.message]).toEqual(['viewOnly', 'another tab edits it']);
    expect(s.seek(20).ok).toBe(true);
    expect(s.createBranch('b', '', null, 't').ok).toBe(false);
  });
});

describe('EngineSession with a partner', () => {
  it('loads the partner from the request, paints the second pad with pad 2 and replays it in the frame view', () => {
    const s = new EngineSession();
    const r = s.load({ level: { builtin: 'flat' }, profile: 's2', partner: { character: 'tails', control: 'human' } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.partner).toEqual({ character: 'tails', control: 'human' });
    expect(r.value.partnerBase).toBeGreaterThan(0);
    const e = s.setButtons(0, 60, 0x08, true, 2);
    expect(e.ok && e.value.splices[0].pad).toBe(2);
    const v = s.seek(60);
    const w = createWorld(loadBuiltinLevel('flat'), { profile: 's2', partner: { character: 'tails', control: 'human' } });
    for (let f = 0; f < 60; f++) w.step(0x08 << 8);
    expect(v.ok && v.value.hash).toBe(w.hash());
    expect(v.ok && v.value.partnerBase).toBe(w.partnerBase);
    const movie = s.movie()!;
    expect(movie.meta.partner).toEqual({ character: 'tails', control: 'human' });
    expect(movie.inputs2!.length).toBe(60);
  });

  it('a branch lists the partner among the settings it was made with', () => {
    const s = new EngineSession();
    s.load({ level: { builtin: 'flat' }, profile: 's2', partner: { character: 'knuckles', control: 'cpu' } });
    s.seek(30);
    const b = s.createBranch('with knuckles', '', null, 't');
    if (!b.ok) throw new Error(b.error.message);
    expect(s.branchInfos()[0].settings?.partner).toEqual({ character: 'knuckles', control: 'cpu' });
  });

  it('refuses a partner on a real act (Sonic 1 has no player 2) and changes nothing: loading, choosing one, or switching to the act with one set', () => {
    const actJson = writeLevelText(syntheticAct({ zone: ZONE_GHZ, act: 0, cells: [[0, 0, 1], [0, 1, 1]], start: { x: 0x60, y: 0x6c } }));
    const tails = { character: 'tails', control: 'cpu' } as const;
    const s = new EngineSession();
    expect(s.load({ level: { json: actJson }, partner: tails })).toEqual({
      ok: false, error: { code: 'partnerRealAct', path: 'partner', message: 'a real act (Sonic 1) has no player 2' },
    });
    expect(s.load({ level: { json: actJson } }).ok).toBe(true);
    expect(s.configure({ partner: tails })).toEqual({ ok: false, error: { code: 'partnerRealAct', path: 'partner', message: 'a real act (Sonic 1) has no player 2' } });
    expect(s.movie()!.meta.partner).toBeUndefined();
    expect(s.load({ level: { builtin: 'flat' }, partner: tails }).ok).toBe(true);
    const before = s.movie()!.meta;
    const r = s.configure({ level: { json: actJson } });
    expect(r.ok || r.error.message).toBe('a real act (Sonic 1) has no player 2: set partner to none first');
    expect(s.movie()!.meta).toEqual(before);
    expect(s.configure({ level: { json: actJson }, partner: null }).ok).toBe(true);
    expect(s.movie()!.meta.partner).toBeUndefined();
  });
});

describe('EngineSession: the drop dash setting', () => {
  /** Jump at frame 30, press A again at 35 and hold it to frame 74: he lands charged and dashes. */
  const dash = (): Uint8Array => {
    const bytes = new Uint8Array(105);
    bytes[30] = 0x10;
    bytes.fill(0x10, 35, 75);
    return bytes;
  };
  const nodeHashOn = (options: { dropDash?: boolean; character?: 'sonic' | 'tails' }, frames = 105): string => {
    const w = createWorld(loadBuiltinLevel('flat'), options);
    const bytes = dash();
    for (let f = 0; f < frames; f++) w.step(bytes[f]);
    return w.hash();
  };
  const hashAt = (s: EngineSession, frame: number): string => {
    const v = s.seek(frame);
    if (!v.ok) throw new Error(v.error.message);
    return v.value.hash;
  };
  const labels = (s: EngineSession) => s.status().history.entries.map((e) => e.label);

  it('turning it on is one undoable settings edit: the world runs it, the movie says so, undo and redo switch it', () => {
    const s = new EngineSession();
    s.load({ level: { builtin: 'flat' } });
    s.replaceInputs(dash(), [], 'script');
    expect(hashAt(s, 105)).toBe(nodeHashOn({}));
    const on = s.configure({ dropDash: true });
    expect(on.ok && [on.value.first, on.value.level?.dropDash]).toEqual([0, true]);
    expect(hashAt(s, 105)).toBe(nodeHashOn({ dropDash: true }));
    expect(nodeHashOn({ dropDash: true })).not.toBe(nodeHashOn({}));
    expect(s.movie()!.meta.dropDash).toBe(true);
    expect(labels(s)).toEqual(['script', 'settings: drop dash on']);
    const undo = s.undo();
    expect(undo.ok && undo.value.level?.dropDash).toBe(false);
    expect(hashAt(s, 105)).toBe(nodeHashOn({}));
    expect('dropDash' in s.movie()!.meta).toBe(false);
    const redo = s.redo();
    expect(redo.ok && redo.value.level?.dropDash).toBe(true);
    expect(hashAt(s, 105)).toBe(nodeHashOn({ dropDash: true }));
    s.configure({ dropDash: false });
    expect(labels(s).at(-1)).toBe('settings: drop dash off');
    expect('dropDash' in s.movie()!.meta).toBe(false);
  });

  it("is Sonic's only: choosing Tails turns it off in the same edit, and undo brings both back", () => {
    const s = new EngineSession();
    s.load({ level: { builtin: 'flat' }, dropDash: true });
    const tails = s.configure({ character: 'tails' });
    expect(tails.ok && [tails.value.level?.character, tails.value.level?.dropDash]).toEqual(['tails', false]);
    expect(labels(s).at(-1)).toBe('settings: character tails, drop dash off');
    expect('dropDash' in s.movie()!.meta).toBe(false);
    // Asking for it as Tails changes nothing.
    expect(s.configure({ dropDash: true }).ok).toBe(true);
    expect(labels(s).at(-1)).toBe('settings: character tails, drop dash off');
    s.undo();
    expect(s.movie()!.meta.character).toBe('sonic');
    expect(s.movie()!.meta.dropDash).toBe(true);
    // A file asking for it with Knuckles opens without it: the movie says what the world runs.
    const knuckles = { ...s.movie()!, meta: { ...s.movie()!.meta, character: 'knuckles' as const, dropDash: true as const } };
    const opened = s.load({ level: { builtin: 'flat' }, movie: knuckles });
    expect(opened.ok && opened.value.dropDash).toBe(false);
    expect('dropDash' in s.movie()!.meta).toBe(false);
  });

  it('a movie that has it opens with it (a reload), and a search starts from a world with it', () => {
    const first = new EngineSession();
    first.load({ level: { builtin: 'flat' }, dropDash: true });
    first.replaceInputs(dash(), [], 'script');
    const saved = first.movie()!;
    const s = new EngineSession();
    const r = s.load({ level: { builtin: 'flat' }, movie: saved });
    expect(r.ok && r.value.dropDash).toBe(true);
    expect(hashAt(s, 105)).toBe(nodeHashOn({ dropDash: true }));
    const start = s.savestate(50);
    expect(start.ok && start.value.world.dropDash).toBe(true);
  });

  it('a branch records it among its settings, and loading the branch switches back to it', () => {
    const s = new EngineSession();
    s.load({ level: { builtin: 'flat' }, dropDash: true });
    s.replaceInputs(dash(), [], 'script');
    const at = hashAt(s, 60);
    const b = s.createBranch('charging', '', null, 't');
    if (!b.ok) throw new Error(b.error.message);
    expect(s.branchInfos()[0].settings).toEqual({ level: 'flat', profile: 's2', character: 'sonic', fixes: [], dropDash: true, partner: null });
    s.configure({ dropDash: false });
    expect(s.branchInfos()[0].sameSettings).toBe(false);
    const loaded = s.loadBranch(b.value.id, 'replaceInputs');
    expect(loaded.ok && loaded.value.edit.level?.dropDash).toBe(true);
    expect(s.movie()!.meta.dropDash).toBe(true);
    expect(hashAt(s, 60)).toBe(at);
    expect(s.branchInfos()[0].sameSettings).toBe(true);
  });
});

describe('EngineSession: an undo history stored with the movie', () => {
  it('a settings change made before a reload undoes after it: the level rebuilt from its source, the state as before', () => {
    const s = new EngineSession();
    s.load({ level: { builtin: 'loop' } });
    s.setButtons(0, 200, 0x08, true);
    const onLoop = s.seek(150);
    s.configure({ level: { builtin: 'flat' }, profile: 's1' });
    expect(s.levelSource).toEqual({ builtin: 'flat' });
    // What a reload gets back from the store: the movie and a structured clone of the history.
    const again = new EngineSession();
    expect(again.load({ level: s.levelSource!, movie: s.movie()! }, [], undefined, structuredClone(s.undoHistory()!.record())).ok).toBe(true);
    expect(again.status().history.entries.map((e) => e.label)).toEqual(['set buttons', 'settings: level flat, profile s1']);
    const u = again.undo();
    expect(u.ok && [u.value.level?.levelName, u.value.level?.profile]).toEqual(['loop', 's2']);
    expect(again.levelSource).toEqual({ builtin: 'loop' });
    const back = again.seek(150);
    expect(back.ok && onLoop.ok && back.value.hash).toBe(onLoop.ok ? onLoop.value.hash : null);
    const r = again.redo();
    expect(r.ok && r.value.level?.levelName).toBe('flat');
  });

  it('refuses to undo a settings change whose level is gone, and changes nothing', () => {
    const s = new EngineSession();
    s.load({ level: { json: writeLevelText(loadBuiltinLevel('walls')) } });
    s.configure({ level: { builtin: 'flat' } });
    const record = structuredClone(s.undoHistory()!.record());
    // The stored level text is damaged: its settings step can no longer be undone.
    const host = record.done[0].steps.find((x) => x.kind === 'host')!;
    (host as { before: { source: { json: string } } }).before.source.json = '{"format":"subpixel-level/1"}';
    const again = new EngineSession();
    again.load({ level: { builtin: 'flat' }, movie: s.movie()! }, [], undefined, record);
    const u = again.undo();
    expect(u.ok).toBe(false);
    if (!u.ok) expect(u.error.message).toBe('"settings: level flat" cannot be undone or redone here: the level it goes back to cannot be built (name: is required)');
    expect(again.levelSource).toEqual({ builtin: 'flat' });
    expect(again.status().history.position).toBe(1);
  });
});
