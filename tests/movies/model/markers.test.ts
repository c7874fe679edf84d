import { describe, expect, it } from 'vitest';
import { MarkerList } from '../../../movies/model/markers.ts';

describe('MarkerList', () => {
  it('lists markers sorted by frame whatever the order they were added in', () => {
    const m = new MarkerList();
    m.add(30, 'c');
    m.add(10, 'a');
    m.add(20, 'b');
    expect(m.list()).toEqual([{ frame: 10, text: 'a' }, { frame: 20, text: 'b' }, { frame: 30, text: 'c' }]);
  });

  it('adding on a frame that has a marker replaces its text', () => {
    const m = new MarkerList([{ frame: 5, text: 'old' }]);
    expect(m.add(5, 'new')).toBe(true);
    expect(m.add(5, 'new')).toBe(false);
    expect(m.list()).toEqual([{ frame: 5, text: 'new' }]);
  });

  it('remove and move report whether anything changed', () => {
    const m = new MarkerList([{ frame: 1, text: 'a' }, { frame: 9, text: 'b' }]);
    expect(m.remove(2)).toBe(false);
    expect(m.move(1, 9)).toBe(false);
    expect(m.move(1, 12)).toBe(true);
    expect(m.remove(9)).toBe(true);
    expect(m.list()).toEqual([{ frame: 12, text: 'a' }]);
  });

  it('inserting frames moves markers at and after the insertion point', () => {
    const m = new MarkerList([{ frame: 4, text: 'a' }, { frame: 5, text: 'b' }, { frame: 9, text: 'c' }]);
    m.shiftForInsert(5, 3);
    expect(m.list()).toEqual([{ frame: 4, text: 'a' }, { frame: 8, text: 'b' }, { frame: 12, text: 'c' }]);
  });

  it('deleting frames moves later markers up and removes those on deleted frames', () => {
    const m = new MarkerList([{ frame: 4, text: 'a' }, { frame: 5, text: 'b' }, { frame: 7, text: 'c' }, { frame: 9, text: 'd' }]);
    m.shiftForDelete(5, 3);
    expect(m.list()).toEqual([{ frame: 4, text: 'a' }, { frame: 6, text: 'd' }]);
  });

  it('keeps one marker per frame when built from a list with duplicates', () => {
    const m = new MarkerList([{ frame: 3, text: 'x' }, { frame: 3, text: 'y' }, { frame: 1, text: 'z' }]);
    expect(m.list()).toEqual([{ frame: 1, text: 'z' }, { frame: 3, text: 'x' }]);
  });
});
