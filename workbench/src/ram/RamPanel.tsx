/**
 * RAM watch and RAM search, as TAS tools have them. The watch list takes an address ($FFFE20,
 * FE20) or a label expression from the act's own checkout (v_rings, v_player+obX), at 8, 16 or
 * 32 bits, shown in hex, signed or unsigned; each watch can be pinned in the inspector and
 * plotted under the roll. The search (BizHawk's RAM Search) starts over every address the
 * engine keeps and narrows the candidates by comparing the frame shown with the previous values
 * or a number. Keyboard: Enter adds the typed watch; Enter in the value field filters.
 */
import { createSignal, For, Show } from 'solid-js';
import type { Workbench } from '../app/createWorkbench.ts';
import type { RamSize } from '../../../engine/games/s1/ramMap.ts';
import type { RamWatchModel } from './createRamWatch.ts';
import { formatAddress } from './watchAddress.ts';
import { RAM_DISPLAYS, RAM_SIZES, formatRamValue, sizeLabel, type RamDisplay } from './ramWatches.ts';
import { currentValues, RAM_COMPARISONS, type RamComparison } from './ramSearch.ts';
import { parseSearchValue } from './searchValue.ts';

/** Candidates listed at most (the count says how many there are). */
export const SEARCH_ROWS = 200;

const OP_TEXT: Readonly<Record<RamComparison, string>> = {
  equal: '= equal to', notEqual: '≠ not equal to', greater: '> greater than', less: '< less than', greaterOrEqual: '≥ at least', lessOrEqual: '≤ at most',
};

export function RamPanel(props: { readonly wb: Workbench; readonly ram: RamWatchModel }) {
  const { wb, ram } = props;
  const [text, setText] = createSignal('');
  const [size, setSize] = createSignal<RamSize>(2);
  const [display, setDisplay] = createSignal<RamDisplay>('unsigned');
  const [problem, setProblem] = createSignal('');
  const [searchSize, setSearchSize] = createSignal<RamSize>(2);
  const [signed, setSigned] = createSignal(false);
  const [op, setOp] = createSignal<RamComparison>('equal');
  const [toValue, setToValue] = createSignal(false);
  const [value, setValue] = createSignal('');
  const [searchProblem, setSearchProblem] = createSignal('');

  const state = (): Int32Array | null => wb.view()?.state ?? null;
  const add = (): void => {
    const p = ram.add(text(), size(), display());
    setProblem(p ?? '');
    if (p === null) setText('');
  };
  const filter = (): void => {
    const s = ram.search();
    if (s === null) return void setSearchProblem('start a search first');
    let to: { kind: 'previous' } | { kind: 'value'; value: number } = { kind: 'previous' };
    if (toValue()) {
      const v = parseSearchValue(value(), s.options);
      if (!v.ok) return void setSearchProblem(v.message);
      to = { kind: 'value', value: v.value };
    }
    setSearchProblem(ram.filter(op(), to) ?? '');
  };
  const quick = (o: RamComparison): void => void setSearchProblem(ram.filter(o, { kind: 'previous' }) ?? '');
  const shown = (v: number): string => (Number.isNaN(v) ? '—' : String(v));
  const rows = () => {
    const s = ram.search();
    const st = state();
    if (s === null || st === null) return [];
    const n = Math.min(SEARCH_ROWS, s.addresses.length);
    const head = { ...s, addresses: s.addresses.subarray(0, n), previous: s.previous.subarray(0, n) };
    const now = currentValues(head, ram.map()!, st);
    return Array.from({ length: n }, (_, i) => ({ address: s.addresses[i], previous: s.previous[i], current: now[i] }));
  };
  const hex = (v: number, s: RamSize, isSigned: boolean): string => {
    if (Number.isNaN(v)) return '';
    const u = isSigned && v < 0 ? v + 2 ** (s * 8) : v;
    return formatRamValue(u, s, 'hex');
  };

  return (
    <details class="panel ram-panel" data-testid="ram-panel" open>
      <summary><h3>RAM watch</h3><span class="dim" data-testid="ram-labels">{labelsLine(ram)}</span></summary>
      <Show when={ram.info()?.kind === 'handMade'}>
        <p class="dim" data-testid="ram-hand-made">
          A hand-made level has no game RAM: the engine keeps Sonic 1's RAM only for real acts. The inspector above lists the engine's own state fields.
        </p>
      </Show>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <input
          data-testid="ram-watch-input"
          value={text()}
          onInput={(e) => setText(e.currentTarget.value)}
          size="18"
          placeholder="v_rings, v_player+obX, $FFFE20"
          title="An address ($FFFE20, FE20) or a label expression from the act's Variables.asm and Constants.asm (v_rings, v_player+obX, v_time+2). Enter adds it."
        />
        <select data-testid="ram-watch-size" value={size()} onChange={(e) => setSize(Number(e.currentTarget.value) as RamSize)} title="How many bytes to read, big-endian as the 68000 reads them">
          <For each={RAM_SIZES}>{(s) => <option value={s}>{sizeLabel(s)}</option>}</For>
        </select>
        <select data-testid="ram-watch-display" value={display()} onChange={(e) => setDisplay(e.currentTarget.value as RamDisplay)} title="How to show the value">
          <For each={RAM_DISPLAYS}>{(d) => <option value={d}>{d}</option>}</For>
        </select>
        <button type="submit" data-testid="ram-watch-add" title="Watch it (pinned in the inspector)">watch</button>
      </form>
      <Show when={problem() !== ''}>
        <div class="error" data-testid="ram-watch-error">{problem()}</div>
      </Show>
      <Show when={ram.watches().length > 0}>
        <table class="ram-table" data-testid="ram-watch-list">
          <thead>
            <tr><th>watch</th><th>address</th><th>value</th><th /><th /><th title="pinned in the inspector">pin</th><th title="plotted under the roll">plot</th><th /></tr>
          </thead>
          <tbody>
            <For each={ram.watches()}>
              {(w, i) => {
                const reading = () => {
                  const st = state();
                  return st === null ? { text: '', raw: null, why: '' } : ram.read(w, st);
                };
                return (
                  <tr data-testid="ram-watch-row" data-address={formatAddress(w.address)}>
                    <td title={ram.nameOf(w.address)}>{w.expr}</td>
                    <td class="num">{formatAddress(w.address)}</td>
                    <td class="num" data-testid="ram-watch-value" data-raw={reading().raw ?? ''} title={reading().why}>{reading().text}</td>
                    <td>
                      <select data-testid="ram-watch-row-size" value={w.size} title="bits read" onChange={(e) => setProblem(ram.update(i(), { size: Number(e.currentTarget.value) as RamSize }) ?? '')}>
                        <For each={RAM_SIZES}>{(s) => <option value={s}>{s * 8}</option>}</For>
                      </select>
                    </td>
                    <td>
                      <select data-testid="ram-watch-row-display" value={w.display} title="shown as" onChange={(e) => ram.update(i(), { display: e.currentTarget.value as RamDisplay })}>
                        <For each={RAM_DISPLAYS}>{(d) => <option value={d}>{d}</option>}</For>
                      </select>
                    </td>
                    <td><input type="checkbox" data-testid="ram-watch-pin" checked={w.pinned} title="pin in the inspector" onChange={(e) => ram.update(i(), { pinned: e.currentTarget.checked })} /></td>
                    <td><input type="checkbox" data-testid="ram-watch-plot" checked={w.plotted} title="plot under the roll" onChange={(e) => ram.update(i(), { plotted: e.currentTarget.checked })} /></td>
                    <td><button class="link" data-testid="ram-watch-remove" title="stop watching" onClick={() => ram.remove(i())}>✕</button></td>
                  </tr>
                );
              }}
            </For>
          </tbody>
        </table>
      </Show>

      <details class="ram-search" data-testid="ram-search" open>
        <summary class="dim">RAM search</summary>
        <div class="row">
          <select data-testid="ram-search-size" value={searchSize()} onChange={(e) => setSearchSize(Number(e.currentTarget.value) as RamSize)} title="Size of each candidate (words and longs at even addresses)">
            <For each={RAM_SIZES}>{(s) => <option value={s}>{sizeLabel(s)}</option>}</For>
          </select>
          <label title="Compare and show values as two's complement"><input type="checkbox" data-testid="ram-search-signed" checked={signed()} onChange={(e) => setSigned(e.currentTarget.checked)} /> signed</label>
          <button
            data-testid="ram-search-start"
            title="Every address the engine keeps becomes a candidate, with its value on the frame shown as the previous value"
            onClick={() => setSearchProblem(ram.startSearch({ size: searchSize(), signed: signed() }) ?? '')}
          >
            {ram.search() === null ? 'start' : 'restart'}
          </button>
          <span class="dim" data-testid="ram-search-count">
            {ram.search() === null ? 'no search' : `${ram.search()!.addresses.length} candidates (previous: frame ${ram.search()!.frame})`}
          </span>
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            filter();
          }}
        >
          <select data-testid="ram-search-op" value={op()} onChange={(e) => setOp(e.currentTarget.value as RamComparison)} title="How the current value must compare">
            <For each={RAM_COMPARISONS}>{(o) => <option value={o}>{OP_TEXT[o]}</option>}</For>
          </select>
          <select data-testid="ram-search-to" value={toValue() ? 'value' : 'previous'} onChange={(e) => setToValue(e.currentTarget.value === 'value')} title="Compare with each candidate's previous value, or with a number">
            <option value="previous">previous value</option>
            <option value="value">the value</option>
          </select>
          <Show when={toValue()}>
            <input data-testid="ram-search-value" value={value()} onInput={(e) => setValue(e.currentTarget.value)} size="8" placeholder="12 or $C" title="A number: decimal, or hex with $ or 0x" />
          </Show>
          <button type="submit" data-testid="ram-search-filter" title="Keep the candidates that pass, on the frame shown">filter</button>
          <button type="button" data-testid="ram-search-changed" title="Keep the candidates whose value changed since the previous" onClick={() => quick('notEqual')}>changed</button>
          <button type="button" data-testid="ram-search-unchanged" title="Keep the candidates whose value did not change" onClick={() => quick('equal')}>unchanged</button>
          <button type="button" data-testid="ram-search-undo" disabled={!ram.canUndoFilter()} title="Back to the candidates before the last filter" onClick={() => ram.undoFilter()}>undo</button>
        </form>
        <Show when={searchProblem() !== ''}>
          <div class="error" data-testid="ram-search-error">{searchProblem()}</div>
        </Show>
        <Show when={ram.search() !== null && ram.search()!.addresses.length > 0}>
          <table class="ram-table" data-testid="ram-search-table">
            <thead>
              <tr><th>address</th><th>label</th><th title="when the search started or was last filtered">previous</th><th>current</th><th /></tr>
            </thead>
            <tbody>
              <For each={rows()}>
                {(r) => {
                  const s = ram.search()!.options;
                  return (
                    <tr data-testid="ram-search-row" data-address={formatAddress(r.address)}>
                      <td class="num">{formatAddress(r.address)}</td>
                      <td data-testid="ram-search-label">{ram.nameOf(r.address)}</td>
                      <td class="num" data-testid="ram-search-previous" title={hex(r.previous, s.size, s.signed)}>{shown(r.previous)}</td>
                      <td class="num" data-testid="ram-search-current" title={hex(r.current, s.size, s.signed)}>{shown(r.current)}</td>
                      <td>
                        <button
                          class="link"
                          data-testid="ram-search-watch"
                          title="Add to the watch list"
                          onClick={() => setSearchProblem(ram.add(ram.nameOf(r.address) || formatAddress(r.address), s.size, s.signed ? 'signed' : 'unsigned') ?? '')}
                        >
                          watch
                        </button>
                      </td>
                    </tr>
                  );
                }}
              </For>
            </tbody>
          </table>
          <Show when={ram.search()!.addresses.length > SEARCH_ROWS}>
            <div class="dim">the first {SEARCH_ROWS} of {ram.search()!.addresses.length}</div>
          </Show>
        </Show>
      </details>
    </details>
  );
}

/** What the labels are: the act's checkout's (REV01, 347 variables), or why there are none. */
function labelsLine(ram: RamWatchModel): string {
  const i = ram.info();
  if (i === null) return '';
  if (i.kind === 'handMade') return 'hand-made level: no game RAM';
  if (i.kind === 'noLabels') return `addresses only: ${i.reason}`;
  return `labels: REV0${i.table.revision} checkout, ${i.table.variables.length} variables, ${ram.map()?.addresses.length ?? 0} bytes modelled`;
}
