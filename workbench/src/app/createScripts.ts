/**
 * The script panel's state and verbs: the project's scripts (kept with the project in its UI
 * settings), the one being edited, running it in its own worker (script/scriptWorker.ts) with a
 * port to the engine worker's script host, its output, and stopping it (the worker is ended).
 * `create*`: reactive, cleans up with its owner.
 */
import { batch, createEffect, createSignal, on, onCleanup, type Accessor } from 'solid-js';
import type { JsonValue } from '../../../movies/storage/schema.ts';
import { logLine, type ScriptMessage } from '../script/scriptApi.ts';
import { SCRIPT_LIMITS } from '../script/scriptLimits.ts';
import { makeRateWindow } from '../script/rateWindow.ts';
import type { Workbench } from './createWorkbench.ts';

export interface UserScript {
  readonly name: string;
  readonly source: string;
}

/** The script a project starts with: it shows the API working. */
export const EXAMPLE_SCRIPT: UserScript = {
  name: 'example',
  source: `// Steps 60 frames, logs the speed every 10, and marks the player's path.
const start = await sp.state();
sp.log('start', start.frame, 'x px', start.xpx);
for (let i = 1; i <= 60; i++) {
  const s = await sp.step(1);
  if (i % 10 === 0) sp.log('frame', s.frame, 'xsp', s.xsp);
  sp.draw.rect(s.xpx - 1, s.ypx - 1, 2, 2, '#ff40ff');
}
// As a search objective (Analysis, objective "script"), score(s) is called every frame:
// true when the goal is met, else a number (higher is better).
function score(s) {
  return s.xpx >= 600 ? true : s.x;
}
`,
};

export interface Scripts {
  readonly list: Accessor<readonly UserScript[]>;
  readonly selected: Accessor<number>;
  readonly select: (i: number) => void;
  readonly edit: (patch: Partial<UserScript>) => void;
  readonly add: () => void;
  readonly remove: () => void;
  readonly running: Accessor<boolean>;
  readonly log: Accessor<readonly string[]>;
  readonly run: () => void;
  readonly stop: () => void;
}

const MAX_LOG = 500;

/**
 * A message from a script's worker as the page takes it: one of the three kinds with fields of
 * their types (the worker runs foreign code, so anything else is refused), or null.
 */
export function scriptMessage(data: unknown): ScriptMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.kind === 'log' && typeof m.text === 'string') return { kind: 'log', text: logLine(m.text) };
  if (m.kind === 'done') return { kind: 'done' };
  if (m.kind === 'failed' && typeof m.message === 'string' && (m.line === null || (Number.isInteger(m.line) && (m.line as number) >= 0))) {
    return { kind: 'failed', message: logLine(m.message), line: m.line as number | null };
  }
  return null;
}

/** How a run reaches the engine worker's script host (connectEngine.ts). */
export interface ScriptPorts {
  readonly scriptPort: (name: string, token: number) => MessagePort;
  readonly endScript: (token: number) => void;
}

export function createScripts(wb: Workbench, ports: ScriptPorts): Scripts {
  const [list, setList] = createSignal<readonly UserScript[]>([EXAMPLE_SCRIPT]);
  const [selected, setSelected] = createSignal(0);
  const [running, setRunning] = createSignal(false);
  const [log, setLog] = createSignal<readonly string[]>([]);
  let worker: Worker | null = null;
  /** The current run's token (connectScript), so an end the engine worker reports is matched to it. */
  let token = 0;

  // A project opened: its scripts (or the example).
  createEffect(on(() => wb.savedAnalysis().opened, () => {
    const saved = wb.ui().scripts;
    const scripts: UserScript[] = Array.isArray(saved) ? (saved as unknown[]).filter(isScript) : [];
    batch(() => {
      setList(scripts.length > 0 ? scripts : [EXAMPLE_SCRIPT]);
      setSelected(0);
    });
  }, { defer: true }));

  const save = (next: readonly UserScript[]): void => {
    setList(next);
    wb.setUi('scripts', next.map((s) => ({ name: s.name, source: s.source })) as JsonValue);
  };
  const append = (line: string): void => void setLog((l) => [...l.slice(-(MAX_LOG - 1)), line]);
  const finish = (line: string): void => {
    worker?.terminate();
    worker = null;
    ports.endScript(token);
    batch(() => {
      setRunning(false);
      append(line);
    });
  };
  onCleanup(() => worker?.terminate());
  wb.onScriptEnded((t, message) => {
    if (worker !== null && t === token) finish(`✕ stopped: ${message}`);
  });

  return {
    list,
    selected,
    select: (i) => setSelected(Math.max(0, Math.min(i, list().length - 1))),
    edit: (patch) => save(list().map((s, i) => (i === selected() ? { ...s, ...patch } : s))),
    add: () => {
      save([...list(), { name: `script ${list().length + 1}`, source: '' }]);
      setSelected(list().length - 1);
    },
    remove: () => {
      const next = list().filter((_, i) => i !== selected());
      save(next.length > 0 ? next : [EXAMPLE_SCRIPT]);
      setSelected(0);
    },
    running,
    log,
    run: () => {
      if (worker !== null) return;
      const script = list()[selected()];
      const port = ports.scriptPort(script.name, ++token);
      const w = new Worker(new URL('../script/scriptWorker.ts', import.meta.url), { type: 'module' });
      worker = w;
      batch(() => {
        setRunning(true);
        setLog([`▶ ${script.name}`]);
      });
      // The worker's own sp bounds its log; a worker that floods anyway is ended, so the page
      // (and its Stop button) never drowns in messages.
      const rate = makeRateWindow(SCRIPT_LIMITS.pageMessagesPerSecond, () => performance.now());
      w.onmessage = (e: MessageEvent<unknown>) => {
        if (worker !== w) return;
        if (!rate.take()) return finish(`✕ stopped: the script sent more than ${SCRIPT_LIMITS.pageMessagesPerSecond} messages in a second`);
        const m = scriptMessage(e.data);
        if (m === null) finish('✕ stopped: the script\'s worker sent something that is not a script message');
        else if (m.kind === 'log') append(m.text);
        else if (m.kind === 'done') finish('■ done');
        else finish(`✕ ${m.line !== null ? `line ${m.line}: ` : ''}${m.message}`);
      };
      w.onerror = (e) => finish(`✕ ${e.message}`);
      w.postMessage({ source: script.source, port }, [port]);
    },
    stop: () => {
      if (worker !== null) finish('■ stopped');
    },
  };
}

function isScript(v: unknown): v is UserScript {
  return typeof v === 'object' && v !== null && typeof (v as UserScript).name === 'string' && typeof (v as UserScript).source === 'string';
}
