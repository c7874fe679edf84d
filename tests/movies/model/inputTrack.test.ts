import { describe, expect, it } from 'vitest';
import { InputTrack } from '../../../movies/model/inputTrack.ts';
import type { InputPatch } from '../../../movies/model/inputPatch.ts';

const bytes = (t: InputTrack) => Array.from(t.bytes());

describe('InputTrack', () => {
  it('reads 0 past the end and before frame 0', () => {
    const t = new InputTrack(Uint8Array.of(1, 2, 3));
    expect([t.get(-1), t.get(0), t.get(2), t.get(3), t.get(99)]).toEqual([0, 1, 3, 0, 0]);
  });

  it('grows its capacity by doubling', () => {
    const t = new InputTrack();
    expect(t.capacity).toBe(16);
    t.insertFrames(0, 17, 1);
    expect(t.capacity).toBe(32);
    t.insertFrames(0, 40, 1);
    expect(t.capacity).toBe(64);
    expect(t.length).toBe(57);
  });

  it('setButtons presses the mask on [from, to) and returns the first frame that changed', () => {
    const t = new InputTrack(Uint8Array.of(8, 8, 0, 0, 8));
    expect(t.setButtons(0, 4, 8)).toBe(2);
    expect(bytes(t)).toEqual([8, 8, 8, 8, 8]);
  });

  it('setButtons that changes nothing returns -1', () => {
    const t = new InputTrack(Uint8Array.of(8, 8, 8));
    expect(t.setButtons(0, 3, 8)).toBe(-1);
  });

  it('setButtons past the end extends the track to `to`', () => {
    const t = new InputTrack(Uint8Array.of(1, 1));
    expect(t.setButtons(4, 6, 0x10)).toBe(4);
    expect(bytes(t)).toEqual([1, 1, 0, 0, 0x10, 0x10]);
  });

  it('clearButtons releases only the mask and never extends the track', () => {
    const t = new InputTrack(Uint8Array.of(0x18, 0x18, 0x08, 0x18));
    expect(t.clearButtons(1, 10, 0x10)).toBe(1);
    expect(bytes(t)).toEqual([0x18, 0x08, 0x08, 0x08]);
    expect(t.clearButtons(0, 1, 0x01)).toBe(-1);
  });

  it('applyPattern "10" holds the mask on even offsets and releases it on odd ones', () => {
    const t = new InputTrack(Uint8Array.of(0x18, 0x18, 0x18, 0x18, 0x18));
    expect(t.applyPattern(0, 5, 0x10, '10')).toBe(1);
    expect(bytes(t)).toEqual([0x18, 0x08, 0x18, 0x08, 0x18]);
  });

  it('applyPattern "110" over an empty track writes the pattern and extends', () => {
    const t = new InputTrack();
    expect(t.applyPattern(1, 7, 0x20, '110')).toBe(1);
    expect(bytes(t)).toEqual([0, 0x20, 0x20, 0, 0x20, 0x20, 0]);
  });

  it('applyPattern refuses an empty or non-binary pattern', () => {
    const t = new InputTrack(Uint8Array.of(1, 2));
    expect(t.applyPattern(0, 2, 1, '')).toBe(-1);
    expect(t.applyPattern(0, 2, 1, '1x')).toBe(-1);
    expect(bytes(t)).toEqual([1, 2]);
  });

  it('insertFrames shifts later frames and returns `at`', () => {
    const t = new InputTrack(Uint8Array.of(1, 2, 3));
    expect(t.insertFrames(1, 2, 9)).toBe(1);
    expect(bytes(t)).toEqual([1, 9, 9, 2, 3]);
  });

  it('insertFrames past the end pads with empty frames', () => {
    const t = new InputTrack(Uint8Array.of(1));
    expect(t.insertFrames(3, 1, 5)).toBe(1);
    expect(bytes(t)).toEqual([1, 0, 0, 5]);
  });

  it('deleteFrames removes [at, at + count) clamped to the end and returns `at`', () => {
    const t = new InputTrack(Uint8Array.of(1, 2, 3, 4, 5));
    expect(t.deleteFrames(1, 2)).toBe(1);
    expect(bytes(t)).toEqual([1, 4, 5]);
    expect(t.deleteFrames(2, 10)).toBe(2);
    expect(bytes(t)).toEqual([1, 4]);
    expect(t.deleteFrames(2, 1)).toBe(-1);
  });

  it('deleted bytes do not come back when the track grows again', () => {
    const t = new InputTrack(Uint8Array.of(1, 2, 3));
    t.deleteFrames(1, 2);
    t.setButtons(3, 4, 0x80);
    expect(bytes(t)).toEqual([1, 0, 0, 0x80]);
  });

  it('paste overwrite returns the first frame that actually differs', () => {
    const t = new InputTrack(Uint8Array.of(1, 2, 3, 4));
    expect(t.paste(1, Uint8Array.of(2, 7, 8, 9), 'overwrite')).toBe(2);
    expect(bytes(t)).toEqual([1, 2, 7, 8, 9]);
  });

  it('paste insert puts the bytes before frame `at`', () => {
    const t = new InputTrack(Uint8Array.of(1, 2));
    expect(t.paste(1, Uint8Array.of(5, 6), 'insert')).toBe(1);
    expect(bytes(t)).toEqual([1, 5, 6, 2]);
  });

  it('an overwrite that only lengthens the track with empty frames reports the old end', () => {
    const t = new InputTrack(Uint8Array.of(1, 2));
    expect(t.paste(2, Uint8Array.of(0, 0), 'overwrite')).toBe(2);
    expect(t.length).toBe(4);
  });

  it('record overwrites or inserts one frame', () => {
    const t = new InputTrack(Uint8Array.of(1, 2, 3));
    expect(t.record(1, 7, 'overwrite')).toBe(1);
    expect(t.record(1, 6, 'insert')).toBe(1);
    expect(t.record(5, 4, 'overwrite')).toBe(5);
    expect(bytes(t)).toEqual([1, 6, 7, 3, 0, 4]);
  });

  it('replaceAll returns the first differing frame, or the shorter length for a prefix', () => {
    const t = new InputTrack(Uint8Array.of(1, 2, 3));
    expect(t.replaceAll(Uint8Array.of(1, 2, 3))).toBe(-1);
    expect(t.replaceAll(Uint8Array.of(1, 5, 3, 4))).toBe(1);
    expect(t.replaceAll(Uint8Array.of(1, 5))).toBe(2);
    expect(bytes(t)).toEqual([1, 5]);
  });

  it('a read-only track refuses every edit and stays unchanged', () => {
    const t = new InputTrack(Uint8Array.of(1, 2, 3));
    t.readOnly = true;
    const results = [
      t.set(0, 9),
      t.setButtons(0, 3, 0x10),
      t.clearButtons(0, 3, 1),
      t.applyPattern(0, 3, 0x10, '10'),
      t.insertFrames(0, 1),
      t.deleteFrames(0, 1),
      t.paste(0, Uint8Array.of(9), 'insert'),
      t.record(0, 9, 'overwrite'),
      t.replaceAll(Uint8Array.of(9)),
    ];
    expect(results).toEqual([-1, -1, -1, -1, -1, -1, -1, -1, -1]);
    expect(bytes(t)).toEqual([1, 2, 3]);
  });

  it('reports each change as a patch holding only the changed bytes', () => {
    const t = new InputTrack(new Uint8Array(1000));
    const patches: InputPatch[] = [];
    t.onPatch = (p) => patches.push(p);
    t.setButtons(500, 503, 8);
    t.deleteFrames(10, 2);
    expect(patches.map((p) => [p.at, Array.from(p.removed), Array.from(p.inserted)])).toEqual([
      [500, [0, 0, 0], [8, 8, 8]],
      [10, [0, 0], []],
    ]);
  });
});
