import { describe, expect, it } from 'vitest';
import { EngineSession } from '../../../workbench/src/worker/engineSession.ts';
import { isRerecord } from '../../../workbench/src/worker/rerecordRule.ts';
import { MAX_AUTHOR_CHARS } from '../../../workbench/src/worker/protocol.ts';
import { exportMovie, importMovie } from '../../../movies/formats/index.ts';

const R = 0x08;
const A = 0x10;

/** A loop session with 300 frames of R, played to the end once. */
function played(): EngineSession {
  const s = new EngineSession();
  expect(s.load({ level: { builtin: 'loop' } }).ok).toBe(true);
  expect(s.setButtons(0, 300, R, true).ok).toBe(true);
  expect(s.seek(300).ok).toBe(true);
  return s;
}

const rerecords = (s: EngineSession): number => s.status().rerecords;

describe('rerecords as BizHawk counts them', () => {
  it('the rule: the input of frame f leads to frame f + 1, so changing it throws played frames away when f < playedTo', () => {
    expect([isRerecord(-1, 100), isRerecord(0, 0), isRerecord(99, 100), isRerecord(100, 100), isRerecord(0, 1)]).toEqual([false, false, true, false, true]);
  });

  it('writing a new movie counts none; seeking back counts none; an edit under played frames counts one', () => {
    const s = played();
    expect(rerecords(s)).toBe(0);
    s.seek(0);
    expect(rerecords(s)).toBe(0);
    s.setButtons(100, 101, A, true);
    expect(rerecords(s)).toBe(1);
    // Frames after 100 were thrown away and not played again: changing 150 throws nothing away.
    s.setButtons(150, 151, A, true);
    expect(rerecords(s)).toBe(1);
  });

  it('a paint stroke (one group) counts once, even painted upwards cell by cell', () => {
    const s = played();
    s.beginGroup('paint');
    for (let f = 250; f >= 200; f -= 10) s.setButtons(f, f + 1, A, true);
    s.endGroup('paint A on 200–250');
    expect(rerecords(s)).toBe(1);
    // Ungrouped edits each count (played again first).
    s.seek(300);
    s.setButtons(10, 11, A, true);
    s.seek(300);
    s.setButtons(20, 21, A, true);
    expect(rerecords(s)).toBe(3);
  });

  it('appending frames past the played end, markers and branches count none', () => {
    const s = played();
    s.setButtons(300, 320, A, true);
    s.setMarker(50, 'loop');
    s.createBranch('b', '', null, '');
    expect(rerecords(s)).toBe(0);
  });

  it('undo and redo count when they change frames already played', () => {
    const s = played();
    s.setButtons(100, 101, A, true);
    expect(rerecords(s)).toBe(1);
    // Nothing played past 100 since: the undo throws nothing away.
    s.undo();
    expect(rerecords(s)).toBe(1);
    s.seek(300);
    s.redo();
    expect(rerecords(s)).toBe(2);
  });

  it('loading a branch whose inputs differ under played frames counts one', () => {
    const s = played();
    s.seek(50);
    const b = s.createBranch('b', '', null, '');
    expect(b.ok).toBe(true);
    s.setButtons(60, 61, A, true);
    expect(rerecords(s)).toBe(1);
    s.seek(300);
    if (!b.ok) return;
    expect(s.loadBranch(b.value.id, 'replaceInputs').ok).toBe(true);
    expect(rerecords(s)).toBe(2);
  });

  it('undoing a settings change keeps the rerecords counted and the author typed since', () => {
    const s = played();
    expect(s.configure({ profile: 's1' }).ok).toBe(true);
    s.seek(300);
    s.setButtons(100, 101, A, true);
    expect(s.setAuthor('Ada').ok).toBe(true);
    expect(rerecords(s)).toBe(1);
    s.undo(); // the edit at 100: nothing played past it since
    s.undo(); // the profile
    expect(s.movie()!.meta.profile).toBe('s2');
    expect(rerecords(s)).toBe(1);
    expect(s.status().author).toBe('Ada');
  });
});

describe('the movie author', () => {
  it('is one line, kept in the meta, and refused past MAX_AUTHOR_CHARS as authorTooLong at author', () => {
    const s = played();
    const r = s.setAuthor('  Ada\n Lovelace ');
    expect(r.ok && r.value.status.author).toBe('Ada Lovelace');
    expect(s.movie()!.meta.author).toBe('Ada Lovelace');
    const long = s.setAuthor('x'.repeat(MAX_AUTHOR_CHARS + 1));
    expect(!long.ok && { code: long.error.code, path: long.error.path }).toEqual({ code: 'authorTooLong', path: 'author' });
    expect(s.status().author).toBe('Ada Lovelace');
  });

  it('is refused in a tab that only views the project', () => {
    const s = played();
    s.setViewOnly('another tab has it');
    const r = s.setAuthor('Ada');
    expect(!r.ok && r.error.code).toBe('viewOnly');
  });

  it('and the rerecords are written into .spx and .bk2 and read back from them', () => {
    const s = played();
    s.seek(0);
    s.setButtons(100, 101, A, true);
    s.setAuthor('Ada Lovelace');
    const movie = s.movie()!;
    for (const format of ['spx', 'bk2'] as const) {
      const back = importMovie(`m.${format}`, exportMovie(movie, format), { ...movie.meta, author: '', rerecords: 0 });
      expect(back.ok && { author: back.value.meta.author, rerecords: back.value.meta.rerecords }).toEqual({ author: 'Ada Lovelace', rerecords: 1 });
    }
  });
});
