/** One colour per detector id, the same in every analysis plot (d3's Tableau 10, then grey). */
import { scaleOrdinal, schemeTableau10 } from 'd3';
import { DETECTOR_IDS } from '../../../analysis/detectors/index.ts';

const scale = scaleOrdinal<string, string>().domain(DETECTOR_IDS).range([...schemeTableau10, '#c0c0c0', '#ff80c0']);

export function detectorColour(id: string): string {
  return scale(id);
}
