/**
 * The workbench shell: toolbar, piano roll with plots under it, level view, and a side column
 * (inspector, branches, level & movie set-up, projects). Keyboard handling lives here because
 * it spans all of them; the verbs live in createWorkbench.
 */
import { createEffect, createSignal, onCleanup, Show } from 'solid-js';
import { AnalysisPanel } from './panels/AnalysisPanel.tsx';
import { BranchPanel } from './panels/BranchPanel.tsx';
import { ProjectPanel } from './panels/ProjectPanel.tsx';
import { SetupPanel } from './panels/SetupPanel.tsx';
import { HitTimeline } from './plots/HitTimeline.tsx';
import { SeriesPlots } from './plots/SeriesPlots.tsx';
import { createAnalysis } from './app/createAnalysis.ts';
import { createWorkbench } from './app/createWorkbench.ts';
import { Inspector } from './inspector/Inspector.tsx';
import { HelpPanel } from './keys/HelpPanel.tsx';
import { keyAction, padBit, type Action } from './keys/keymap.ts';
import { PianoRoll } from './roll/PianoRoll.tsx';
import { LevelCanvas } from './view/LevelCanvas.tsx';
import { makeAnalysisConnection } from './worker/connectAnalysis.ts';
import { makeEngineConnection } from './worker/connectEngine.ts';
import type { LoadedLevel } from './worker/protocol.ts';
import { MOVE_SETS, type MoveSet } from '../../engine/profiles/moves.ts';

/** The move set of the loaded world (the workbench has no drop dash option: movies do not carry it). */
const movesOf = (l: LoadedLevel | null): MoveSet | null => (l === null ? null : MOVE_SETS[l.profile][l.character]);

const PAGE = 60;

export function App() {
  const connection = makeEngineConnection();
  onCleanup(connection.close);
  const wb = createWorkbench(connection.engine);
  const analysisConnection = makeAnalysisConnection();
  onCleanup(analysisConnection.close);
  const analysis = createAnalysis(wb, analysisConnection.analysis);
  const [follow, setFollow] = createSignal(true);
  const [help, setHelp] = createSignal(false);
  const [solidBoxes, setSolidBoxes] = createSignal(false);
  const [touchBoxes, setTouchBoxes] = createSignal(true);
  const [levels, setLevels] = createSignal<string[]>([]);
  void connection.engine.levels().then(setLevels);
  let markerInput!: HTMLInputElement;
  let firstDrawn = false;
  // Measurement hooks for the browser suite: when each movie frame was painted on the canvas.
  // detail (page clock, ms): drawStart and t = the paint began and ended (in the engine worker
  // when it paints there).
  const drawn = (frame: number, drawStart: number, drawEnd: number): void => {
    if (!firstDrawn && wb.ready()) {
      firstDrawn = true;
      performance.mark('subpixel:first-frame');
    }
    window.dispatchEvent(new CustomEvent('subpixel:drawn', { detail: { frame, t: drawEnd, drawStart } }));
  };
  // Unsaved edits are saved when the tab is hidden or closed (the journal covers a killed tab).
  const flush = (): void => void wb.flush();
  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onVisibility);
  onCleanup(() => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onVisibility);
  });
  const markerText = (): string => wb.markers().find((m) => m.frame === wb.frame())?.text ?? '';
  createEffect(() => {
    if (markerInput !== undefined && document.activeElement !== markerInput) markerInput.value = markerText();
  });
  let gotoInput!: HTMLInputElement;
  let padHeld = 0;

  const run = (a: Action): void => {
    switch (a) {
      case 'frameAdvance': return wb.advance();
      case 'frameBack': return wb.back();
      case 'playPause': return wb.togglePlay();
      case 'toFirst': return wb.seek(0);
      case 'toLast': return wb.seek(wb.length());
      case 'pageBack': return wb.seek(wb.frame() - PAGE);
      case 'pageForward': return wb.seek(wb.frame() + PAGE);
      case 'undo': return wb.undo();
      case 'redo': return wb.redo();
      case 'copy': return wb.copy();
      case 'cut': return wb.cut();
      case 'paste': return wb.paste();
      case 'insertFrames': return wb.insertFrames();
      case 'deleteFrames': return wb.deleteFrames();
      case 'clearFrames': return wb.clearFrames();
      case 'toggleReadOnly': return wb.setRecording(!wb.recording());
      case 'toggleFollow': return void setFollow(!follow());
      case 'gotoFrame':
        gotoInput.focus();
        gotoInput.select();
        return;
      case 'help': return void setHelp(!help());
    }
  };

  const onKeyDown = (e: KeyboardEvent): void => {
    const t = e.target as HTMLElement | null;
    if (t !== null && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA')) return;
    const bit = wb.recording() ? padBit(e) : 0;
    if (bit !== 0) {
      padHeld |= bit;
      wb.setPad(padHeld);
      e.preventDefault();
      return;
    }
    if (e.key === 'Escape' && help()) return void setHelp(false);
    const a = keyAction(e);
    if (a === null) return;
    e.preventDefault();
    run(a);
  };
  const onKeyUp = (e: KeyboardEvent): void => {
    const bit = padBit(e);
    if (bit !== 0) {
      padHeld &= ~bit;
      wb.setPad(padHeld);
    }
  };
  window.addEventListener('keydown', onKeyDown);
  window.addEventListener('keyup', onKeyUp);
  onCleanup(() => {
    window.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('keyup', onKeyUp);
  });

  return (
    <div class="app" data-ready={wb.ready() ? 'true' : 'false'}>
      <header class="toolbar">
        <strong>Subpixel</strong>
        <span data-testid="level-name">{wb.levelName()}</span>
        <button onClick={() => wb.back()} title="Frame back (R)">◀︎ R</button>
        <button onClick={() => wb.togglePlay()} data-testid="play" title="Play / pause (Space)">{wb.playing() ? '❚❚' : '▶'}</button>
        <button onClick={() => wb.advance()} title="Frame advance (F)">F ▶︎</button>
        <span>
          frame <strong data-testid="frame">{wb.frame()}</strong> / <span data-testid="length">{wb.length()}</span>
        </span>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const n = Number(gotoInput.value);
            if (Number.isInteger(n) && n >= 0) wb.seek(n);
            gotoInput.blur();
          }}
        >
          <input ref={gotoInput} data-testid="goto" placeholder="go to frame (G)" inputmode="numeric" size="14" />
        </form>
        <button onClick={() => wb.setRecording(!wb.recording())} data-testid="mode" classList={{ recording: wb.recording() }} title="Toggle playback / record (Q): in record mode F writes the held buttons">
          {wb.recording() ? '● record' : 'playback'}
        </button>
        <label title="Read-only: every edit is refused">
          <input type="checkbox" checked={wb.readOnly()} onChange={(e) => wb.setReadOnly(e.currentTarget.checked)} data-testid="read-only" /> read-only
        </label>
        <button onClick={() => wb.undo()} disabled={!wb.status()?.canUndo} title="Undo (Ctrl+Z)">↶</button>
        <button onClick={() => wb.redo()} disabled={!wb.status()?.canRedo} title="Redo (Ctrl+Y)">↷</button>
        <span class="dim">rerecords <span data-testid="rerecords">{wb.status()?.rerecords ?? 0}</span></span>
        <form onSubmit={(e) => {
          e.preventDefault();
          wb.setMarker(wb.frame(), markerInput.value);
          markerInput.blur();
        }}>
          <input ref={markerInput} data-testid="marker-text" placeholder={`marker at ${wb.frame()}`} size="16" />
        </form>
        <label><input type="checkbox" checked={solidBoxes()} onChange={(e) => setSolidBoxes(e.currentTarget.checked)} data-testid="overlay-solid" /> solid boxes</label>
        <label><input type="checkbox" checked={touchBoxes()} onChange={(e) => setTouchBoxes(e.currentTarget.checked)} data-testid="overlay-touch" /> hitboxes</label>
        <span class={`save save-${wb.saveStatus()}`} data-testid="save-status" title={wb.saveError()?.message ?? ''}>{wb.saveStatus() === 'off' ? 'not saving' : wb.saveStatus()}</span>
        <label>
          <input type="checkbox" checked={follow()} onChange={(e) => setFollow(e.currentTarget.checked)} /> follow
        </label>
        <button onClick={() => setHelp(!help())} title="Shortcuts (?)">?</button>
        <Show when={wb.error()}>
          {(err) => (
            <span class="error" data-testid="error">
              {err().code}{err().path !== '' ? ` at ${err().path}` : ''}: {err().message}
              <button class="link" onClick={() => wb.setError(null)}>✕</button>
            </span>
          )}
        </Show>
        <Show when={wb.notice() !== ''}>
          <span class="notice" data-testid="notice">{wb.notice()}</span>
        </Show>
      </header>
      <main class="panes">
        <PianoRoll wb={wb} onMarkerClick={() => markerInput.focus()} />
        <LevelCanvas
          engine={connection.engine}
          level={wb.level()}
          view={wb.view()}
          follow={follow()}
          onFollowChange={setFollow}
          overlays={{ solid: solidBoxes(), touch: touchBoxes() }}
          thumbnailSource={wb.setThumbnailSource}
          onDrawn={drawn}
        />
        <div class="side">
          <Inspector view={wb.view()} objectIds={wb.loaded()?.objectIds ?? []} moves={movesOf(wb.loaded())} />
          <AnalysisPanel wb={wb} analysis={analysis} />
          <BranchPanel wb={wb} />
          <SetupPanel wb={wb} levels={levels()} />
          <ProjectPanel wb={wb} />
        </div>
        <div class="plot-pane">
          <HitTimeline wb={wb} />
          <SeriesPlots wb={wb} />
        </div>
      </main>
      <Show when={help()}>
        <HelpPanel onClose={() => setHelp(false)} />
      </Show>
    </div>
  );
}
