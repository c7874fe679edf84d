/**
 * A boot route's pads (one per emulator frame from power-on) as an input script (CONTRACTS §3:
 * `count,BUTTONS` runs), the compact form `realgame boot` prints and a movie's meta keeps.
 */
import { inputToLetters } from '../engine/input.ts';

export function bootRouteScript(pads: readonly number[]): string {
  const lines: string[] = [];
  for (let i = 0; i < pads.length; ) {
    let j = i;
    while (j < pads.length && pads[j] === pads[i]) j++;
    const letters = inputToLetters(pads[i]);
    lines.push(letters === '' ? `${j - i}` : `${j - i},${letters}`);
    i = j;
  }
  return lines.join('\n');
}
