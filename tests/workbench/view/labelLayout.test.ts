import { describe, expect, it } from 'vitest';
import { placeLabels, type LabelBox } from '../../../workbench/src/view/labelLayout.ts';

const overlap = (a: LabelBox, b: LabelBox): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('placeLabels', () => {
  it('a lone label goes just past the end of its line', () => {
    expect(placeLabels([{ x: 100, y: 50, dx: 0, dy: 1, width: 30, height: 13 }])).toEqual([{ x: 103, y: 53, width: 30, height: 13 }]);
  });

  it('eight labels at one point never overlap', () => {
    const boxes = placeLabels(Array.from({ length: 8 }, () => ({ x: 100, y: 100, dx: 0, dy: 1, width: 40, height: 13 })));
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlap(boxes[i], boxes[j]), `${i} and ${j}`).toBe(false);
  });
});
