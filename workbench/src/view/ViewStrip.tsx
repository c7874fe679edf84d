/**
 * Above the level view: what its colours mean (the legend) and what it draws (overlay
 * switches). The solidity swatches come from the painter's own colour table, so the legend
 * cannot disagree with the picture.
 */
import { For } from 'solid-js';
import { SOLID_ALL, SOLID_LRB, SOLID_TOP, type Rgb } from './solidityColors.ts';
import { PLAYER_COLOURS } from './drawPlayer.ts';
import { SENSOR_COLOURS } from './drawSensors.ts';

export interface ViewToggles {
  readonly follow: boolean;
  readonly solid: boolean;
  readonly touch: boolean;
  readonly inputs: boolean;
}

const rgb = (c: Rgb): string => `rgb(${c[0]}, ${c[1]}, ${c[2]})`;

const LEGEND: readonly { readonly colour: string; readonly what: string; readonly testId: string }[] = [
  { colour: rgb(SOLID_ALL), what: 'solid', testId: 'legend-solid-all' },
  { colour: rgb(SOLID_TOP), what: 'top only', testId: 'legend-solid-top' },
  { colour: rgb(SOLID_LRB), what: 'sides+bottom', testId: 'legend-solid-lrb' },
  { colour: PLAYER_COLOURS.ground, what: 'player (ground)', testId: 'legend-ground' },
  { colour: PLAYER_COLOURS.air, what: 'air', testId: 'legend-air' },
  { colour: SENSOR_COLOURS.A, what: 'floor sensors A/B', testId: 'legend-sensor-floor' },
  { colour: SENSOR_COLOURS.E, what: 'push E/F', testId: 'legend-sensor-push' },
  { colour: '#ff3030', what: 'inside terrain', testId: 'legend-inside' },
];

export function ViewStrip(props: { readonly toggles: ViewToggles; readonly onChange: (t: ViewToggles) => void }) {
  const set = (key: keyof ViewToggles, on: boolean): void => props.onChange({ ...props.toggles, [key]: on });
  return (
    <div class="view-strip">
      <ul class="legend" data-testid="view-legend" aria-label="Level view colours">
        <For each={LEGEND}>
          {(l) => (
            <li data-testid={l.testId} data-colour={l.colour}>
              <span class="swatch" style={{ background: l.colour }} />
              {l.what}
            </li>
          )}
        </For>
      </ul>
      <span class="toggles">
        <label><input type="checkbox" checked={props.toggles.solid} onChange={(e) => set('solid', e.currentTarget.checked)} data-testid="overlay-solid" /> solid boxes</label>
        <label><input type="checkbox" checked={props.toggles.touch} onChange={(e) => set('touch', e.currentTarget.checked)} data-testid="overlay-touch" /> hitboxes</label>
        <label><input type="checkbox" checked={props.toggles.inputs} onChange={(e) => set('inputs', e.currentTarget.checked)} data-testid="overlay-inputs" /> inputs</label>
        <label title="Keep the player centred (L)"><input type="checkbox" checked={props.toggles.follow} onChange={(e) => set('follow', e.currentTarget.checked)} data-testid="follow" /> follow</label>
      </span>
    </div>
  );
}
