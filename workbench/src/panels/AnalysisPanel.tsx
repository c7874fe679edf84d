/**
 * Analysis: a search or a sweep from the current frame's savestate in the analysis worker
 * (never this thread), with every option of `subpixel search` and `subpixel sweep` as a field of
 * the same name, syntax and default (an empty field is the option left out; the label carries
 * the unit, the tooltip the command's --help), the command line that runs the same thing in
 * Node, one message per bad field, and keyboard access throughout (Tab moves between the
 * fields, Enter runs, Escape cancels a run; the focused field's help is shown under the form).
 * Options the panel takes from elsewhere: the level and its settings (Level & movie), the start
 * (the cursor), the movies written (save .spx on each result).
 *
 * While it runs: a progress bar, Cancel (which empties the bar) and the counts `subpixel search`
 * and `subpixel sweep` print (the running search's own states and frames, then the run's
 * totals). Results listed as they arrive, each with its own counts, openable as a branch at the
 * frame the run started from — a search that misses its goal says so and lists its best
 * attempt ("not reached; closest 114 px at frame 37"). The search's progress plot; the sweep's
 * heatmap with axes, legend, hover values and click-to-load. A script that defines score(s)
 * can be the objective.
 */
import { createMemo, createSignal, For, Show, type JSX } from 'solid-js';
import { DETECTOR_IDS, DETECTORS } from '../../../analysis/detectors/index.ts';
import { inputToLetters } from '../../../engine/input.ts';
import { P_X, P_Y } from '../../../engine/state/layout.ts';
import type { Algorithm } from '../../../analysis/search/index.ts';
import type { SweepStart } from '../../../analysis/search/sweepCells.ts';
import type { Analysis } from '../app/createAnalysis.ts';
import type { Scripts } from '../app/createScripts.ts';
import type { Workbench } from '../app/createWorkbench.ts';
import { progressLine, resultCounts, resultFrames, runFraction } from '../analysis/analysisCounts.ts';
import { EMPTY_TEXT, readAnalysisForm, type AnalysisTextField, type FieldError } from '../analysis/analysisForm.ts';
import { analysisOption, optionTooltip, type AnalysisMode } from '../analysis/analysisOptions.ts';
import { drawSearchProgress } from '../plots/drawSearchProgress.ts';
import { detectorColour } from '../plots/detectorColour.ts';
import { PlotCanvas } from '../plots/PlotCanvas.tsx';
import { SweepHeatmap } from '../plots/SweepHeatmap.tsx';
import type { LevelInfo } from '../worker/protocol.ts';

export function AnalysisPanel(props: { readonly wb: Workbench; readonly analysis: Analysis; readonly scripts: Scripts }) {
  const wb = props.wb;
  const an = props.analysis;
  const [chosen, setChosen] = createSignal<ReadonlySet<string>>(new Set(DETECTOR_IDS));
  const [mode, setMode] = createSignal<AnalysisMode>('search');
  /** 'maxX' | 'reach' | 'detectors' | 'script:<index>' */
  const [objective, setObjective] = createSignal('maxX');
  const [player, setPlayer] = createSignal<1 | 2>(1);
  const [algorithm, setAlgorithm] = createSignal<Algorithm['kind']>('beam');
  const [start, setStart] = createSignal<SweepStart>('air');
  const [surfaces, setSurfaces] = createSignal(false);
  const [text, setText] = createSignal<Record<AnalysisTextField, string>>({ ...EMPTY_TEXT });
  const [tried, setTried] = createSignal(false);
  const [help, setHelp] = createSignal('');

  const toggle = (id: string, on: boolean): void => {
    const next = new Set(chosen());
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const setField = (name: AnalysisTextField, value: string): void => {
    setText((t) => ({ ...t, [name]: value }));
  };
  const playerAt = (): { x: number; y: number } => {
    const s = wb.view()?.state;
    return s === undefined ? { x: 0, y: 0 } : { x: s[P_X] >> 8, y: s[P_Y] >> 8 };
  };

  const reading = createMemo(() => readAnalysisForm(
    {
      mode: mode(), objective: objective(), player: player(), algorithm: algorithm(), start: start(), surfaces: surfaces(), text: text(),
      detectors: DETECTOR_IDS.filter((id) => chosen().has(id)), allDetectors: DETECTOR_IDS,
    },
    { scripts: props.scripts.list(), playerAt: playerAt(), hasPartner: (wb.loaded()?.partner ?? null) !== null, frame: wb.frame(), worldArgs: worldArgs(wb.loaded()) },
  ));
  const errors = (): readonly FieldError[] => {
    const r = reading();
    return tried() && !r.ok ? r.errors : [];
  };
  const errorOf = (name: string): string => errors().find((e) => e.field === name)?.message ?? '';

  const run = (): void => {
    if (an.running()) return;
    setTried(true);
    const r = reading();
    if (!r.ok) return;
    setTried(false);
    void an.start(r.ask);
  };
  /** A grid around the player at this frame, in the CLI's A:B:STEP. */
  const aroundPlayer = (): void => {
    const { x, y } = playerAt();
    setField('x', `${Math.max(0, x - 96)}:${x + 96}:32`);
    setField('y', `${Math.max(0, y - 48)}:${y}:24`);
  };

  /**
   * The workbench's keys stay out of the panel: Tab moves between its controls (elsewhere it
   * fast-forwards), Space and Enter work the focused box or button; Escape cancels a run.
   */
  const keys = (e: KeyboardEvent): void => {
    const t = e.target as HTMLElement;
    if (e.key === 'Escape' && an.running()) {
      an.cancel();
      e.stopPropagation();
      return;
    }
    if (t.tagName === 'INPUT' || t.tagName === 'BUTTON' || t.tagName === 'SELECT' || t.tagName === 'SUMMARY') {
      if (e.key === 'Tab' || e.key === ' ' || e.key === 'Enter') e.stopPropagation();
    }
  };

  /** A text field for one option: its name and unit as the label, the --help as tooltip, its error beside it. */
  const field = (name: AnalysisTextField, o: { testId?: string; size?: number; label?: string; option?: string; placeholder?: string } = {}): JSX.Element => {
    const option = o.option ?? name;
    const tip = (): string => optionTooltip(option, mode());
    const unit = analysisOption(option).unit;
    return (
      <label class="option" title={tip()}>
        <span class="name">{o.label ?? option}</span>
        <input
          value={text()[name]}
          onInput={(e) => setField(name, e.currentTarget.value)}
          onFocus={() => setHelp(tip())}
          size={o.size ?? 6}
          placeholder={o.placeholder ?? placeholderOf(option, mode(), text())}
          aria-invalid={errorOf(name) !== '' ? 'true' : 'false'}
          aria-describedby="analysis-help"
          spellcheck={false}
          data-testid={o.testId ?? `analysis-${name}`}
        />
        <Show when={unit !== ''}><span class="unit">{unit}</span></Show>
        <Show when={errorOf(name) !== ''}><span class="field-error" data-testid={`error-${name}`}>{errorOf(name)}</span></Show>
      </label>
    );
  };
  /** A select for one option, with its tooltip. */
  const choice = <T extends string>(name: string, value: () => T, set: (v: T) => void, options: readonly [T, string][], testId: string): JSX.Element => (
    <label class="option" title={optionTooltip(name, mode())}>
      <span class="name">{name}</span>
      <select value={value()} onChange={(e) => set(e.currentTarget.value as T)} onFocus={() => setHelp(optionTooltip(name, mode()))} aria-describedby="analysis-help" data-testid={testId}>
        <For each={options}>{([v, label]) => <option value={v}>{label}</option>}</For>
      </select>
    </label>
  );

  const showDetectors = (): boolean => mode() === 'sweep' || objective() === 'detectors';
  const progress = (): number => runFraction(an.progress(), an.run()?.budget ?? null);

  return (
    <details class="panel analysis" data-testid="analysis-panel" open>
      <summary><h3>Analysis</h3></summary>
      <form class="analysis-form" on:keydown={keys} onSubmit={(e) => { e.preventDefault(); run(); }} data-testid="analysis-form">
        <div class="row">
          <label class="option" title="search: one input search toward an objective (subpixel search); sweep: a detector search from every cell of a grid of starts (subpixel sweep)">
            <span class="name">mode</span>
            <select value={mode()} onChange={(e) => setMode(e.currentTarget.value as AnalysisMode)} onFocus={() => setHelp('search: subpixel search; sweep: subpixel sweep')} data-testid="analysis-mode">
              <option value="search">search</option>
              <option value="sweep">sweep</option>
            </select>
          </label>
          <Show when={mode() === 'search'}>
            <label class="option" title={optionTooltip('objective', 'search')}>
              <span class="name">objective</span>
              <select value={objective()} onChange={(e) => setObjective(e.currentTarget.value)} onFocus={() => setHelp(optionTooltip('objective', 'search'))} aria-describedby="analysis-help" data-testid="analysis-objective">
                <option value="maxX">maxX (the furthest x)</option>
                <option value="reach">reach:X,Y[,R]</option>
                <option value="detectors">detector:&lt;id&gt; (each ticked)</option>
                <For each={props.scripts.list()}>{(s, i) => <option value={`script:${i()}`}>script: {s.name}</option>}</For>
              </select>
            </label>
            <Show when={objective() === 'reach'}>{field('reach', { option: 'objective', label: 'X,Y[,R]', size: 11, placeholder: 'X,Y[,R] px' })}</Show>
            {choice('player', () => String(player()) as '1' | '2', (v) => setPlayer(v === '2' ? 2 : 1), [['1', '1'], ['2', '2 (partner)']], 'analysis-player')}
          </Show>
        </div>

        <Show when={showDetectors()}>
          <fieldset class="detectors-set" title={optionTooltip('detectors', 'sweep')}>
            <legend>{mode() === 'sweep' ? '--detectors' : 'detectors (one search each)'} <span class="dim" data-testid="detectors-count">{chosen().size} of {DETECTOR_IDS.length}</span></legend>
            <div class="row">
              <button type="button" onClick={() => setChosen(new Set(DETECTOR_IDS))} data-testid="detectors-all">all</button>
              <button type="button" onClick={() => setChosen(new Set<string>())} data-testid="detectors-none">none</button>
            </div>
            <div class="detectors">
              <For each={DETECTORS}>
                {(d) => (
                  <label title={d.description}>
                    <input type="checkbox" checked={chosen().has(d.id)} onChange={(e) => toggle(d.id, e.currentTarget.checked)} onFocus={() => setHelp(`${d.id}: ${d.description}`)} data-testid={`detector-${d.id}`} />
                    <span style={{ color: detectorColour(d.id) }}>{d.id}</span>
                  </label>
                )}
              </For>
            </div>
            <Show when={errorOf('detectors') !== ''}><span class="field-error" data-testid="error-detectors">{errorOf('detectors')}</span></Show>
          </fieldset>
        </Show>

        <Show when={mode() === 'sweep'}>
          <fieldset class="options" data-testid="sweep-cells">
            <legend>cells</legend>
            {field('x', { testId: 'sweep-x', size: 11 })}
            {field('y', { testId: 'sweep-y', size: 11 })}
            <button type="button" onClick={aroundPlayer} title="A grid around the player at this frame: x ± 96 px every 32, y − 48 px to y every 24" data-testid="sweep-around-player">around player</button>
            <label class="option" title={optionTooltip('surfaces', 'sweep')}>
              <input type="checkbox" checked={surfaces()} onChange={(e) => setSurfaces(e.currentTarget.checked)} onFocus={() => setHelp(optionTooltip('surfaces', 'sweep'))} aria-describedby="analysis-help" data-testid="sweep-surfaces" />
              <span class="name">surfaces</span>
            </label>
            <Show when={surfaces()}>{field('lift', { testId: 'sweep-lift', size: 4 })}</Show>
            {field('speeds', { testId: 'sweep-speeds', size: 14 })}
            {field('fall-speeds', { testId: 'sweep-fall-speeds', size: 14 })}
            {choice('start', start, setStart, [['air', 'air'], ['ground', 'ground (--grounded)'], ['both', 'both']], 'sweep-start')}
          </fieldset>
        </Show>

        <fieldset class="options" data-testid="search-options">
          <legend>search</legend>
          {field('alphabet', { size: 14 })}
          {field('granularity', { size: 4 })}
          {field('horizon', { size: 4 })}
          {choice('algorithm', algorithm, setAlgorithm, [['bfs', 'bfs'], ['beam', 'beam'], ['genetic', 'genetic']], 'analysis-algorithm')}
          <Show when={algorithm() === 'beam'}>{field('width', { size: 5 })}</Show>
          <Show when={algorithm() === 'genetic'}>
            {field('population', { size: 5 })}
            {field('generations', { size: 6 })}
          </Show>
          {field('max-frames', { size: 9 })}
          {field('max-states', { testId: 'analysis-budget', size: 9 })}
          {field('max-seconds', { size: 5 })}
          {field('seed', { size: 6 })}
          {field('workers', { size: 3 })}
        </fieldset>

        <div class="dim analysis-world" data-testid="analysis-world" title="--level, --profile, --character, --fix, --partner, --drop-dash: set in the Level & movie panel">
          world: {worldWords(wb.loaded())} (Level &amp; movie) · start: frame {wb.frame()} (the cursor)
        </div>
        <Show when={reading().ok}>
          {(() => {
            const r = reading();
            return r.ok ? (
              <div class="analysis-command" data-testid="analysis-command" title="The same search or sweep on the command line (docs/cli.md)">
                <For each={r.commands.slice(0, 1)}>{(c) => <code>{c}</code>}</For>
                <Show when={r.commands.length > 1}><span class="dim"> (and {r.commands.length - 1} more: one per detector)</span></Show>
                <Show when={r.note !== ''}><span class="dim" data-testid="analysis-command-note"> · {r.note}</span></Show>
              </div>
            ) : null;
          })()}
        </Show>

        <div class="row">
          <button type="submit" disabled={an.running()} data-testid="analysis-run">Run from frame {wb.frame()}</button>
          <button type="button" onClick={() => an.cancel()} disabled={!an.running()} data-testid="analysis-cancel" title="Cancel the run (Escape)">Cancel</button>
          <progress max="1" value={progress()} data-testid="analysis-progress" data-running={an.running() ? 'true' : 'false'} />
          <span class="dim" data-testid="analysis-outcome" data-run={an.run()?.id ?? ''}>{an.outcome()}</span>
        </div>
        <div class="dim analysis-counts" data-testid="analysis-states" aria-live="polite"
          data-states={an.progress()?.states ?? ''} data-frames-simulated={an.progress()?.framesSimulated ?? ''}
          data-done={an.progress()?.done ?? ''} data-total={an.progress()?.total ?? ''}
          data-sweep={an.progress()?.sweep === undefined ? '' : JSON.stringify(an.progress()!.sweep)}>
          {progressLine(an.progress())}
        </div>
        <div class="dim analysis-help" id="analysis-help" data-testid="analysis-help" aria-live="polite">{help()}</div>
        <Show when={errors().length > 0 || an.error() !== null}>
          <ul class="error" data-testid="analysis-error" role="alert">
            <For each={errors()}>{(e) => <li data-field={e.field}>{e.message}</li>}</For>
            <Show when={an.error() !== null}><li>{`${an.error()!.code}: ${an.error()!.message}`}</li></Show>
          </ul>
        </Show>
      </form>
      <PlotCanvas class="progress-plot" testId="search-progress-plot" data={() => an.history()} draw={drawSearchProgress} />
      <Show when={an.run()?.kind === 'sweep' && an.run()?.grid != null && wb.level() !== null}>
        <SweepHeatmap level={wb.level()!} grid={an.run()!.grid!} cells={an.cells()} onPick={(x, y) => void an.openCell(x, y)} />
      </Show>
      <ul class="results" data-testid="analysis-results">
        <For each={an.results()}>
          {(r) => {
            const frames = resultFrames(r);
            const at = an.run()?.frame ?? 0;
            return (
              <li data-testid="analysis-result" data-objective={r.objective} data-frames={r.inputs.length} data-found={r.found ? 'true' : 'false'} data-score={r.score}
                data-hit={r.cell === null ? undefined : `${r.objective} ${r.cell.x},${r.cell.y} v${r.cell.speed}`}>
                <span class="swatch" style={{ background: DETECTOR_IDS.includes(r.objective) ? detectorColour(r.objective) : '#888' }} />
                <div>
                  <strong>{r.objective}</strong>{' '}
                  <span class="dim">
                    {r.found ? `met at frame ${at + r.doneFrame} (+${r.doneFrame})` : r.objective === 'maxX' ? `x ${Math.round(r.score)}` : 'not reached'} · <span title={frames.why} data-testid="analysis-result-frames">{frames.text}</span>
                  </span>
                  <Show when={r.cell !== null}><span class="dim"> · from {cellWords(r.cell!)}</span></Show>
                  <div class="dim" data-testid="analysis-result-counts" data-states={r.states} data-frames-simulated={r.framesSimulated ?? ''} data-stop-reason={r.stopReason ?? ''}
                    data-done-frame={r.doneFrame < 0 ? -1 : at + r.doneFrame} data-horizon-frames={r.horizonFrames ?? ''}>
                    {resultCounts(r)}
                  </div>
                  <div class="dim" data-testid="analysis-result-message">{r.message || r.verification} · {summarise(r.inputs)}</div>
                </div>
                <button type="button" onClick={() => void an.saveMovie(r)} data-testid="save-result" title="Save the movie as --out writes it (.spx: the inputs from the start savestate)">.spx</button>
                <button type="button" onClick={() => void an.openAsBranch(r)} disabled={(r.player ?? 1) === 2} data-testid="open-result"
                  title={(r.player ?? 1) === 2 ? 'A branch keeps player 1\'s pad only: save the .spx' : r.found ? 'Save as a branch at the frame the run started from' : 'Save the best attempt as a branch'}>branch</button>
              </li>
            );
          }}
        </For>
      </ul>
    </details>
  );
}

/** An empty field's placeholder: what leaving the option out gives in this mode, shortened. */
function placeholderOf(option: string, mode: AnalysisMode, text: Readonly<Record<AnalysisTextField, string>>): string {
  const d = analysisOption(option).defaults[mode] ?? '';
  if (option === 'x' || option === 'y') return 'A:B:STEP';
  if (option === 'generations') return '∞';
  // The frames budget is the default only while no other budget is given.
  if (option === 'max-frames' && (text['max-states'].trim() !== '' || text['max-seconds'].trim() !== '')) return '';
  if (d === 'none') return '';
  return d.length > 12 ? d.split(' ')[0] : d;
}

/** The level and settings the runs use, in words. */
function worldWords(l: LevelInfo | null): string {
  if (l === null) return 'no level';
  const partner = l.partner === null ? 'none' : `${l.partner.character} (${l.partner.control})`;
  return `level ${l.levelName} · profile ${l.profile} · character ${l.character} · fixes ${l.fixes.length === 0 ? 'none' : l.fixes.join(',')} · partner ${partner} · drop dash ${l.dropDash ? 'on' : 'off'}`;
}

/** The level and settings as `subpixel` options (placeholders for files only this browser holds). */
function worldArgs(l: LevelInfo | null): string[] {
  if (l === null) return [];
  const src = l.levelSource;
  const out: string[] = [];
  if ('builtin' in src) out.push('--level', src.builtin);
  else if ('json' in src) out.push('--level', '<level.json>');
  else if (src.act.act.game === 's2') out.push('--level', `s2:${src.act.act.id}`, '--disasm', '<disasm-s2>', ...(src.act.act.objects ? [] : ['--no-objects']));
  else out.push('--level', `s1:${src.act.act.id}`, '--disasm', '<disasm>', '--rev', String(src.act.act.revision), ...(src.act.act.objects ? [] : ['--no-objects']));
  out.push('--profile', l.profile, '--character', l.character);
  if (l.fixes.length > 0) out.push('--fix', l.fixes.join(','));
  if (l.partner !== null) out.push('--partner', l.partner.character, '--partner-control', l.partner.control);
  if (l.dropDash) out.push('--drop-dash');
  return out;
}

/** "(680, 204) v0", with the fall speed and grounded when the cell has them. */
function cellWords(c: { x: number; y: number; speed: number; air: boolean; ysp?: number }): string {
  return `(${c.x}, ${c.y}) v${c.speed}${(c.ysp ?? 0) !== 0 ? ` fall ${c.ysp}` : ''}${c.air ? '' : ' grounded'}`;
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
