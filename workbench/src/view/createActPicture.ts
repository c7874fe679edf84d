/**
 * Where the level view's picture comes from: the loaded level, if it is a Sonic 1 act, gets its
 * art from the open disassembly folder (the disassembly worker reads it, render/s1ActPicture.ts
 * draws it in the painter). Without it the view stays the collision view, and `notice` says
 * why in a few words: a hand-made level has no art; an act loaded from this browser's storage
 * needs the folder opened again (the art is read from the checkout, never stored); a checkout
 * whose art cannot be read names the file. In a run of acts the art follows the act the frame
 * is in (`runAct`: after GHZ1's signpost, GHZ2's), the last few acts' art kept so a seek back and
 * forth across an act end does not read it again. `create*`: reactive, cleans up with its owner.
 */
import { createEffect, createMemo, createSignal, on, type Accessor } from 'solid-js';
import { s2ActRef } from '../../../movies/formats/levelRef.ts';
import type { Level } from '../../../engine/level/types.ts';
import type { S1ActArt } from '../../../render/s1ActPicture.ts';
import type { WorkerResult } from '../worker/protocol.ts';

export interface ActPictureSource {
  readonly level: Accessor<Level | null>;
  /** The open folder (any value), or null. */
  readonly folder: Accessor<unknown>;
  readonly actArt: (id: string, revision: number) => Promise<WorkerResult<S1ActArt>> | null;
  /** The act a run of acts is in at the current frame (`ghz2`; `ss1` in a special stage), or null: the level's own act. */
  readonly runAct?: Accessor<string | null>;
}

/** How many acts' art is kept (a run's act and the ones either side of a seek). */
const KEPT_ARTS = 3;

export interface ActPicture {
  /** The loaded act's art, or null. */
  readonly art: Accessor<S1ActArt | null>;
  /** Why there is no picture (null: there is one, or nothing is loaded). */
  readonly notice: Accessor<string | null>;
}

export function createActPicture(src: ActPictureSource): ActPicture {
  const [art, setArt] = createSignal<S1ActArt | null>(null);
  const [notice, setNotice] = createSignal<string | null>(null);
  let asked = 0;
  const kept: S1ActArt[] = [];
  const keep = (a: S1ActArt): void => {
    const i = kept.findIndex((k) => k.act === a.act && k.revision === a.revision);
    if (i >= 0) kept.splice(i, 1);
    kept.unshift(a);
    kept.length = Math.min(kept.length, KEPT_ARTS);
  };
  // A special stage draws no act art: the run's last act keeps its own.
  const runAct = createMemo<string | null>((last) => {
    const id = src.runAct?.() ?? null;
    return id === null ? null : /^ss\d$/.test(id) ? last : id;
  }, null);
  createEffect(on([src.level, src.folder, runAct], ([level, folder, inRun]) => {
    const ask = ++asked;
    if (folder === null) kept.length = 0;
    const own = level?.act;
    const act = own === undefined || inRun === null || inRun === own.id ? own : { ...own, id: inRun };
    if (level === null) {
      setArt(null);
      setNotice(null);
      return;
    }
    if (act === undefined) {
      setArt(null);
      // Sonic 2's acts are plain levels with the `s2` layouts, their name saying which act (movies/formats/levelRef.ts s2ActRef).
      setNotice(s2ActRef(level) !== null ? "collision view: Sonic 2's art is not drawn yet" : 'collision view: a hand-made level has no art to draw');
      return;
    }
    const now = art();
    if (now !== null && now.act === act.id && now.revision === act.revision) return;
    const known = kept.find((k) => k.act === act.id && k.revision === act.revision);
    if (known !== undefined) {
      setArt(known);
      setNotice(null);
      return;
    }
    const pending = src.actArt(act.id, act.revision);
    if (pending === null) {
      setArt(null);
      setNotice("collision view: open the disassembly folder to draw the act's picture (its art is read from the checkout, not stored)");
      return;
    }
    setArt(null);
    setNotice("reading the act's art…");
    void pending.then(
      (r) => {
        if (ask !== asked) return;
        if (r.ok) keep(r.value);
        setArt(r.ok ? r.value : null);
        setNotice(r.ok ? null : `collision view: the checkout's art could not be read (${r.error.path}: ${r.error.message})`);
      },
      (e: unknown) => {
        if (ask !== asked) return;
        setArt(null);
        setNotice(`collision view: the act's art could not be read (${e instanceof Error ? e.message : String(e)})`);
      },
    );
  }));
  return { art, notice };
}
