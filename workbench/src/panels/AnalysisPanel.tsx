/**
 * Analysis: choose detectors, then search or sweep from the current frame's savestate in the
 * analysis worker (never this thread). A progress bar and Cancel (which empties the bar) while
 * it runs; results listed as they arrive, each openable as a branch at the frame the run
 * started from — a search that misses its goal says so and lists its best attempt ("not
 * reached; closest 114 px at frame 37"). The search's progress plot; the sweep's heatmap with
 * axes, legend, hover values and click-to-load. A script that defines score(s) can be the
 * objective. The states budget is the limit for every algorithm (the genetic search runs until
 * it is spent).
 */
import { createSignal, For, Show } from 'solid-js';
import { DETECTOR_IDS, DETECTORS } from '../../../analysis/detectors/index.ts';
import { inputToLetters } from '../../../engine/input.ts';
import { P_X, P_Y } from '../../../engine/state/layout.ts';
import type { Algorithm } from '../../../analysis/search/index.ts';
import type { Analysis } from '../app/createAnalysis.ts';
import type { Scripts } from '../app/createScripts.ts';
import type { Workbench } from '../app/createWorkbench.ts';
import type { AnalysisObjective } from '../analysis/analysisRequest.ts';
import { drawSearchProgress } from '../plots/drawSearchProgress.ts';
import type { HeatmapGrid } from '../plots/drawSweepHeatmap.ts';
import { detectorColour } from '../plots/detectorColour.ts';
import { PlotCanvas } from '../plots/PlotCanvas.tsx';
import { SweepHeatmap } from '../plots/SweepHeatmap.tsx';
import { parseAlphabet, parseRange } from './analysisFields.ts';

export function AnalysisPanel(props: { readonly wb: Workbench; readonly analysis: Analysis; readonly scripts: Scripts }) {
  const wb = props.wb;
  const an = props.analysis;
  const [chosen, setChosen] = createSignal<ReadonlySet<string>>(new Set(DETECTORS.map((d) => d.id)));
  const [mode, setMode] = createSignal<'search' | 'sweep'>('search');
  /** 'maxX' | 'reach' | 'detectors' | 'script:<index>' */
  const [objective, setObjective] = createSignal('maxX');
  const [algorithm, setAlgorithm] = createSignal<Algorithm['kind']>('beam');
  const [alphabet, setAlphabet] = createSignal('R,RA,L,');
  const [granularity, setGranularity] = createSignal(4);
  const [horizon, setHorizon] = createSignal(15);
  const [budget, setBudget] = createSignal(2000);
  const [seed, setSeed] = createSignal(1);
  const [workers, setWorkers] = createSignal(Math.max(1, Math.min(4, (navigator.hardwareConcurrency || 2) - 1)));
  const [reach, setReach] = createSignal('0,0,8');
  const [xs, setXs] = createSignal('');
  const [ys, setYs] = createSignal('');
  const [speeds, setSpeeds] = createSignal('0,1536');
  const [formError, setFormError] = createSignal('');

  const toggle = (id: string, on: boolean): void => {
    const next = new Set(chosen());
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  /** Empty sweep ranges: a grid around the player. */
  const aroundPlayer = (): void => {
    const s = wb.view()?.state;
    if (s === undefined) return;
    const x = s[P_X] >> 8;
    const y = s[P_Y] >> 8;
    setXs(`${Math.max(0, x - 96)},${x + 96},32`);
    setYs(`${Math.max(0, y - 48)},${y},24`);
  };

  const start = (): void => {
    setFormError('');
    const alpha = parseAlphabet(alphabet());
    if (typeof alpha === 'string') return void setFormError(alpha);
    // The genetic search runs until the budget is spent (no generation cap).
    const algo: Algorithm = algorithm() === 'bfs' ? { kind: 'bfs' } : algorithm() === 'beam' ? { kind: 'beam', width: 32 } : { kind: 'genetic', population: 32, elites: 4, generations: Infinity };
    const common = {
      detectors: [...chosen()], alphabet: alpha, granularity: granularity(), horizon: horizon(), algorithm: algo, seed: seed(), workers: workers(),
    };
    if (mode() === 'search') {
      let o: AnalysisObjective = { kind: 'maxX' };
      const which = objective();
      if (which === 'reach') {
        const [x, y, radius] = reach().split(',').map((v) => Number(v.trim()));
        if (![x, y, radius].every(Number.isFinite)) return void setFormError('reach: x,y,radius in pixels');
        o = { kind: 'reach', x, y, radius };
      } else if (which === 'detectors') o = { kind: 'detectors' };
      else if (which.startsWith('script:')) {
        const s = props.scripts.list()[Number(which.slice(7))];
        if (s === undefined) return void setFormError('that script is gone: choose the objective again');
        if (!/\bfunction\s+score\s*\(/.test(s.source)) return void setFormError(`script "${s.name}" defines no function score(s)`);
        o = { kind: 'script', name: s.name, source: s.source };
      }
      void an.start({ kind: 'search', ...common, objective: o, budget: { states: budget() } });
      return;
    }
    if (xs().trim() === '' || ys().trim() === '') aroundPlayer();
    const gx = parseRange(xs());
    const gy = parseRange(ys());
    const sp = speeds().split(',').filter((v) => v.trim() !== '').map((v) => Number(v.trim()));
    if (typeof gx === 'string') return void setFormError(`x: ${gx}`);
    if (typeof gy === 'string') return void setFormError(`y: ${gy}`);
    if (sp.length === 0 || !sp.every(Number.isInteger)) return void setFormError('speeds: whole subpixels per frame, comma-separated');
    void an.start({ kind: 'sweep', ...common, xs: gx, ys: gy, speeds: sp, budgetPerSearch: { states: budget() } });
  };

  const fraction = (): number => {
    const p = an.progress();
    if (p === null) return 0;
    if (p.total === 0) return 1;
    const within = an.run()?.kind === 'search' ? Math.min(1, (p.states - (p.done * budget())) / budget()) : 0;
    return Math.min(1, (p.done + Math.max(0, within)) / p.total);
  };
  const num = (set: (n: number) => void) => (e: Event & { currentTarget: HTMLInputElement }) => {
    const n = Number(e.currentTarget.value);
    if (Number.isFinite(n)) set(n);
  };

  return (
    <details class="panel analysis" data-testid="analysis-panel" open>
      <summary><h3>Analysis</h3></summary>
      <div class="detectors">
        <For each={DETECTORS}>
          {(d) => (
            <label title={d.description}>
              <input type="checkbox" checked={chosen().has(d.id)} onChange={(e) => toggle(d.id, e.currentTarget.checked)} data-testid={`detector-${d.id}`} />
              <span style={{ color: detectorColour(d.id) }}>{d.id}</span>
            </label>
          )}
        </For>
      </div>
      <div class="row">
        <select value={mode()} onChange={(e) => setMode(e.currentTarget.value as 'search' | 'sweep')} data-testid="analysis-mode">
          <option value="search">search</option>
          <option value="sweep">sweep</option>
        </select>
        <Show when={mode() === 'search'}>
          <select value={objective()} onChange={(e) => setObjective(e.currentTarget.value)} data-testid="analysis-objective">
            <option value="maxX">max x</option>
            <option value="reach">reach a point</option>
            <option value="detectors">a detector hit</option>
            <For each={props.scripts.list()}>{(s, i) => <option value={`script:${i()}`}>script: {s.name}</option>}</For>
          </select>
          <Show when={objective() === 'reach'}>
            <input value={reach()} onChange={(e) => setReach(e.currentTarget.value)} size="10" title="x,y,radius (pixels)" data-testid="analysis-reach" />
          </Show>
        </Show>
        <select value={algorithm()} onChange={(e) => setAlgorithm(e.currentTarget.value as Algorithm['kind'])} data-testid="analysis-algorithm">
          <option value="bfs">BFS</option>
          <option value="beam">beam</option>
          <option value="genetic">genetic</option>
        </select>
      </div>
      <div class="row fields">
        <label>alphabet <input value={alphabet()} onChange={(e) => setAlphabet(e.currentTarget.value)} size="10" title="button sets, comma-separated; empty = nothing held" data-testid="analysis-alphabet" /></label>
        <label>gran <input type="number" min="1" value={granularity()} onChange={num(setGranularity)} data-testid="analysis-granularity" /></label>
        <label>horizon <input type="number" min="1" value={horizon()} onChange={num(setHorizon)} data-testid="analysis-horizon" /></label>
        <label>states <input type="number" min="1" value={budget()} onChange={num(setBudget)} title="budget per search: the search stops when it has evaluated this many candidates" data-testid="analysis-budget" /></label>
        <label>seed <input type="number" value={seed()} onChange={num(setSeed)} data-testid="analysis-seed" /></label>
        <label>workers <input type="number" min="1" max="16" value={workers()} onChange={num(setWorkers)} data-testid="analysis-workers" /></label>
      </div>
      <Show when={mode() === 'sweep'}>
        <div class="row fields">
          <label>x <input value={xs()} onChange={(e) => setXs(e.currentTarget.value)} placeholder="from,to,step" size="11" data-testid="sweep-x" /></label>
          <label>y <input value={ys()} onChange={(e) => setYs(e.currentTarget.value)} placeholder="from,to,step" size="11" data-testid="sweep-y" /></label>
          <label>speeds <input value={speeds()} onChange={(e) => setSpeeds(e.currentTarget.value)} size="8" data-testid="sweep-speeds" /></label>
          <button onClick={aroundPlayer} title="A grid around the player at this frame">around player</button>
        </div>
      </Show>
      <div class="row">
        <button onClick={start} disabled={an.running()} data-testid="analysis-run">Run from frame {wb.frame()}</button>
        <button onClick={() => an.cancel()} disabled={!an.running()} data-testid="analysis-cancel">Cancel</button>
        <progress max="1" value={fraction()} data-testid="analysis-progress" data-running={an.running() ? 'true' : 'false'} />
        <span class="dim" data-testid="analysis-states">{an.progress() === null ? '' : `${an.progress()!.states} states`}</span>
        <span class="dim" data-testid="analysis-outcome">{an.outcome()}</span>
      </div>
      <Show when={formError() !== '' || an.error() !== null}>
        <div class="error" data-testid="analysis-error">{formError() || `${an.error()!.code}: ${an.error()!.message}`}</div>
      </Show>
      <PlotCanvas class="progress-plot" testId="search-progress-plot" data={() => an.history()} draw={drawSearchProgress} />
      <Show when={an.run()?.kind === 'sweep' && an.run()?.grid != null && wb.level() !== null}>
        <SweepHeatmap level={wb.level()!} grid={an.run()!.grid as HeatmapGrid} cells={an.cells()} onPick={(x, y) => void an.openCell(x, y)} />
      </Show>
      <ul class="results" data-testid="analysis-results">
        <For each={an.results()}>
          {(r) => (
            <li data-testid="analysis-result" data-frames={r.inputs.length} data-found={r.found ? 'true' : 'false'} data-score={r.score}>
              <span class="swatch" style={{ background: DETECTOR_IDS.includes(r.objective) ? detectorColour(r.objective) : '#888' }} />
              <div>
                <strong>{r.objective}</strong> <span class="dim">{r.found ? `met at +${r.doneFrame}` : r.objective === 'maxX' ? `x ${Math.round(r.score)}` : 'not reached'} · {r.inputs.length} frames</span>
                <Show when={r.cell !== null}><span class="dim"> · from ({r.cell!.x}, {r.cell!.y}) v{r.cell!.speed}</span></Show>
                <div class="dim" data-testid="analysis-result-message">{r.message || r.verification} · {summarise(r.inputs)}</div>
              </div>
              <button onClick={() => void an.openAsBranch(r)} data-testid="open-result" title={r.found ? 'Save as a branch at the frame the run started from' : 'Save the best attempt as a branch'}>branch</button>
            </li>
          )}
        </For>
      </ul>
    </details>
  );
}

/** Inputs as runs: "R×12 RA×4 ×8". */
function summarise(inputs: Uint8Array): string {
  const out: string[] = [];
  for (let i = 0; i < inputs.length && out.length < 8; ) {
    let j = i;
    while (j < inputs.length && inputs[j] === inputs[i]) j++;
    out.push(`${inputToLetters(inputs[i]) || '·'}×${j - i}`);
    i = j;
  }
  return out.join(' ');
}
