/**
 * The movie as editable text (CelesteTAS Studio's view), live both ways: every change typed
 * here is parsed and, when valid, becomes one undoable edit of the movie; every change made
 * elsewhere (the roll, undo, a script) rewrites the text. Ctrl+Z here is the movie's undo. The
 * frame where the caret's line starts is shown in the view. A line that does not parse is
 * named below the text, and the movie keeps its last good state until it is fixed.
 */
import { createEffect, createSignal, on, onCleanup } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';
import { formatMovieText, frameAtLine, parseMovieText, problemText, type MovieText } from './movieText.ts';

/** Quiet time after typing before the text is applied to the movie, ms. */
const APPLY_DELAY_MS = 250;

export function TextView(props: { readonly wb: Workbench }) {
  const wb = props.wb;
  let area!: HTMLTextAreaElement;
  const [status, setStatus] = createSignal('');
  const [problem, setProblem] = createSignal(false);
  let timer: ReturnType<typeof setTimeout> | null = null;
  onCleanup(() => {
    if (timer !== null) clearTimeout(timer);
  });

  /** Whether `m` is the movie as the mirror has it now. */
  const isMovie = (m: MovieText): boolean => {
    const bytes = wb.inputs.bytes();
    if (m.inputs.length !== bytes.length) return false;
    for (let i = 0; i < bytes.length; i++) if (bytes[i] !== m.inputs[i]) return false;
    const ms = wb.markers();
    return m.markers.length === ms.length && m.markers.every((x, i) => x.frame === ms[i].frame && x.text === ms[i].text);
  };

  /** The movie changed: rewrite the text unless it already says the same (our own edit). */
  createEffect(on([wb.inputsVersion, wb.markers], () => {
    const parsed = parseMovieText(area.value);
    if (parsed.ok && isMovie(parsed.value) && area.value !== '') return;
    const line = caretLine();
    area.value = formatMovieText(wb.inputs.bytes(), wb.markers());
    setProblem(false);
    if (document.activeElement === area) placeCaretOnLine(line);
    showCaret();
  }));

  const apply = (): void => {
    timer = null;
    const parsed = parseMovieText(area.value);
    if (!parsed.ok) {
      setProblem(true);
      setStatus(`${problemText(parsed)} (the movie keeps its last good state)`);
      return;
    }
    setProblem(false);
    if (!isMovie(parsed.value)) wb.replaceInputs(parsed.value.inputs, parsed.value.markers);
    showCaret();
  };

  const caretLine = (): number => area.value.slice(0, area.selectionStart).split('\n').length - 1;
  const placeCaretOnLine = (line: number): void => {
    const lines = area.value.split('\n');
    let at = 0;
    for (let i = 0; i < Math.min(line, lines.length - 1); i++) at += lines[i].length + 1;
    area.setSelectionRange(at, at);
  };
  /**
   * The caret's line's frame goes on screen: only once the text is the movie (applied, and
   * parsing). Typed text still waiting to be applied names frames the movie may never have (a
   * bad line is not applied), and seeking there left the counter past the end ("694/689");
   * apply() shows the caret once the movie has the text.
   */
  const showCaret = (): void => {
    if (problem() || timer !== null) return;
    const line = caretLine();
    const frame = frameAtLine(area.value, line);
    setStatus(`line ${line + 1} · frame ${frame}`);
    if (document.activeElement === area && frame !== wb.target()) wb.seek(frame);
  };

  return (
    <div class="text-view" data-testid="text-view">
      <textarea
        ref={area}
        data-testid="movie-text"
        spellcheck={false}
        aria-label="The movie as an input script"
        onInput={() => {
          if (timer !== null) clearTimeout(timer);
          timer = setTimeout(apply, APPLY_DELAY_MS);
        }}
        onKeyDown={(e) => {
          const mod = e.ctrlKey || e.metaKey;
          const k = e.key.toLowerCase();
          if (mod && (k === 'z' || k === 'y')) {
            // One history: the movie's, not the text box's own.
            e.preventDefault();
            if (timer !== null) apply();
            if (k === 'y' || e.shiftKey) wb.redo();
            else wb.undo();
          }
        }}
        onKeyUp={showCaret}
        onClick={showCaret}
        onBlur={() => {
          if (timer !== null) {
            clearTimeout(timer);
            apply();
          }
        }}
      />
      <div class="text-status" classList={{ error: problem() }} data-testid="text-status">{status()}</div>
    </div>
  );
}
