/**
 * Places text labels next to their anchors without two of them overlapping: each label tries
 * a few spots around its anchor (along its line first) and takes the first free one; when all
 * are taken it goes below the lowest label placed there. Pure (boxes in, boxes out) so the
 * rule is tested without a canvas.
 */
export interface LabelRequest {
  /** Where the label belongs (screen px), and which way its line points (unit steps). */
  readonly x: number;
  readonly y: number;
  readonly dx: number;
  readonly dy: number;
  readonly width: number;
  readonly height: number;
}

export interface LabelBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const GAP = 3;

function overlaps(a: LabelBox, b: LabelBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** One box per request, in order, none overlapping another. */
export function placeLabels(requests: readonly LabelRequest[]): LabelBox[] {
  const placed: LabelBox[] = [];
  for (const r of requests) {
    const { x, y, width: w, height: h } = r;
    // Beyond the line's end first, then the sides of the anchor.
    const candidates: [number, number][] = [
      [r.dx > 0 ? x + GAP : r.dx < 0 ? x - GAP - w : x + GAP, r.dy > 0 ? y + GAP : r.dy < 0 ? y - GAP - h : y - h / 2],
      [x + GAP, y - h - GAP],
      [x + GAP, y + GAP],
      [x - GAP - w, y - h - GAP],
      [x - GAP - w, y + GAP],
      [x - w / 2, y + GAP + h],
      [x - w / 2, y - 2 * h - GAP],
    ];
    let box: LabelBox | null = null;
    for (const [cx, cy] of candidates) {
      const b = { x: Math.round(cx), y: Math.round(cy), width: w, height: h };
      if (!placed.some((p) => overlaps(p, b))) {
        box = b;
        break;
      }
    }
    if (box === null) {
      // Everything near is taken: stack under the lowest label that collides.
      let b = { x: Math.round(candidates[0][0]), y: Math.round(candidates[0][1]), width: w, height: h };
      while (placed.some((p) => overlaps(p, b))) b = { ...b, y: b.y + h + 1 };
      box = b;
    }
    placed.push(box);
  }
  return placed;
}
