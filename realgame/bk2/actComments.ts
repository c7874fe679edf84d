/**
 * What an exported movie came from, kept in its Comments.txt (BizHawk shows the comments and
 * keeps them when it saves the movie again; it keeps no file of ours in the archive): one line
 * per act movie,
 *
 *   subpixel-act {"n":1,"act":"s1:ghz1","level":2733468181,"frames":1712,"emuStart":763,"vblank":448}
 *
 * the act, the level hash of the engine's act, the movie's game-logic frames, the emulator
 * frame whose VBlank read its first frame, and the act-start values the real game had there.
 * Import reads them back to say what each act movie came from; comments are the user's to
 * edit, so a line that does not read is ignored, never a refusal.
 */

export const ACT_COMMENT_PREFIX = 'subpixel-act ';

export interface ActComment {
  /** 1-based, in game order. */
  readonly n: number;
  /** `s1:ghz1`. */
  readonly act: string;
  /** The engine level's hash (unsigned). */
  readonly level: number;
  /** Game-logic frames of the act movie. */
  readonly frames: number;
  /** The emulator frame (from power-on, 0-based) whose VBlank read the movie's first frame. */
  readonly emuStart: number;
  /** v_vbla_count at the act's first frame (realgame/gameBridge.ts ActStartValues). */
  readonly vblank: number;
}

export function actCommentLine(a: ActComment): string {
  return ACT_COMMENT_PREFIX + JSON.stringify({ n: a.n, act: a.act, level: a.level, frames: a.frames, emuStart: a.emuStart, vblank: a.vblank });
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** The act lines among `comments` that read whole. */
export function readActComments(comments: readonly string[]): ActComment[] {
  const out: ActComment[] = [];
  for (const line of comments) {
    if (!line.startsWith(ACT_COMMENT_PREFIX)) continue;
    let v: unknown;
    try {
      v = JSON.parse(line.slice(ACT_COMMENT_PREFIX.length));
    } catch {
      continue;
    }
    const o = v as Record<string, unknown>;
    if (typeof o !== 'object' || o === null || typeof o.act !== 'string' || ![o.n, o.level, o.frames, o.emuStart, o.vblank].every(isCount)) continue;
    out.push({ n: o.n as number, act: o.act, level: o.level as number, frames: o.frames as number, emuStart: o.emuStart as number, vblank: o.vblank as number });
  }
  return out;
}
