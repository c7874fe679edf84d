/**
 * The workbench shell: toolbar, the movie as a piano roll or as text with plots under it, the
 * level view with its overlays (notices, the lock banner, the first-run hint), and a side
 * column of panels. Keyboard and clipboard handling live here because they span all of them;
 * the verbs live in createWorkbench.
 */
import { createEffect, createSignal, onCleanup, Show } from 'solid-js';
import { AnalysisPanel } from './panels/AnalysisPanel.tsx';
import { BranchPanel } from './panels/BranchPanel.tsx';
import { HistoryPanel } from './panels/HistoryPanel.tsx';
import { MarkersPanel } from './panels/MarkersPanel.tsx';
import { ProjectPanel } from './panels/ProjectPanel.tsx';
import { RunPanel } from './panels/RunPanel.tsx';
import { ScriptPanel } from './panels/ScriptPanel.tsx';
import { SetupPanel } from './panels/SetupPanel.tsx';
import { HitTimeline } from './plots/HitTimeline.tsx';
import { SeriesPlots } from './plots/SeriesPlots.tsx';
import { createAnalysis } from './app/createAnalysis.ts';
import { createRealActs } from './app/createRealActs.ts';
import { createScripts } from './app/createScripts.ts';
import { createWorkbench, SPEEDS } from './app/createWorkbench.ts';
import { Inspector } from './inspector/Inspector.tsx';
import { createRamWatch } from './ram/createRamWatch.ts';
import { createRealGame } from './realGame/createRealGame.ts';
import { RealGameCompare } from './realGame/RealGameCompare.tsx';
import { RealGamePanel } from './realGame/RealGamePanel.tsx';
import { RamPanel } from './ram/RamPanel.tsx';
import { RamPinned } from './ram/RamPinned.tsx';
import { RamPlots } from './ram/RamPlots.tsx';
import { HelpPanel } from './keys/HelpPanel.tsx';
import { isTextField } from './keys/focus.ts';
import { keyAction, padBit, slotOf, type Action } from './keys/keymap.ts';
import { PianoRoll } from './roll/PianoRoll.tsx';
import { TextView } from './text/TextView.tsx';
import { Toolbar } from './toolbar/Toolbar.tsx';
import { FirstRunHint } from './view/FirstRunHint.tsx';
import { LevelCanvas } from './view/LevelCanvas.tsx';
import { LockBanner } from './view/LockBanner.tsx';
import { NoticeStack } from './view/NoticeStack.tsx';
import { ViewStrip, type ViewToggles } from './view/ViewStrip.tsx';
import { PictureNotice } from './view/PictureNotice.tsx';
import { createActPicture } from './view/createActPicture.ts';
import { createPictureToggles } from './view/viewSettings.ts';
import { makeAnalysisConnection } from './worker/connectAnalysis.ts';
import { makeEngineConnection } from './worker/connectEngine.ts';
import type { LevelInfo } from './worker/protocol.ts';
import { resolveMoves, type MoveSet } from '../../engine/profiles/moves.ts';

/** The move set of the loaded world: the character's moves in the profile, and the drop dash when it is on. */
const movesOf = (l: LevelInfo | null): MoveSet | null => (l === null ? null : resolveMoves(l.profile, l.character, l.dropDash));

const PAGE = 60;

export function App() {
  const connection = makeEngineConnection();
  onCleanup(connection.close);
  const wb = createWorkbench(connection.engine, connection.events);
  const analysisConnection = makeAnalysisConnection();
  onCleanup(analysisConnection.close);
  const analysis = createAnalysis(wb, analysisConnection.analysis);
  const scripts = createScripts(wb, connection);
  const realActs = createRealActs(wb);
  const ram = createRamWatch(wb);
  const realGame = createRealGame(wb, realActs);
  const [help, setHelp] = createSignal(false);
  const [textView, setTextView] = createSignal(false);
  const [toggles, setToggles] = createSignal<ViewToggles>({ follow: true, solid: false, touch: true, inputs: true });
  const [picture, setPicture] = createPictureToggles();
  const actPicture = createActPicture({ level: wb.level, folder: realActs.folder, actArt: realActs.actArt, runAct: () => wb.view()?.run?.act ?? null });
  const [levels, setLevels] = createSignal<string[]>([]);
  void connection.engine.levels().then(setLevels);
  let gotoInput: HTMLInputElement | undefined;
  let openMarker: ((frame: number) => void) | undefined;
  let firstDrawn = false;
  // Measurement hooks for the browser suite: when each movie frame was painted on the canvas.
  // detail (page clock, ms): drawStart and t = the paint began and ended (in the engine worker
  // when it paints there); labels = the sensor label boxes drawn (x, y, w, h each).
  const drawn = (frame: number, drawStart: number, drawEnd: number, labels: readonly number[]): void => {
    if (!firstDrawn && wb.ready()) {
      firstDrawn = true;
      performance.mark('subpixel:first-frame');
    }
    window.dispatchEvent(new CustomEvent('subpixel:drawn', { detail: { frame, t: drawEnd, drawStart, labels } }));
  };
  wb.onPainted(drawn);
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
  let padHeld = 0;
  /** Speed before Tab (held) switched to turbo, restored on release; null: Tab is not held. */
  let turboFrom: { speed: number; playing: boolean } | null = null;

  const stepSpeed = (by: number): void => {
    const i = SPEEDS.indexOf(wb.transport().speed);
    const next = SPEEDS[Math.max(0, Math.min(SPEEDS.length - 1, (i < 0 ? SPEEDS.indexOf(1) : i) + by))];
    wb.setSpeed(next);
  };
  const toMarker = (dir: 1 | -1): void => {
    const at = wb.target();
    const list = wb.markers();
    const m = dir > 0 ? list.find((x) => x.frame > at) : [...list].reverse().find((x) => x.frame < at);
    if (m !== undefined) wb.seek(m.frame);
  };

  const run = (a: Action, e: KeyboardEvent): void => {
    switch (a) {
      case 'frameAdvance': return wb.playing() ? wb.pause() : wb.advance();
      case 'frameBack': return wb.back();
      case 'playPause': return wb.togglePlay();
      case 'toFirst': return wb.seek(0);
      case 'toLast': return wb.seek(wb.length());
      case 'pageBack': return wb.seek(wb.target() - PAGE);
      case 'pageForward': return wb.seek(wb.target() + PAGE);
      case 'undo': return wb.undo();
      case 'redo': return wb.redo();
      case 'copy':
      case 'cut':
      case 'paste':
        // The browser's own copy/cut/paste events follow (clipboard handlers below).
        return;
      case 'insertFrames': return wb.insertFrames();
      case 'deleteFrames': return wb.deleteFrames();
      case 'clearFrames': return wb.clearFrames();
      case 'toggleRecord': return wb.setRecording(!wb.recording());
      case 'toggleFollow': return void setToggles((t) => ({ ...t, follow: !t.follow }));
      case 'toggleTextView': return void setTextView(!textView());
      case 'fastForward':
        if (e.repeat || turboFrom !== null) return;
        turboFrom = { speed: wb.transport().speed, playing: wb.playing() };
        return wb.play(0);
      case 'speedUp': return stepSpeed(1);
      case 'speedDown': return stepSpeed(-1);
      case 'nextMarker': return toMarker(1);
      case 'prevMarker': return toMarker(-1);
      case 'loadSlot': return void wb.loadSlot(slotOf(e));
      case 'saveSlot': return void wb.saveSlot(slotOf(e));
      case 'gotoFrame':
        gotoInput?.focus();
        gotoInput?.select();
        return;
      case 'help': return void setHelp(!help());
    }
  };

  const onKeyDown = (e: KeyboardEvent): void => {
    if (isTextField(e.target)) {
      // Escape always hands the keyboard back to the workbench.
      if (e.key === 'Escape') (e.target as HTMLElement).blur();
      return;
    }
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
    // Copy, cut and paste go on to the browser, which raises the clipboard events.
    if (a !== 'copy' && a !== 'cut' && a !== 'paste') e.preventDefault();
    run(a, e);
  };
  const onKeyUp = (e: KeyboardEvent): void => {
    const bit = padBit(e);
    if (bit !== 0 && (padHeld & bit) !== 0) {
      padHeld &= ~bit;
      wb.setPad(padHeld);
    }
    if (e.key === 'Tab' && turboFrom !== null) {
      const was = turboFrom;
      turboFrom = null;
      wb.setSpeed(was.speed);
      if (!was.playing) wb.pause();
    }
  };
  // A focus change drops the keyup of held keys: release them so nothing stays pressed.
  const onBlur = (): void => {
    padHeld = 0;
    wb.setPad(0);
  };
  window.addEventListener('keydown', onKeyDown);
  window.addEventListener('keyup', onKeyUp);
  window.addEventListener('blur', onBlur);

  // The system clipboard carries inputs as input script text (CONTRACTS §3): between
  // projects, tabs, and chats.
  const onCopy = (e: ClipboardEvent): void => {
    if (isTextField(document.activeElement) || e.clipboardData === null) return;
    e.clipboardData.setData('text/plain', e.type === 'cut' ? wb.cutText() : wb.copyText());
    e.preventDefault();
  };
  const onPaste = (e: ClipboardEvent): void => {
    if (isTextField(document.activeElement) || e.clipboardData === null) return;
    const text = e.clipboardData.getData('text/plain');
    e.preventDefault();
    if (text !== '') wb.pasteText(text);
  };
  document.addEventListener('copy', onCopy);
  document.addEventListener('cut', onCopy);
  document.addEventListener('paste', onPaste);
  onCleanup(() => {
    window.removeEventListener('keydown', onKeyDown);
    window.removeEventListener('keyup', onKeyUp);
    window.removeEventListener('blur', onBlur);
    document.removeEventListener('copy', onCopy);
    document.removeEventListener('cut', onCopy);
    document.removeEventListener('paste', onPaste);
  });
  // The view-only tab records nothing: leave record mode when the lock goes.
  createEffect(() => {
    if (!wb.lock().owner && wb.recording()) wb.setRecording(false);
  });

  return (
    <div class="app" data-ready={wb.ready() ? 'true' : 'false'}>
      <Toolbar wb={wb} gotoRef={(el) => (gotoInput = el)} onHelp={() => setHelp(!help())} />
      <main class="panes">
        <div class="left">
          <div class="tabs" role="tablist">
            <button role="tab" classList={{ active: !textView() }} onClick={() => setTextView(false)} data-testid="tab-roll">roll</button>
            <button role="tab" classList={{ active: textView() }} onClick={() => setTextView(true)} data-testid="tab-text" title="The movie as an input script (T)">text</button>
          </div>
          <Show when={textView()} fallback={<PianoRoll wb={wb} onMarkerClick={(f) => openMarker?.(f)} lagAt={realGame.lagAt} />}>
            <TextView wb={wb} />
          </Show>
        </div>
        <div class="view-pane">
          <ViewStrip toggles={toggles()} onChange={setToggles} picture={picture()} onPictureChange={setPicture} hasPicture={actPicture.art() !== null} />
          <div class="view-stage">
            <LevelCanvas
              engine={connection.engine}
              level={wb.level()}
              view={wb.view()}
              follow={toggles().follow}
              onFollowChange={(follow) => setToggles((t) => ({ ...t, follow }))}
              overlays={{ solid: toggles().solid, touch: toggles().touch, inputs: toggles().inputs }}
              picture={picture()}
              art={actPicture.art()}
              onDrawn={drawn}
            />
            <PictureNotice notice={actPicture.notice()} />
            <LockBanner wb={wb} />
            <FirstRunHint wb={wb} />
            <NoticeStack wb={wb} />
          </div>
        </div>
        <div class="side">
          <Inspector
            view={wb.view()}
            objectIds={wb.loaded()?.objectIds ?? []}
            moves={movesOf(wb.loaded())}
            act={wb.level()?.act !== undefined}
            s2Act={wb.level()?.s2 !== undefined}
            partnerHuman={wb.loaded()?.partner?.control === 'human'}
            ramPinned={<RamPinned ram={ram} view={wb.view()} />}
            realGame={<RealGameCompare view={wb.view()} result={realGame.result()} projectId={wb.projectId()} />}
          />
          <RunPanel wb={wb} />
          <RamPanel wb={wb} ram={ram} />
          <HistoryPanel wb={wb} />
          <MarkersPanel wb={wb} editorRef={(open) => (openMarker = open)} />
          <BranchPanel wb={wb} />
          <ScriptPanel wb={wb} scripts={scripts} />
          <AnalysisPanel wb={wb} analysis={analysis} scripts={scripts} />
          <SetupPanel wb={wb} levels={levels()} acts={realActs} />
          <RealGamePanel wb={wb} rg={realGame} />
          <ProjectPanel wb={wb} />
        </div>
        <div class="plot-pane">
          <HitTimeline wb={wb} />
          <SeriesPlots wb={wb} />
          <RamPlots wb={wb} ram={ram} />
        </div>
      </main>
      <Show when={help()}>
        <HelpPanel onClose={() => setHelp(false)} />
      </Show>
    </div>
  );
}
