import { describe, expect, it } from 'vitest';
import { DEFAULT_PICTURE_TOGGLES, PICTURE_TOGGLES_KEY, readPictureToggles, writePictureToggles } from '../../../workbench/src/view/viewSettings.ts';

/** A Storage's two calls over a Map (Node has no localStorage). */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { readonly map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
}

describe("the view's picture switches in storage", () => {
  it('default to the picture on, the overlays over it, not dimmed', () => {
    expect(readPictureToggles(memoryStorage())).toEqual({ picture: true, overlays: true, dim: false });
    expect(readPictureToggles(null)).toEqual(DEFAULT_PICTURE_TOGGLES);
  });

  it('come back as written', () => {
    const s = memoryStorage();
    writePictureToggles({ picture: false, overlays: false, dim: true }, s);
    expect(readPictureToggles(s)).toEqual({ picture: false, overlays: false, dim: true });
  });

  it('take the default for anything unreadable, and a failing write is dropped', () => {
    const s = memoryStorage();
    s.map.set(PICTURE_TOGGLES_KEY, '{"picture": "no", "dim": true');
    expect(readPictureToggles(s)).toEqual(DEFAULT_PICTURE_TOGGLES);
    s.map.set(PICTURE_TOGGLES_KEY, '{"picture": "no", "dim": true}');
    expect(readPictureToggles(s)).toEqual({ picture: true, overlays: true, dim: true });
    s.map.set(PICTURE_TOGGLES_KEY, 'null');
    expect(readPictureToggles(s)).toEqual(DEFAULT_PICTURE_TOGGLES);
    expect(() => writePictureToggles(DEFAULT_PICTURE_TOGGLES, { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } })).not.toThrow();
  });
});
