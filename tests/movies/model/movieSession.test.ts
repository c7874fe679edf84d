import { describe, expect, it } from 'vitest';
import { MovieSession } from '../../../movies/model/movieSession.ts';
import type { Movie } from '../../../movies/types.ts';
import { TestSimulation, straightHashes, testFactory, variedInputs } from './testSimulation.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { createWorld } from '../../../engine/world/world.ts';

const factory = testFactory();

function movie(inputs: Uint8Array, markers: Movie['markers'] = []): Movie {
  return {
    meta: {
      level: { name: 'test', hash: 1 },
      profile: 's2',
      character: 'sonic',
      fixes: [],
      author: 'me',
      rerecords: 0,
      created: '2024-01-01T00:00:00Z',
      modified: '2024-01-01T00:00:00Z',
      notes: '',
    },
    inputs,
    markers,
    checkpoints: [],
  };
}

const bytes = (s: MovieSession) => Array.from(s.track.bytes());

describe('MovieSession', () => {
  it('an edit invalidates the greenzone only after its first changed frame', () => {
    const s = new MovieSession(factory, movie(variedInputs(1000, 2)));
    s.seek(900);
    expect(s.greenzone.has(899)).toBe(true);
    expect(s.setButtons(850, 860, 0x80)).toEqual({ ok: true, value: 850 });
    expect(s.greenzone.has(850)).toBe(true);
    expect(s.greenzone.has(851)).toBe(false);
    const expected = straightHashes(factory, s.track.toUint8Array(), [900]);
    expect(s.seek(900).hash()).toBe(expected.get(900));
  });

  it('undo invalidates from the undone edit and the greenzone then replays the original inputs', () => {
    const inputs = variedInputs(1000, 2);
    const s = new MovieSession(factory, movie(inputs));
    const original = straightHashes(factory, inputs, [900]);
    s.seek(900);
    s.setButtons(300, 301, 0x80);
    s.seek(900);
    expect(s.undo()).toEqual({ ok: true, value: 300 });
    expect(s.seek(900).hash()).toBe(original.get(900));
    expect(s.redo()).toEqual({ ok: true, value: 300 });
    expect(s.track.get(300) & 0x80).toBe(0x80);
  });

  it('inserting and deleting frames shift markers, and undo restores markers and inputs exactly', () => {
    const s = new MovieSession(factory, movie(Uint8Array.of(1, 2, 3, 4, 5, 6), [{ frame: 2, text: 'a' }, { frame: 4, text: 'b' }]));
    expect(s.insertFrames(1, 2, 9)).toEqual({ ok: true, value: 1 });
    expect(s.markers.list()).toEqual([{ frame: 4, text: 'a' }, { frame: 6, text: 'b' }]);
    expect(s.deleteFrames(3, 2)).toEqual({ ok: true, value: 3 });
    expect(bytes(s)).toEqual([1, 9, 9, 4, 5, 6]);
    expect(s.markers.list()).toEqual([{ frame: 4, text: 'b' }]);
    s.undo();
    expect(bytes(s)).toEqual([1, 9, 9, 2, 3, 4, 5, 6]);
    expect(s.markers.list()).toEqual([{ frame: 4, text: 'a' }, { frame: 6, text: 'b' }]);
    s.undo();
    expect(bytes(s)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(s.markers.list()).toEqual([{ frame: 2, text: 'a' }, { frame: 4, text: 'b' }]);
  });

  it('pasting with insert shifts markers by the pasted length', () => {
    const s = new MovieSession(factory, movie(Uint8Array.of(1, 2, 3), [{ frame: 1, text: 'a' }]));
    expect(s.paste(0, Uint8Array.of(7, 7), 'insert')).toEqual({ ok: true, value: 0 });
    expect(s.markers.list()).toEqual([{ frame: 3, text: 'a' }]);
  });

  it('marker edits are undoable and leave the greenzone alone', () => {
    const s = new MovieSession(factory, movie(variedInputs(100, 2)));
    s.seek(80);
    const saved = s.greenzone.stats().states;
    expect(s.addMarker(10, 'jump')).toEqual({ ok: true, value: 10 });
    expect(s.moveMarker(10, 20)).toEqual({ ok: true, value: 10 });
    expect(s.greenzone.stats().states).toBe(saved);
    s.undo();
    expect(s.markers.list()).toEqual([{ frame: 10, text: 'jump' }]);
    s.undo();
    expect(s.markers.list()).toEqual([]);
    expect(s.removeMarker(10)).toEqual({ ok: true, value: -1 });
  });

  it('read-only playback refuses edits, recording and undo with a readOnly error', () => {
    const s = new MovieSession(factory, movie(Uint8Array.of(1, 2, 3)));
    s.setInput(0, 5);
    s.readOnly = true;
    const refused = { ok: false, error: { code: 'readOnly', message: 'the movie is in read-only playback' } };
    expect(s.setButtons(0, 3, 1)).toEqual(refused);
    expect(s.undo()).toEqual(refused);
    expect(s.frameAdvance(8)).toEqual(refused);
    expect(bytes(s)).toEqual([5, 2, 3]);
    expect(s.frameAdvance().ok).toBe(true);
    expect(s.cursor).toBe(1);
  });

  it('frameAdvance records at the cursor and reports the step’s events', () => {
    const s = new MovieSession(factory, movie(new Uint8Array(0)));
    const r = s.frameAdvance(0x18);
    const ref = new TestSimulation();
    const ev = ref.step(0x18);
    expect(r.ok && [r.value.sim.frame, r.value.events, r.value.sim.hash()]).toEqual([1, ev, ref.hash()]);
    s.frameAdvance(0x08);
    expect(bytes(s)).toEqual([0x18, 0x08]);
    expect(s.meta.rerecords).toBe(0);
  });

  it('recording over existing frames after a rewind counts one rerecord per rewind', () => {
    const s = new MovieSession(factory, movie(new Uint8Array(0)));
    for (let i = 0; i < 10; i++) s.frameAdvance(8);
    s.rewind(5);
    s.frameAdvance(0x10);
    s.frameAdvance(0x10);
    expect(s.meta.rerecords).toBe(1);
    s.seek(2);
    s.frameAdvance(0x10);
    expect(s.meta.rerecords).toBe(2);
    expect(bytes(s)).toEqual([8, 8, 0x10, 8, 8, 0x10, 0x10, 8, 8, 8]);
  });

  it('seeking to the end and recording on does not count a rerecord', () => {
    const s = new MovieSession(factory, movie(Uint8Array.of(1, 2, 3)));
    s.seek(3);
    s.frameAdvance(4);
    expect(s.meta.rerecords).toBe(0);
    expect(bytes(s)).toEqual([1, 2, 3, 4]);
  });

  it('insert recording mode inserts a frame at the cursor', () => {
    const s = new MovieSession(factory, movie(Uint8Array.of(1, 2, 3)));
    s.recordMode = 'insert';
    s.seek(1);
    s.frameAdvance(9);
    expect(bytes(s)).toEqual([1, 9, 2, 3]);
    expect(s.cursor).toBe(2);
  });

  it('loading a branch with replaceInputs restores it, replaces inputs and markers, and is undoable', () => {
    const a = variedInputs(500, 4);
    const s = new MovieSession(factory, movie(a));
    s.seek(300);
    const branch = s.createBranch('t1', 'A');
    expect(branch.frame).toBe(300);
    s.setButtons(100, 101, 0x80);
    s.addMarker(5, 'm');
    const edited = s.track.toUint8Array();
    const r = s.loadBranch(branch.id, 'replaceInputs');
    expect(r.ok && [r.value.firstDifference, r.value.consistent]).toEqual([100, true]);
    expect(Array.from(s.track.bytes())).toEqual(Array.from(a));
    expect(s.markers.list()).toEqual([]);
    expect(s.cursor).toBe(300);
    expect(s.greenzone.sim.hash()).toBe(straightHashes(factory, a, [300]).get(300));
    s.undo();
    expect(Array.from(s.track.bytes())).toEqual(Array.from(edited));
    expect(s.markers.list()).toEqual([{ frame: 5, text: 'm' }]);
  });

  it('loading a branch with keepInputs keeps the inputs; a later seek replays the movie’s own inputs', () => {
    const a = variedInputs(500, 4);
    const s = new MovieSession(factory, movie(a));
    s.seek(300);
    const branch = s.createBranch('t1');
    s.setButtons(100, 101, 0x80);
    const edited = s.track.toUint8Array();
    s.seek(400);
    const r = s.loadBranch(branch.id, 'keepInputs');
    expect(r.ok && [r.value.firstDifference, r.value.consistent]).toEqual([100, false]);
    expect(s.greenzone.sim.hash()).toBe(straightHashes(factory, a, [300]).get(300));
    expect(Array.from(s.track.bytes())).toEqual(Array.from(edited));
    expect(s.greenzone.has(101)).toBe(false);
    expect(s.seek(350).hash()).toBe(straightHashes(factory, edited, [350]).get(350));
  });

  it('updateBranch saves the current state into an existing branch', () => {
    const s = new MovieSession(factory, movie(variedInputs(200, 4)));
    s.seek(50);
    const b = s.createBranch('t1');
    s.seek(120);
    expect(s.updateBranch(b.id, 't2').ok).toBe(true);
    expect([b.frame, b.time]).toEqual([120, 't2']);
  });

  it('updateCheckpoints and verify guard the movie against desyncs', () => {
    const s = new MovieSession(factory, movie(variedInputs(1000, 4)), { checkpointEvery: 250 });
    expect(s.updateCheckpoints().map((c) => c.frame)).toEqual([0, 250, 500, 750, 1000]);
    expect(s.verify()).toBeNull();
    s.track.set(600, s.track.get(600) ^ 1);
    expect(s.verify()).toBe(750);
  });

  it('toMovie returns copies of the inputs and markers', () => {
    const s = new MovieSession(factory, movie(Uint8Array.of(1, 2), [{ frame: 1, text: 'x' }]));
    const m = s.toMovie();
    s.setInput(0, 9);
    expect(Array.from(m.inputs)).toEqual([1, 2]);
    expect(m.markers).toEqual([{ frame: 1, text: 'x' }]);
  });
});

describe('MovieSession: the second pad track', () => {
  const level = loadBuiltinLevel('flat');
  const partnerFactory = () => createWorld(level, { profile: 's2', partner: { character: 'tails', control: 'human' } });

  /** The hash after `n` frames of a straight replay of input words. */
  function straight(words: (f: number) => number, n: number): string {
    const w = partnerFactory();
    for (let f = 0; f < n; f++) w.step(words(f));
    return w.hash();
  }

  it('the greenzone steps player 1 | second pad << 8, and a second pad edit invalidates from its frame', () => {
    const s = new MovieSession(partnerFactory, movie(new Uint8Array(100).fill(0x08)));
    s.seek(100);
    expect(s.setButtons(40, 60, 0x04, 2)).toEqual({ ok: true, value: 40 });
    expect(s.greenzone.has(40)).toBe(true);
    expect(s.greenzone.has(41)).toBe(false);
    expect(s.seek(100).hash()).toBe(straight((f) => 0x08 | (f >= 40 && f < 60 ? 0x04 << 8 : 0), 100));
  });

  it('undo reverts a second pad edit; toMovie keeps the track only while it presses something, both as long as the longer', () => {
    const s = new MovieSession(partnerFactory, movie(new Uint8Array(50)));
    expect(s.toMovie().inputs2).toBeUndefined();
    s.setButtons(10, 20, 0x10, 2);
    expect(Array.from(s.toMovie().inputs2!.subarray(8, 22))).toEqual([0, 0, ...new Array(10).fill(0x10), 0, 0]);
    expect(s.toMovie().inputs2!.length).toBe(50);
    s.undo();
    expect(s.toMovie().inputs2).toBeUndefined();
    s.setButtons(70, 80, 0x01, 2);
    expect([s.toMovie().inputs.length, s.toMovie().inputs2!.length]).toEqual([80, 80]);
  });

  it('inserting and deleting frames shift both tracks together', () => {
    const s = new MovieSession(partnerFactory, { ...movie(new Uint8Array(30).fill(1)), inputs2: new Uint8Array(30).fill(0x20) });
    s.insertFrames(10, 5);
    expect([s.track.length, s.track2.length]).toEqual([35, 35]);
    expect([s.track.get(12), s.track2.get(12), s.track2.get(15)]).toEqual([0, 0, 0x20]);
    s.deleteFrames(0, 10);
    expect([s.track.length, s.track2.length, s.track2.get(0), s.track2.get(5)]).toEqual([25, 25, 0, 0x20]);
  });
});

describe('MovieSession: the drop dash setting', () => {
  it('changeMeta turns it on and off as one undo step each; off leaves no dropDash key, and undo and redo bring each back', () => {
    const s = new MovieSession(factory, movie(new Uint8Array(10)));
    const step = (patch: Parameters<MovieSession['changeMeta']>[0]) => {
      s.history.beginGroup('settings');
      s.changeMeta(patch);
      s.history.endGroup();
    };
    step({ dropDash: true });
    expect(s.toMovie().meta.dropDash).toBe(true);
    step({ dropDash: undefined });
    expect('dropDash' in s.toMovie().meta).toBe(false);
    s.undo();
    expect(s.toMovie().meta.dropDash).toBe(true);
    s.undo();
    expect('dropDash' in s.toMovie().meta).toBe(false);
    s.redo();
    expect(s.toMovie().meta.dropDash).toBe(true);
    s.redo();
    expect('dropDash' in s.toMovie().meta).toBe(false);
    expect(s.toMovie().meta).toEqual(movie(new Uint8Array(0)).meta);
  });
});
