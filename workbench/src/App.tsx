/**
 * The workbench shell: toolbar, level view, piano roll and inspector. Keyboard handling lives
 * here because it spans all three; the verbs live in createWorkbench.
 */
import { createSignal, onCleanup, Show } from 'solid-js';
import { createWorkbench } from './app/createWorkbench.ts';
import { Inspector } from './inspector/Inspector.tsx';
import { HelpPanel } from './keys/HelpPanel.tsx';
import { keyAction, padBit, type Action } from './keys/keymap.ts';
import { PianoRoll } from './roll/PianoRoll.tsx';
import { LevelCanvas } from './view/LevelCanvas.tsx';
import { makeEngineConnection } from './worker/connectEngine.ts';

const PAGE = 60;

export function App() {
  const connection = makeEngineConnection();
  onCleanup(connection.close);
  const wb = createWorkbench(connection.engine);
  const [follow, setFollow] = createSignal(true);
  const [help, setHelp] = createSignal(false);
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
      case 'toggleReadOnly': return wb.setReadOnly(!wb.readOnly());
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
    const bit = wb.readOnly() ? 0 : padBit(e);
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
        <button onClick={() => wb.setReadOnly(!wb.readOnly())} data-testid="mode" classList={{ recording: !wb.readOnly() }} title="Toggle read-only / record (Q)">
          {wb.readOnly() ? 'read-only' : '● record'}
        </button>
        <label>
          <input type="checkbox" checked={follow()} onChange={(e) => setFollow(e.currentTarget.checked)} /> follow
        </label>
        <button onClick={() => setHelp(!help())} title="Shortcuts (?)">?</button>
        <Show when={wb.error()}>
          {(err) => (
            <span class="error" data-testid="error">
              {err().code}: {err().message}
            </span>
          )}
        </Show>
      </header>
      <main class="panes">
        <PianoRoll wb={wb} />
        <LevelCanvas level={wb.level()} view={wb.view()} follow={follow()} onFollowChange={setFollow} />
        <Inspector view={wb.view()} />
      </main>
      <Show when={help()}>
        <HelpPanel onClose={() => setHelp(false)} />
      </Show>
    </div>
  );
}
