import { describe, expect, it } from 'vitest';
import { unplayableOnRealGame, type MovieFacts } from '../../realgame/playableMovie.ts';

const act = { game: 's1' as const, id: 'ghz1', revision: 1, objects: true };
const base: MovieFacts = {
  meta: { level: { name: 'Green Hill Zone act 1', hash: 1, act }, profile: 's1', character: 'sonic', fixes: [] },
  savestate: false,
  inputs: new Uint8Array([0, 8, 8, 0x18]),
};
const with_ = (meta: Partial<MovieFacts['meta']>, rest: Partial<MovieFacts> = {}): MovieFacts => ({ ...base, ...rest, meta: { ...base.meta, ...meta } });

describe('unplayableOnRealGame', () => {
  it('lets a Sonic 1 act movie of the ROM\'s revision, with objects, from the act\'s start, play', () => {
    expect(unplayableOnRealGame(base, 1)).toBeNull();
  });

  it('names the first reason a movie cannot play on the real game, with its code and where', () => {
    const cases: [MovieFacts, number, string, string][] = [
      [with_({ level: { name: 'loop', hash: 5 } }), 1, 'notRealAct', 'meta.level'],
      [with_({ level: { name: 'x', hash: 5, act: { ...act, objects: false } } }), 1, 'noObjects', 'meta.level.act'],
      [base, 0, 'otherRevision', 'meta.level.act'],
      [with_({}, { savestate: true }), 1, 'savestate', 'savestate'],
      [with_({ fixes: ['zip'] }), 1, 'fixes', 'meta.fixes'],
      [with_({ profile: 's2' }), 1, 'notSonic', 'meta'],
      [with_({ character: 'tails' }), 1, 'notSonic', 'meta'],
      [with_({ partner: { character: 'tails', control: 'cpu' } }), 1, 'partner', 'meta.partner'],
      [with_({ dropDash: true }), 1, 'dropDash', 'meta.dropDash'],
      [with_({}, { inputs: new Uint8Array([0, 0, 0x88]) }), 1, 'startPressed', 'frame 2'],
    ];
    for (const [movie, revision, code, where] of cases) expect(unplayableOnRealGame(movie, revision)).toMatchObject({ code, where });
    expect(unplayableOnRealGame(base, 0)?.message).toBe('made on REV01, but the ROM is REV00');
    expect(unplayableOnRealGame(with_({ fixes: ['zip', 'stairClip'] }), 1)?.message).toBe('made with zip, stairClip fixed; the real game has every original bug');
  });

  it('skips the Start check when the caller has no inputs (the workbench asks before it has the movie\'s bytes)', () => {
    const { inputs: _, ...noInputs } = with_({}, { inputs: new Uint8Array([0x80]) });
    expect(unplayableOnRealGame(noInputs, 1)).toBeNull();
  });
});
