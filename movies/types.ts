/**
 * The movie model shared by formats, the editor, the greenzone, branches and storage.
 * Inputs are one byte per frame (engine/input.ts bit order U D L R A B C S) and stay a
 * Uint8Array everywhere: never copied into per-frame objects.
 */
import type { CharacterId, ProfileId } from '../engine/profiles/ids.ts';
import type { PartnerOptions } from '../engine/profiles/ids.ts';

export interface MovieMarker {
  readonly frame: number;
  readonly text: string;
}

/** A state hash recorded at a frame (the hash after that many frames were stepped). */
export interface SyncCheckpoint {
  readonly frame: number;
  readonly hash: string;
}

/**
 * Which real act of an original game a movie was made on, so the act can be rebuilt from the
 * user's own disassembly to replay it (`--disasm`). The level hash still decides: another
 * revision or another checkout gives another hash, and the movie is refused.
 */
export interface MovieActRef {
  /** Whose act: Sonic 1's (s1disasm) or Sonic 2's (s2disasm). */
  readonly game: 's1' | 's2';
  /** The act id after `s1:` or `s2:` (`ghz1`, `ehz1`). */
  readonly id: string;
  /** 0 = REV00, 1 = REV01; Sonic 2's is its checkout's `gameRevision` (0, 1 or 2: the shared checkout builds 1). */
  readonly revision: number;
  /** Whether the act was loaded with its object placements (false: `--no-objects`; Sonic 2's: its ring and object layouts). */
  readonly objects: boolean;
}

/** The level a movie was made on: its name and 32-bit content hash (engine Level.hash), unsigned. */
export interface MovieLevelRef {
  name: string;
  hash: number;
  /** Present when the level is a real act (absent for hand-made levels, and in older files). */
  act?: MovieActRef;
}

export interface MovieMeta {
  level: MovieLevelRef;
  profile: ProfileId;
  character: CharacterId;
  /** Quirk ids turned off (CONTRACTS §6). */
  fixes: string[];
  author: string;
  rerecords: number;
  /** ISO-8601 strings; set by the host (the engine never reads clocks). */
  created: string;
  modified: string;
  notes: string;
  /** Player 2 (engine/world/partner.ts): its character and who drives it; absent = none. */
  partner?: PartnerOptions;
  /**
   * Sonic Mania's drop dash (engine WorldOptions.dropDash), a world option the classic games do
   * not have; absent = off. Only `true` is ever kept, so a movie without it is written exactly as
   * before the option existed. The engine gives it to Sonic only (movies/model/dropDashSetting.ts).
   */
  dropDash?: true;
  /**
   * Real acts: how the console reached the act's first frame and the values it left there that
   * the act reads (CONTRACTS §8's act-start values; engine WorldOptions.vblank). Absent: the
   * shortest boot route from power-on, the engine's default for the act
   * (engine/games/s1/act/s1ActStarts.ts). A movie imported from the real game past its first act was
   * reached by playing the act before it to its end, and keeps that act's values here, so it
   * replays the same without the core.
   */
  actStart?: MovieActStart;
}

/** Where a real act's first frame came from (MovieMeta.actStart). */
export interface MovieActStart {
  /** `boot`: a boot route from power-on (realgame/games/s1/s1Boot.ts); `actEnd`: the act before it played to its end. */
  readonly route: 'boot' | 'actEnd';
  /** v_vbla_count during the act's first frame (an unsigned 32-bit counter). */
  readonly vblank: number;
}

export interface Movie {
  meta: MovieMeta;
  /** One byte per frame. */
  inputs: Uint8Array;
  /**
   * The second pad (the partner's buttons, bits 8..15 of the engine's input word): one byte per
   * frame, frames past its end read as nothing pressed; absent = no second pad input.
   */
  inputs2?: Uint8Array;
  markers: MovieMarker[];
  /** The desync guard: hashes at regular frames, checked on replay. */
  checkpoints: SyncCheckpoint[];
  /**
   * The engine snapshot the movie starts from (Simulation.snapshot()), absent: the level start.
   * Every search and sweep result made from a frame of a run, and every glitch movie found on a
   * real act, starts from one. Its frame 0 is this state and its inputs play from it; the
   * engine's own frame counter goes on from the savestate's (game objects read it), while the
   * movie counts its frames from 0 (movies/model/movieStart.ts). Only .spx carries it
   * (formats/savestateCarriage.ts): a movie with one is never written where it would replay
   * from the level start.
   */
  savestate?: Int32Array;
}

/**
 * Where a level comes from: one bundled with the app (by key), an imported level's JSON text,
 * or a real act imported from the user's disassembly. An act is hundreds of kilobytes, so it is
 * stored once (the levels store, by its hash) and projects and branches name it by reference:
 * their records stay small however often they are written.
 * Projects and branches both name their level this way (a branch keeps the level it was made on).
 */
export type StoredLevel = { kind: 'builtin'; name: string } | { kind: 'imported'; json: string } | StoredActRef;

/** A real act by reference: its level's name and hash, and which act it is (as movies record it). */
export interface StoredActRef {
  kind: 'act';
  name: string;
  /** The level's content hash, unsigned: the key of its record in the levels store. */
  hash: number;
  act: MovieActRef;
}

/** One saved branch of the branch tree. */
export interface Branch {
  id: string;
  /** Parent branch id, or null for a root. */
  parent: string | null;
  name: string;
  note: string;
  /** Frame the savestate was taken at (= frames stepped). */
  frame: number;
  /** Engine snapshot (Simulation.snapshot()) at `frame`. */
  savestate: Int32Array;
  inputs: Uint8Array;
  markers: MovieMarker[];
  /** ISO-8601 time the branch was saved or last updated. */
  time: string;
  /** Optional thumbnail (PNG bytes), filled in by the workbench. */
  thumbnail: Uint8Array | null;
  /**
   * The level the branch was made on (null: not recorded, the movie's level). Profile,
   * character and fixes need no field: the savestate's header holds them.
   */
  level?: StoredLevel | null;
  /** Hotkey slot 1..9, or null. */
  slot?: number | null;
}

/** Every user-facing failure in movies/ is a value with a code, the file and a position. */
export interface MovieError {
  readonly code: string;
  /** The file (or "<input>") the error is about. */
  readonly file: string;
  /** "line 3", "byte 64", "Header.txt line 2", "inputs" ... */
  readonly where: string;
  readonly message: string;
  /** When the file is past one of the importers' limits: its name (movies/formats/limits.ts). */
  readonly limit?: string;
}

export type Result<T, E = MovieError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };
