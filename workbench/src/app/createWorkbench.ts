/**
 * The workbench's state and verbs: the movie's inputs (an InputBuffer, never a store), the
 * current frame and its view from the worker, playback, record mode and editing with undo.
 * `create*`: reactive, cleans up with its owner. The engine runs only in the worker; this
 * module keeps one seek in flight and always asks for the latest target (drop stale frames).
 */
import { batch, createSignal, onCleanup, type Accessor } from 'solid-js';
import type { Level } from '../../../engine/level/types.ts';
import { parseInputScript } from '../../../movies/formats/inputScript.ts';
import { DEMO_FALLBACK_LEVEL, DEMO_LEVEL, DEMO_SCRIPT } from '../demo/demoMovie.ts';
import { EditHistory } from '../movie/editHistory.ts';
import { InputBuffer, type Splice } from '../movie/inputBuffer.ts';
import { createPageVersions, type PageVersions } from '../movie/pageVersions.ts';
import { selectionRange, type FrameSelection } from '../roll/selection.ts';
import type { EngineRemote } from '../worker/connectEngine.ts';
import type { FrameView, WorkbenchError } from '../worker/protocol.ts';

export interface Workbench {
  readonly inputs: InputBuffer;
  readonly pages: PageVersions;
  readonly length: Accessor<number>;
  readonly frame: Accessor<number>;
  readonly view: Accessor<FrameView | null>;
  readonly level: Accessor<Level | null>;
  readonly levelName: Accessor<string>;
  readonly error: Accessor<WorkbenchError | null>;
  readonly playing: Accessor<boolean>;
  readonly readOnly: Accessor<boolean>;
  readonly selection: Accessor<FrameSelection | null>;
  readonly ready: Accessor<boolean>;
  readonly seek: (frame: number) => void;
  readonly advance: () => void;
  readonly back: () => void;
  readonly togglePlay: () => void;
  readonly setReadOnly: (v: boolean) => void;
  readonly setSelection: (s: FrameSelection | null) => void;
  /** Held controller bits (record mode). */
  readonly setPad: (bits: number) => void;
  readonly beginStroke: (frame: number, bit: number) => void;
  readonly strokeTo: (frame: number) => void;
  readonly endStroke: () => void;
  readonly undo: () => void;
  readonly redo: () => void;
  readonly copy: () => void;
  readonly cut: () => void;
  readonly paste: () => void;
  readonly insertFrames: () => void;
  readonly deleteFrames: () => void;
  readonly clearFrames: () => void;
}

export function createWorkbench(engine: EngineRemote): Workbench {
  const inputs = new InputBuffer();
  const history = new EditHistory();
  const pages = createPageVersions();
  const [length, setLength] = createSignal(0);
  const [frame, setFrame] = createSignal(0);
  const [view, setView] = createSignal<FrameView | null>(null);
  const [level, setLevel] = createSignal<Level | null>(null);
  const [levelName, setLevelName] = createSignal('');
  const [error, setError] = createSignal<WorkbenchError | null>(null);
  const [playing, setPlaying] = createSignal(false);
  const [readOnly, setReadOnly] = createSignal(true);
  const [selection, setSelection] = createSignal<FrameSelection | null>(null);
  const [ready, setReady] = createSignal(false);
  let pad = 0;
  let clipboard: Uint8Array | null = null;
  let disposed = false;
  onCleanup(() => {
    disposed = true;
  });

  // --- seeking: one request in flight, always for the latest target ----------------------
  let target = 0;
  let inFlight = false;
  let stale = false;
  async function pump(): Promise<void> {
    if (inFlight || disposed) return;
    inFlight = true;
    try {
      while (!disposed) {
        const want = target;
        stale = false;
        const r = await engine.seek(want);
        if (disposed) return;
        if (!r.ok) {
          setError(r.error);
          return;
        }
        // An answer for an old target, or computed before an edit landed, is dropped.
        if (want === target && !stale) {
          setView(r.value);
          return;
        }
      }
    } finally {
      inFlight = false;
    }
  }
  function seek(f: number): void {
    target = Math.max(0, Math.floor(f));
    setFrame(target);
    void pump();
  }
  /** Inputs changed under the current frame: ask again even if the target is the same. */
  function refresh(): void {
    stale = true;
    void pump();
  }

  // --- edits: every change is a splice sent to the worker as its changed span -------------
  function sync(start: number, end: number): void {
    const n = inputs.length;
    const bytes = inputs.view(start, Math.min(end, n)).slice();
    void engine.patchInputs(start, bytes, n).then((r) => {
      if (!r.ok) setError(r.error);
    });
    if (n !== length()) setLength(n);
    refresh();
  }
  function applied(s: Splice): void {
    const sameLength = s.removed.length === s.inserted.length;
    sync(s.start, sameLength ? s.start + s.inserted.length : Infinity);
    pages.dirty(s.start, sameLength ? s.start + s.inserted.length : Infinity);
  }
  function edit(start: number, count: number, bytes: Uint8Array): void {
    const s = inputs.splice(start, count, bytes);
    history.push(s);
    applied(s);
  }

  // --- painting: one undo step per stroke ---------------------------------------------------
  let stroke: { bit: number; set: boolean; last: number; old: Map<number, number> } | null = null;
  function paint(f: number): void {
    if (stroke === null || f < 0) return;
    const before = inputs.at(f);
    if (!stroke.old.has(f)) stroke.old.set(f, f < inputs.length ? before : -1);
    const lengthBefore = inputs.length;
    inputs.set(f, stroke.set ? before | stroke.bit : before & ~stroke.bit);
    pages.dirty(f, f + 1);
    if (inputs.length !== lengthBefore) {
      sync(lengthBefore, inputs.length);
      pages.dirty(lengthBefore, Infinity);
    } else sync(f, f + 1);
  }
  function beginStroke(f: number, bit: number): void {
    stroke = { bit, set: (inputs.at(f) & bit) === 0, last: f, old: new Map() };
    paint(f);
  }
  function strokeTo(f: number): void {
    if (stroke === null || f === stroke.last) return;
    const dir = f > stroke.last ? 1 : -1;
    // Fill skipped rows: a fast drag reports only some of the rows it crossed.
    for (let g = stroke.last + dir; g !== f + dir; g += dir) paint(g);
    stroke.last = f;
  }
  function endStroke(): void {
    const done = stroke;
    stroke = null;
    if (done === null || done.old.size === 0) return;
    const frames = [...done.old.keys()];
    let lo = Math.min(...frames);
    const hi = Math.max(...frames);
    let oldLength = inputs.length;
    for (const [f, v] of done.old) if (v < 0) oldLength = Math.min(oldLength, f);
    // A stroke past the end grew the movie (padding included): the undo removes what grew.
    if (oldLength < lo) lo = oldLength;
    const after = inputs.view(lo, hi + 1).slice();
    const before = after.slice(0, Math.max(0, Math.min(after.length, oldLength - lo)));
    for (const [f, v] of done.old) if (v >= 0) before[f - lo] = v;
    history.push({ start: lo, removed: before, inserted: after });
  }

  // --- playback -----------------------------------------------------------------------------
  let raf = 0;
  function tick(): void {
    raf = 0;
    if (!playing() || disposed) return;
    if (!inFlight) {
      if (readOnly() && frame() >= inputs.length) {
        setPlaying(false);
        return;
      }
      advance();
    }
    raf = requestAnimationFrame(tick);
  }
  function togglePlay(): void {
    setPlaying(!playing());
    if (playing() && raf === 0) raf = requestAnimationFrame(tick);
  }
  onCleanup(() => cancelAnimationFrame(raf));
  function advance(): void {
    const f = frame();
    if (!readOnly()) {
      // Record mode: the held controller becomes this frame's input.
      if (inputs.at(f) !== pad || f >= inputs.length) {
        const lengthBefore = inputs.length;
        const s = inputs.splice(f, f < lengthBefore ? 1 : 0, Uint8Array.of(pad));
        history.push(s);
        applied(s);
      }
    }
    seek(f + 1);
  }

  function range(): { start: number; end: number } {
    const s = selection();
    return s === null ? { start: frame(), end: frame() + 1 } : selectionRange(s);
  }

  // --- start-up: the demo level and movie ------------------------------------------------------
  void (async () => {
    const names = await engine.levels();
    const name = names.includes(DEMO_LEVEL) ? DEMO_LEVEL : DEMO_FALLBACK_LEVEL;
    const loaded = await engine.load({ level: { builtin: name } });
    if (!loaded.ok) {
      setError(loaded.error);
      return;
    }
    const script = parseInputScript(DEMO_SCRIPT, 'demo.txt');
    if (!script.ok) {
      setError({ code: script.error.code, path: script.error.where, message: script.error.message });
      return;
    }
    inputs.splice(0, 0, script.value);
    await engine.setInputs(script.value.slice());
    batch(() => {
      setLevel(loaded.value.level);
      setLevelName(name);
      setLength(inputs.length);
      setReady(true);
    });
    pages.dirty(0, Infinity);
    seek(0);
  })();

  return {
    inputs,
    pages,
    length,
    frame,
    view,
    level,
    levelName,
    error,
    playing,
    readOnly,
    selection,
    ready,
    seek,
    advance,
    back: () => seek(frame() - 1),
    togglePlay,
    setReadOnly,
    setSelection,
    setPad: (bits) => {
      pad = bits;
    },
    beginStroke,
    strokeTo,
    endStroke,
    undo: () => {
      const s = history.undo(inputs);
      if (s !== null) applied(s);
    },
    redo: () => {
      const s = history.redo(inputs);
      if (s !== null) applied(s);
    },
    copy: () => {
      const { start, end } = range();
      clipboard = inputs.view(start, end).slice();
    },
    cut: () => {
      const { start, end } = range();
      clipboard = inputs.view(start, end).slice();
      edit(start, end - start, new Uint8Array(0));
      setSelection(null);
    },
    paste: () => {
      if (clipboard === null) return;
      const { start } = range();
      edit(start, Math.min(clipboard.length, Math.max(0, inputs.length - start)), clipboard);
    },
    insertFrames: () => {
      const { start, end } = range();
      edit(start, 0, new Uint8Array(end - start));
    },
    deleteFrames: () => {
      const { start, end } = range();
      edit(start, end - start, new Uint8Array(0));
      // The selected frames are gone; a selection over what slid into their place would mislead.
      setSelection(null);
    },
    clearFrames: () => {
      const { start, end } = range();
      const n = Math.max(0, Math.min(end, inputs.length) - start);
      edit(start, n, new Uint8Array(n));
    },
  };
}
