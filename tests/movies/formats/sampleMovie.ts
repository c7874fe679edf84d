/** Shared fixtures for the format tests: a movie with every metadata field set. */
import type { Movie, MovieMeta } from '../../../movies/types.ts';

export const DEFAULTS: MovieMeta = {
  level: { name: 'Default level', hash: 7 },
  profile: 's1',
  character: 'sonic',
  fixes: [],
  author: 'Default author',
  rerecords: 0,
  created: '2024-01-01T00:00:00.000Z',
  modified: '2024-01-01T00:00:00.000Z',
  notes: '',
};

export function sampleMovie(): Movie {
  const inputs = new Uint8Array(300);
  inputs.fill(0x08, 0, 120); // run right
  inputs.fill(0x18, 120, 121); // jump
  inputs.fill(0x0c, 121, 180); // a press of the odd kind: Left + Right
  inputs.fill(0xff, 180, 181); // every button
  inputs.fill(0x02, 200, 260); // crouch
  return {
    meta: {
      level: { name: 'Wall test "quoted" ünïcode', hash: 0xdeadbeef },
      profile: 's2',
      character: 'tails',
      fixes: ['zip', 'angleBug'],
      author: 'Ada Lovelace',
      rerecords: 4242,
      created: '2024-05-01T12:00:00.000Z',
      modified: '2024-05-02T08:30:00.000Z',
      notes: 'First line\nsecond line with # and | and , characters',
    },
    inputs,
    markers: [
      { frame: 120, text: 'jump' },
      { frame: 200, text: 'spindash\nsetup' },
    ],
    checkpoints: [
      { frame: 0, hash: '00000000' },
      { frame: 300, hash: '9a3c01f2' },
    ],
  };
}

/** The sample movie with a partner (CPU Tails) and a second pad track that takes over for a while. */
export function twoPlayerMovie(): Movie {
  const movie = sampleMovie();
  const inputs2 = new Uint8Array(movie.inputs.length);
  inputs2.fill(0x04, 30, 90); // the second pad: Left
  inputs2.fill(0x14, 90, 91); // Left + A
  return { ...movie, meta: { ...movie.meta, partner: { character: 'tails', control: 'cpu' } }, inputs2 };
}

/** The sample movie as Sonic with Sonic Mania's drop dash on (meta.dropDash). */
export function dropDashMovie(): Movie {
  const movie = sampleMovie();
  return { ...movie, meta: { ...movie.meta, character: 'sonic', dropDash: true } };
}
