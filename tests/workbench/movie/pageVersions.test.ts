import { createRoot, createEffect } from 'solid-js';
import { describe, expect, it } from 'vitest';
import { createPageVersions, PAGE_FRAMES } from '../../../workbench/src/movie/pageVersions.ts';

describe('createPageVersions', () => {
  it('an edit re-runs only the rows of the pages it touched, and "everything after" re-runs all', async () => {
    const runs = { first: 0, second: 0 };
    const dispose = await new Promise<() => void>((done) =>
      createRoot((dispose) => {
        const pages = createPageVersions();
        createEffect(() => {
          pages.track(3);
          runs.first++;
        });
        createEffect(() => {
          pages.track(PAGE_FRAMES + 3);
          runs.second++;
        });
        queueMicrotask(() => {
          pages.dirty(0, 10);
          expect(runs).toEqual({ first: 2, second: 1 });
          pages.dirty(PAGE_FRAMES * 5, Infinity);
          expect(runs).toEqual({ first: 3, second: 2 });
          done(dispose);
        });
      }),
    );
    dispose();
  });
});
