/**
 * The RAM watch and RAM search of the open project, reactively: the open level's labels (a real
 * act's, from the engine worker, which stored them with the act), the act's RAM map built from
 * them, the watch list (kept with the project's UI settings), and the search. Values of the frame
 * on screen are read here from the state its view carries, through the map, so what is shown is
 * exactly that frame's; the plots ask the worker for a window of frames (RamPlots.tsx).
 * `create*`: reactive, cleans up with its owner.
 */
import { batch, createEffect, createMemo, createSignal, on, type Accessor } from 'solid-js';
import { RamLabels } from '../../../engine/games/s1/ramLabels.ts';
import { S1RamMap, hasGameRam, type RamRead } from '../../../engine/games/s1/ramMap.ts';
import type { Workbench } from '../app/createWorkbench.ts';
import type { RamLabelsInfo } from '../worker/ramHost.ts';
import { formatAddress, parseWatchAddress } from './watchAddress.ts';
import { MAX_WATCHES, MAX_WATCH_TEXT, RAM_WATCH_KEY, formatRamValue, misaligned, sizeLabel, watchesFromUi, watchesToUi, type RamWatch } from './ramWatches.ts';
import { filterRamSearch, startRamSearch, type RamCompareTo, type RamComparison, type RamSearch, type RamSearchOptions } from './ramSearch.ts';
import type { RamSize } from '../../../engine/games/s1/ramMap.ts';

/** A watch's value on the frame shown: the text, and the number when there is one (tests read `raw`). */
export interface WatchReading {
  readonly text: string;
  readonly raw: number | null;
  /** Why there is no value (shown as the tooltip). */
  readonly why: string;
}

export interface RamWatchModel {
  readonly info: Accessor<RamLabelsInfo | null>;
  readonly labels: Accessor<RamLabels | null>;
  readonly map: Accessor<S1RamMap | null>;
  readonly watches: Accessor<readonly RamWatch[]>;
  /** Adds a watch from what the user typed; the problem as one line, or null. */
  readonly add: (text: string, size: RamSize, display: RamWatch['display']) => string | null;
  readonly update: (index: number, patch: Partial<Pick<RamWatch, 'size' | 'display' | 'pinned' | 'plotted'>>) => string | null;
  readonly remove: (index: number) => void;
  readonly read: (w: RamWatch, state: Int32Array) => WatchReading;
  /** The label the address has in the act's checkout (`v_player+obX`), or ''. */
  readonly nameOf: (address: number) => string;
  readonly search: Accessor<RamSearch | null>;
  /** Starts (or restarts) the search on the frame shown; the problem, or null. */
  readonly startSearch: (options: RamSearchOptions) => string | null;
  readonly filter: (op: RamComparison, to: RamCompareTo) => string | null;
  readonly undoFilter: () => void;
  readonly canUndoFilter: Accessor<boolean>;
}

export function createRamWatch(wb: Workbench): RamWatchModel {
  const [info, setInfo] = createSignal<RamLabelsInfo | null>(null);
  const [watches, setWatches] = createSignal<readonly RamWatch[]>([]);
  const [search, setSearch] = createSignal<RamSearch | null>(null);
  const [history, setHistory] = createSignal<readonly RamSearch[]>([]);

  // The open level's labels, asked again whenever the level (or the project) changes.
  let asked = 0;
  createEffect(on(() => [wb.loaded(), wb.projectId()], () => {
    const ticket = ++asked;
    void wb.engine.ramLabels().then((r) => {
      if (ticket === asked) setInfo(r);
    });
  }));
  // A project opened: its watch list (its search starts over).
  createEffect(on(() => wb.savedAnalysis().opened, () => {
    batch(() => {
      setWatches(watchesFromUi(wb.ui()[RAM_WATCH_KEY]));
      setSearch(null);
      setHistory([]);
    });
  }));

  const labels = createMemo(() => {
    const i = info();
    return i !== null && i.kind === 'act' ? new RamLabels(i.table) : null;
  });
  const map = createMemo(() => {
    const l = labels();
    return l === null ? null : new S1RamMap(l);
  });
  // Another level's map makes the old candidates meaningless.
  createEffect(on(map, () => batch(() => {
    setSearch(null);
    setHistory([]);
  }), { defer: true }));

  const keep = (next: readonly RamWatch[]): void => {
    setWatches(next);
    wb.setUi(RAM_WATCH_KEY, watchesToUi(next));
  };

  const add = (text: string, size: RamSize, display: RamWatch['display']): string | null => {
    if (watches().length >= MAX_WATCHES) return `the watch list holds at most ${MAX_WATCHES} entries`;
    const expr = text.trim().slice(0, MAX_WATCH_TEXT);
    const r = parseWatchAddress(expr, labels());
    if (!r.ok) return r.error.message;
    if (misaligned(r.address, size)) return `${formatAddress(r.address)} is odd: the 68000 reads ${sizeLabel(size)} only at even addresses`;
    if (r.address + size - 1 > 0xffffff) return `${formatAddress(r.address)} + ${size} bytes runs past the end of RAM`;
    keep([...watches(), { expr, address: r.address, size, display, pinned: true, plotted: false }]);
    return null;
  };

  const update = (index: number, patch: Partial<Pick<RamWatch, 'size' | 'display' | 'pinned' | 'plotted'>>): string | null => {
    const w = watches()[index];
    if (w === undefined) return null;
    const next = { ...w, ...patch };
    if (misaligned(next.address, next.size)) return `${formatAddress(next.address)} is odd: the 68000 reads ${sizeLabel(next.size)} only at even addresses`;
    keep(watches().map((x, i) => (i === index ? next : x)));
    return null;
  };

  const read = (w: RamWatch, state: Int32Array): WatchReading => {
    const m = map();
    if (!hasGameRam(state)) return { text: 'no game RAM', raw: null, why: 'a hand-made level: the engine keeps no game RAM for it' };
    if (m === null) return { text: 'no labels', raw: null, why: info()?.kind === 'noLabels' ? (info() as { reason: string }).reason : 'no RAM map for this act' };
    const r: RamRead = m.read(state, w.address, w.size);
    if (r.ok) return { text: formatRamValue(r.value, w.size, w.display), raw: r.value, why: '' };
    return { text: 'not modelled', raw: null, why: `${formatAddress(r.address)} is not part of what the engine keeps` };
  };

  const frameState = (): { state: Int32Array; frame: number } | null => {
    const v = wb.view();
    return v === null ? null : { state: v.state, frame: v.frame };
  };

  const startSearch = (options: RamSearchOptions): string | null => {
    const m = map();
    const at = frameState();
    if (m === null || at === null || !hasGameRam(at.state)) return 'RAM search needs a real act with its labels';
    batch(() => {
      setSearch(startRamSearch(m, at.state, options, at.frame));
      setHistory([]);
    });
    return null;
  };

  const filter = (op: RamComparison, to: RamCompareTo): string | null => {
    const m = map();
    const s = search();
    const at = frameState();
    if (m === null || s === null || at === null) return 'start a search first';
    if (!hasGameRam(at.state)) return 'the frame shown has no game RAM';
    batch(() => {
      setHistory([...history(), s]);
      setSearch(filterRamSearch(s, m, at.state, op, to, at.frame));
    });
    return null;
  };

  return {
    info,
    labels,
    map,
    watches,
    add,
    update,
    remove: (index) => keep(watches().filter((_, i) => i !== index)),
    read,
    nameOf: (address) => labels()?.nameOf(address) ?? '',
    search,
    startSearch,
    filter,
    undoFilter: () => {
      const h = history();
      if (h.length === 0) return;
      batch(() => {
        setSearch(h[h.length - 1]);
        setHistory(h.slice(0, -1));
      });
    },
    canUndoFilter: () => history().length > 0,
  };
}
