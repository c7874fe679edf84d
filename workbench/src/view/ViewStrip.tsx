/**
 * Above the level view: what its colours mean (the legend) and what it draws (overlay
 * switches). The solidity swatches come from the painter's own colour table, so the legend
 * cannot disagree with the picture.
 */
import { For, Show } from 'solid-js';
import type { PictureToggles } from './viewSettings.ts';
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

export interface ViewStripProps {
  readonly toggles: ViewToggles;
  readonly onChange: (t: ViewToggles) => void;
  /** The act's picture switches; they apply where the level has a picture (`hasPicture`). */
  readonly picture?: PictureToggles;
  readonly onPictureChange?: (t: PictureToggles) => void;
  readonly hasPicture?: boolean;
}

export function ViewStrip(props: ViewStripProps) {
  const set = (key: keyof ViewToggles, on: boolean): void => props.onChange({ ...props.toggles, [key]: on });
  const setPicture = (key: keyof PictureToggles, on: boolean): void => {
    if (props.picture !== undefined) props.onPictureChange?.({ ...props.picture, [key]: on });
  };
  const noPicture = (): boolean => props.hasPicture !== true;
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
        <Show when={props.picture !== undefined}>
          <label title="The act's picture from your disassembly, under the overlays"><input type="checkbox" checked={props.picture!.picture} disabled={noPicture()} onChange={(e) => setPicture('picture', e.currentTarget.checked)} data-testid="picture-on" /> picture</label>
          <label title="The collision, boxes, sensors and path over the picture"><input type="checkbox" checked={props.picture!.overlays} disabled={noPicture() || !props.picture!.picture} onChange={(e) => setPicture('overlays', e.currentTarget.checked)} data-testid="picture-overlays" /> overlays</label>
          <label title="The picture dimmed, so the overlays stand out"><input type="checkbox" checked={props.picture!.dim} disabled={noPicture() || !props.picture!.picture} onChange={(e) => setPicture('dim', e.currentTarget.checked)} data-testid="picture-dim" /> dim</label>
        </Show>
        <label><input type="checkbox" checked={props.toggles.solid} onChange={(e) => set('solid', e.currentTarget.checked)} data-testid="overlay-solid" /> solid boxes</label>
        <label><input type="checkbox" checked={props.toggles.touch} onChange={(e) => set('touch', e.currentTarget.checked)} data-testid="overlay-touch" /> hitboxes</label>
        <label><input type="checkbox" checked={props.toggles.inputs} onChange={(e) => set('inputs', e.currentTarget.checked)} data-testid="overlay-inputs" /> inputs</label>
        <label title="Keep the player centred (L)"><input type="checkbox" checked={props.toggles.follow} onChange={(e) => set('follow', e.currentTarget.checked)} data-testid="follow" /> follow</label>
      </span>
    </div>
  );
}
