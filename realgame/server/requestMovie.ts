/**
 * The movie a request sends the server, read and checked against the real game it is to play
 * on: a .spx document (what the workbench sends: its act, settings and inputs) or an act and
 * its inputs. Its act is rebuilt from the server's own checkout at the ROM's revision, with its
 * objects, and must be the level the movie was made on (the same hash), as the CLI insists.
 * Every refusal is a value naming where.
 */
import type { Level } from '../../engine/level/types.ts';
import { ImportError, openS1Disassembly, type S1Disassembly } from '../../importers/s1/importS1.ts';
import { findS1Act } from '../../importers/s1/s1Acts.ts';
import { importMovie } from '../../movies/formats/index.ts';
import { movieLevelRef } from '../../movies/formats/levelRef.ts';
import type { Movie, MovieMeta } from '../../movies/types.ts';
import { unplayableOnRealGame } from '../playableMovie.ts';
import type { RealGame } from '../realGameSession.ts';
import type { VerifyMovie } from '../verifyOnRealGame.ts';
import type { S1ActRunSource } from '../../engine/games/s1/s1ActRun.ts';
import type { ServerError } from './serverProtocol.ts';

export type MovieResult = { readonly ok: true; readonly value: VerifyMovie & { readonly movie: Movie } } | { readonly ok: false; readonly error: ServerError };

/** The acts of the server's checkout at the ROM's revision, each imported once, with objects. */
export class ActLevels {
  private disasm: S1Disassembly | undefined;
  private readonly levels = new Map<string, Level>();

  constructor(private readonly game: RealGame) {}

  level(id: string): Level {
    let l = this.levels.get(id);
    if (l === undefined) {
      this.disasm ??= openS1Disassembly(this.game.source, this.game.rom.revision);
      l = this.disasm.importAct(id, { objects: true }).level;
      this.levels.set(id, l);
    }
    return l;
  }

  /** The checkout's acts for a movie that goes on past its act's end (engine/games/s1/s1ActRun.ts). */
  run(): S1ActRunSource {
    // Read at the first act end, not before: a checkout that cannot say where an act goes still verifies the act.
    const open = (): S1Disassembly => (this.disasm ??= openS1Disassembly(this.game.source, this.game.rom.revision));
    return { levelOf: (id: string) => this.level(id), get exits() { return open().actExits(); } };
  }
}

/** Meta for a movie sent as bare inputs: Sonic 1's Sonic on `level`, as the real game plays it. */
function bareMeta(level: MovieMeta['level']): MovieMeta {
  return { level, profile: 's1', character: 'sonic', fixes: [], author: '', rerecords: 0, created: '', modified: '', notes: '' };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function invalid(message: string, where: string): MovieResult {
  return { ok: false, error: { code: 'bodyInvalid', message, where } };
}

function hex(v: number): string {
  return (v >>> 0).toString(16).padStart(8, '0');
}

/** The movie a `/verify` (or `/export`) body names, ready to play, or why not. */
export function requestMovie(body: unknown, game: RealGame, acts: ActLevels, name = 'movie'): MovieResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return invalid('the body must be a JSON object {"spx": "<.spx text>"} or {"act": "s1:ghz1", "inputs": "<base64>"}', 'body');
  const o = body as Record<string, unknown>;
  let movie: Movie;
  if (typeof o.spx === 'string') {
    const r = importMovie(`${name}.spx`, new TextEncoder().encode(o.spx), bareMeta({ name: '', hash: 0 }));
    if (!r.ok) return { ok: false, error: { code: 'movieInvalid', message: r.error.message, where: r.error.where, detail: r.error.code } };
    movie = r.value;
  } else if (typeof o.act === 'string' && typeof o.inputs === 'string') {
    const id = o.act.startsWith('s1:') ? o.act.slice(3) : o.act;
    if (findS1Act(id) === undefined) return invalid(`no Sonic 1 act "${o.act}"`, 'act');
    if (!BASE64.test(o.inputs) || o.inputs.length % 4 !== 0) return invalid('inputs must be base64 (one byte per frame)', 'inputs');
    const level = actLevel(acts, id);
    if (!level.ok) return level;
    movie = { meta: bareMeta(movieLevelRef(level.value)), inputs: new Uint8Array(Buffer.from(o.inputs, 'base64')), markers: [], checkpoints: [] };
  } else {
    return invalid('the body names no movie: {"spx": "<.spx text>"} or {"act": "s1:ghz1", "inputs": "<base64>"}', 'body');
  }
  const why = unplayableOnRealGame({ meta: movie.meta, savestate: movie.savestate !== undefined, inputs: movie.inputs }, game.rom.revision);
  if (why !== null) return { ok: false, error: { code: 'unplayable', message: `${name}: ${why.where}: ${why.message}`, where: why.where, detail: why.code } };
  const act = movie.meta.level.act!;
  const level = actLevel(acts, act.id);
  if (!level.ok) return level;
  const want = movie.meta.level.hash >>> 0;
  if (want !== 0 && want !== level.value.hash >>> 0) {
    return {
      ok: false,
      error: {
        code: 'levelMismatch',
        where: 'meta.level.hash',
        message: `${name}: meta.level.hash: made on s1:${act.id} with hash ${hex(want)}, but the server's checkout builds it with hash ${hex(level.value.hash)}: another revision or another checkout of the disassembly`,
      },
    };
  }
  return { ok: true, value: { act: act.id, inputs: movie.inputs, level: level.value, movie, run: acts.run() } };
}

function actLevel(acts: ActLevels, id: string): { ok: true; value: Level } | { ok: false; error: ServerError } {
  try {
    return { ok: true, value: acts.level(id) };
  } catch (e) {
    if (e instanceof ImportError) return { ok: false, error: { code: 'realGameFailed', message: `${e.info.file}: ${e.info.message} [${e.info.code}]`, where: e.info.file } };
    throw e;
  }
}
