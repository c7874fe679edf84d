/**
 * Valid files of every format the fuzz suite mutates, made by the real writers (and the engine,
 * for savestates): what a mutated case starts from. Built once per worker.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeGlitchSpx } from '../../analysis/search/glitchMovie.ts';
import { loadBuiltinLevel } from '../../engine/level/builtin/index.ts';
import { parseLevelText } from '../../engine/level/parseLevel.ts';
import type { Level } from '../../engine/level/types.ts';
import { createWorld } from '../../engine/world/world.ts';
import { exportMovie } from '../../movies/formats/index.ts';
import { encodeProjectFile } from '../../movies/storage/projectFile.ts';
import type { Movie } from '../../movies/types.ts';
import { crowdLevelDoc } from '../engine/support/crowdLevel.ts';
import { randomPlay } from '../engine/support/randomPlay.ts';
import { sampleMovie } from '../movies/formats/sampleMovie.ts';
import { writeLevelText } from '../../engine/level/writeLevel.ts';
import { DISASM_S1 } from '../support/disasm.ts';
import { realAct } from '../engine/games/s1/act/support/realActs.ts';

export const FUZZ_FORMATS = ['txt', 'spx', 'spxSavestate', 'bk2', 'gmv', 'level', 'project'] as const;
export type FuzzFormat = (typeof FUZZ_FORMATS)[number];

const ROOT = join(import.meta.dirname, '../..');
const enc = new TextEncoder();

/** A movie on `level` whose inputs are seeded random play. */
function movieOn(level: Level, frames: number, seed: number): Movie {
  return {
    meta: {
      level: { name: level.name, hash: level.hash >>> 0 },
      profile: level.profile,
      character: 'sonic',
      fixes: [],
      author: 'fuzz',
      rerecords: 3,
      created: '2024-01-01T00:00:00.000Z',
      modified: '2024-01-01T00:00:00.000Z',
      notes: 'expect: zip\nseed file',
    },
    inputs: randomPlay(frames, seed),
    markers: [{ frame: 10, text: 'go' }],
    checkpoints: [],
  };
}

/** A savestate of `level` after `frames` frames of random play (objects loaded, rings, speed). */
function savestateOf(level: Level, frames: number, seed: number): Int32Array {
  const w = createWorld(level, { profile: level.profile });
  for (const input of randomPlay(frames, seed)) w.step(input);
  return w.snapshot();
}

/** The real acts whose savestates seed the savestate formats (tests/support/disasm.ts). */
export const REAL_ACT_SEEDS = ['mz1', 'sbz1'] as const;

/** A real act with its objects, or null without the disassembly. */
export function realActSeed(id: (typeof REAL_ACT_SEEDS)[number]): Level | null {
  return DISASM_S1 === null ? null : realAct(DISASM_S1, id, { objects: true });
}

export function glitchLevel(name: string): Level {
  const r = parseLevelText(readFileSync(join(ROOT, 'tests/glitch-movies/levels', `${name}.json`), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return r.level;
}

/**
 * The valid files a format's cases start from, with the file names they are imported as. Plain
 * Uint8Array copies: a Node Buffer's `slice` is a view, and a mutation must never reach the seed.
 */
export function seedFiles(format: FuzzFormat): { name: string; bytes: Uint8Array }[] {
  return seedFilesOf(format).map((f) => ({ name: f.name, bytes: Uint8Array.from(f.bytes) }));
}

function seedFilesOf(format: FuzzFormat): { name: string; bytes: Uint8Array }[] {
  const sample = sampleMovie();
  const zoo = loadBuiltinLevel('objectZoo');
  switch (format) {
    case 'txt':
      return [
        { name: 'run.txt', bytes: exportMovie(sample, 'txt') },
        { name: 'hand.txt', bytes: enc.encode('# a hand-written script\r\n60,R\n1,R,A   # jump\n\n30\n12,rb,c\n1,UDLRABCS\n') },
      ];
    case 'spx':
      return [
        { name: 'run.spx', bytes: exportMovie(sample, 'spx') },
        ...readdirSync(join(ROOT, 'tests/glitch-movies'))
          .filter((f) => f.endsWith('.spx'))
          .slice(0, 3)
          .map((f) => ({ name: f, bytes: readFileSync(join(ROOT, 'tests/glitch-movies', f)) })),
      ];
    case 'spxSavestate': {
      const platform = glitchLevel('glitch-fast-platform');
      return [
        { name: 'zoo.spx', bytes: enc.encode(writeGlitchSpx({ movie: movieOn(zoo, 90, 1), savestate: savestateOf(zoo, 400, 2) })) },
        { name: 'platform.spx', bytes: enc.encode(writeGlitchSpx({ movie: movieOn(platform, 90, 3), savestate: savestateOf(platform, 30, 4) })) },
        // Real acts, when the disassembly is there: their savestates hold Sonic 1's object RAM
        // (Marble Zone's and Scrap Brain's objects running, after enough play to load them).
        ...REAL_ACT_SEEDS.flatMap((id, i) => {
          const act = realActSeed(id);
          return act === null ? [] : [{ name: `${id}.spx`, bytes: enc.encode(writeGlitchSpx({ movie: movieOn(act, 90, 11 + i), savestate: savestateOf(act, 600, 12 + i) })) }];
        }),
      ];
    }
    case 'bk2': {
      const foreign = exportMovie({ ...sample, meta: { ...sample.meta, notes: '' } }, 'bk2');
      return [
        { name: 'run.bk2', bytes: exportMovie(sample, 'bk2') },
        { name: 'foreign.bk2', bytes: foreign },
      ];
    }
    case 'gmv':
      return [{ name: 'run.gmv', bytes: exportMovie(sample, 'gmv') }];
    case 'level':
      return [
        { name: 'zoo.json', bytes: readFileSync(join(ROOT, 'engine/level/builtin/objectZoo.json')) },
        { name: 'loop.json', bytes: readFileSync(join(ROOT, 'engine/level/builtin/loop.json')) },
        { name: 'crowd.json', bytes: enc.encode(JSON.stringify(crowdLevelDoc(7))) },
        // A real act's level file (subpixel-level/2, its act section) when the disassembly is there.
        ...(DISASM_S1 === null ? [] : [{ name: 'ghz1.json', bytes: enc.encode(writeLevelText(realAct(DISASM_S1, 'ghz1', { objects: true }))) }]),
      ];
    case 'project':
      return [{ name: 'work.subpixel.json', bytes: projectFile(zoo) }, { name: 'imported.subpixel.json', bytes: importedLevelProject() }];
  }
}

function projectFile(level: Level): Uint8Array {
  const movie = movieOn(level, 300, 5);
  const branch = (id: string, parent: string | null, frames: number) => ({
    id,
    movieId: 'm1',
    parent,
    name: `branch ${id}`,
    note: '',
    frame: frames,
    savestate: savestateOf(level, frames, 6).buffer as ArrayBuffer,
    inputs: movie.inputs.slice(0, frames),
    markers: [],
    time: '2024-01-01T00:00:00.000Z',
    thumbnail: Uint8Array.of(0x89, 0x50, 0x4e, 0x47),
    level: null,
    slot: null,
  });
  return encodeProjectFile(
    {
      project: { id: 'p1', name: 'fuzz', created: 't', modified: 't', currentMovieId: 'm1', level: { kind: 'builtin', name: 'objectZoo' }, ui: { zoom: 2 } },
      movies: [{ id: 'm1', projectId: 'p1', meta: movie.meta, markers: movie.markers, checkpoints: [], inputs: movie.inputs }],
      branches: [branch('b1', null, 120), branch('b2', 'b1', 260)],
    },
    '2024-01-01T00:00:00.000Z',
  );
}

function importedLevelProject(): Uint8Array {
  const doc = crowdLevelDoc(9);
  const text = JSON.stringify(doc);
  const r = parseLevelText(text);
  if (!r.ok) throw new Error(r.error.message);
  const level = r.level;
  const movie = movieOn(level, 120, 8);
  return encodeProjectFile(
    {
      project: { id: 'p2', name: 'imported', created: 't', modified: 't', currentMovieId: 'm2', level: { kind: 'imported', json: text }, ui: {} },
      movies: [{ id: 'm2', projectId: 'p2', meta: movie.meta, markers: [], checkpoints: [], inputs: movie.inputs }],
      branches: [
        {
          id: 'b9', movieId: 'm2', parent: null, name: 'x', note: 'n', frame: 90, savestate: savestateOf(level, 90, 10).buffer as ArrayBuffer,
          inputs: movie.inputs.slice(0, 90), markers: [{ frame: 3, text: 'm' }], time: 't', thumbnail: null, level: null, slot: 1,
        },
      ],
    },
    't',
  );
}
