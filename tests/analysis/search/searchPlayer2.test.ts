/**
 * Searches that drive player 2 (RunnerSpec.player = 2): the alphabet goes on the second pad, the
 * objectives judge the partner, a start movie's second pad is replayed, and the found movie puts
 * the search's inputs on the second pad's track.
 *
 * The level is the search tests' flat floor (start x 100): Sonic rests at (100, 204); Tails
 * starts 32 px to the left, at x 68, and lands at y 208. A human partner stands where it landed;
 * the CPU Tails walks to Sonic (x 101 after 60 frames) unless the second pad takes it over.
 */
import { describe, expect, it } from 'vitest';
import { BTN_A, BTN_LEFT, BTN_RIGHT, P2_SHIFT } from '../../../engine/input.ts';
import { P_X, P_Y } from '../../../engine/state/layout.ts';
import { createWorld, type WorldOptions } from '../../../engine/world/world.ts';
import { Runner, type Objective, type SearchProblem } from '../../../analysis/search/problem.ts';
import { runSearch } from '../../../analysis/search/runSearch.ts';
import { replayGlitchMovie, resultToGlitchMovie } from '../../../analysis/search/glitchMovie.ts';
import { NO_PLAYER_2, choiceWords, padTracks, playerWords } from '../../../analysis/search/searchPlayer.ts';
import { inputWords } from '../../../movies/model/inputWords.ts';
import { ALPHABET, flatLevel } from './searchFixtures.ts';

const HUMAN: WorldOptions = { profile: 's2', partner: { character: 'tails', control: 'human' } };
const CPU: WorldOptions = { profile: 's2', partner: { character: 'tails', control: 'cpu' } };

function problem(world: WorldOptions, objective: Objective, extra: Partial<SearchProblem> = {}): SearchProblem {
  return { level: flatLevel, world, alphabet: ALPHABET, granularity: 6, horizon: 8, objective, prefix: new Uint8Array(0), savestate: null, player: 2, ...extra };
}

const control = { seed: 1, budget: { frames: 400_000 } };

describe('the second pad and the partner block', () => {
  it('puts the alphabet on the second pad for player 2, on the first for player 1', () => {
    expect(Array.from(choiceWords([0, BTN_RIGHT, BTN_RIGHT | BTN_A], 2))).toEqual([0, BTN_RIGHT << P2_SHIFT, (BTN_RIGHT | BTN_A) << P2_SHIFT]);
    expect(Array.from(choiceWords([0, BTN_RIGHT, BTN_RIGHT | BTN_A], 1))).toEqual([0, BTN_RIGHT, BTN_RIGHT | BTN_A]);
  });

  it('splits the prefix words into both tracks and puts the found bytes on the driven pad', () => {
    const prefix = Uint16Array.of(BTN_RIGHT | (BTN_LEFT << P2_SHIFT), BTN_RIGHT);
    const p2 = padTracks(prefix, Uint8Array.of(BTN_A, 0), 2);
    expect(Array.from(p2.inputs)).toEqual([BTN_RIGHT, BTN_RIGHT, 0, 0]);
    expect(Array.from(p2.inputs2!)).toEqual([BTN_LEFT, 0, BTN_A, 0]);
    const p1 = padTracks(prefix, Uint8Array.of(BTN_A, 0), 1);
    expect(Array.from(p1.inputs)).toEqual([BTN_RIGHT, BTN_RIGHT, BTN_A, 0]);
    expect(Array.from(p1.inputs2!)).toEqual([BTN_LEFT, 0, 0, 0]);
    // A second pad that presses nothing is no track.
    expect(padTracks(Uint8Array.of(BTN_RIGHT), Uint8Array.of(BTN_A), 1).inputs2).toBeUndefined();
  });

  it('reads player 2 from the partner block of the same buffer', () => {
    const w = createWorld(flatLevel, HUMAN);
    const p2 = playerWords(w, 2);
    expect(p2.buffer).toBe(w.state.buffer);
    expect([p2[P_X] >> 8, p2[P_Y] >> 8]).toEqual([68, 194]);
    expect(playerWords(w, 1)).toBe(w.state);
  });

  it('refuses player 2 without a partner, with the reason', async () => {
    const lone = problem({ profile: 's2' }, { kind: 'maxX' });
    expect(() => new Runner(lone)).toThrow(NO_PLAYER_2);
    await expect(runSearch(lone, { kind: 'bfs' }, control)).rejects.toThrow(NO_PLAYER_2);
  });
});

describe('searching player 2', () => {
  it('steers a human partner to a point Sonic never goes near, and only the second pad presses', async () => {
    const p = problem(HUMAN, { kind: 'reach', x: 40, y: 208, radius: 4 });
    const { result, movie, verification } = await runSearch(p, { kind: 'beam', width: 8 }, control);
    expect(result.found).toBe(true);
    expect(verification.ok).toBe(true);
    expect(movie).not.toBeNull();
    const m = movie!.movie;
    expect(m.inputs.every((b) => b === 0)).toBe(true);
    expect(m.inputs2?.some((b) => (b & BTN_LEFT) !== 0)).toBe(true);
    expect(m.meta.partner).toEqual({ character: 'tails', control: 'human' });
    // The movie's replay: Tails is within 4 px of (40, 208) on the done frame; Sonic never moved.
    const replay = replayGlitchMovie(flatLevel, HUMAN, movie!);
    if (!replay.ok) throw new Error(replay.error.message);
    const w = replay.value.world;
    const p2 = playerWords(w, 2);
    expect(m.inputs.length).toBe(result.doneFrame + 1);
    expect(Math.abs((p2[P_X] >> 8) - 40)).toBeLessThanOrEqual(4);
    expect(p2[P_Y] >> 8).toBe(208);
    expect([w.state[P_X] >> 8, w.state[P_Y] >> 8]).toEqual([100, 204]);
    expect(result.message).toBe(`reached (${p2[P_X] >> 8}, 208)`);
  });

  it('takes the CPU Tails over through its pad (TailsCPU_Control yields to a press), which following never reaches', async () => {
    // Left of Tails' start: the CPU walks it right, to Sonic.
    const goal: Objective = { kind: 'reach', x: 56, y: 208, radius: 2 };
    const { result, verification } = await runSearch(problem(CPU, goal), { kind: 'beam', width: 8 }, control);
    expect(result.found).toBe(true);
    expect(verification.ok).toBe(true);
    // Without presses the CPU Tails goes to Sonic: 101 after 60 frames.
    const w = createWorld(flatLevel, CPU);
    for (let f = 0; f < 60; f++) w.step(0);
    expect(playerWords(w, 2)[P_X] >> 8).toBe(101);
  });

  it('scores maxX on player 2: the score is the partner\'s x, verified by the replay', async () => {
    const { result, movie, verification } = await runSearch(problem(HUMAN, { kind: 'maxX' }, { horizon: 4 }), { kind: 'bfs' }, { seed: 1, budget: { frames: 20_000 } });
    expect(verification.ok).toBe(true);
    const replay = replayGlitchMovie(flatLevel, HUMAN, movie!);
    if (!replay.ok) throw new Error(replay.error.message);
    expect(playerWords(replay.value.world, 2)[P_X]).toBe(result.score);
    // Running right from x 68 for 24 frames passes Sonic's 100: player 1 did not move.
    expect(result.score >> 8).toBeGreaterThan(68);
    expect(replay.value.world.state[P_X] >> 8).toBe(100);
  });

  it('says how close a missed goal came by player 2\'s position', async () => {
    // Below the floor: Tails' closest is where he stands, 92 px above the goal (Sonic's would be 101 px).
    const p = problem(HUMAN, { kind: 'reach', x: 68, y: 300, radius: 1 }, { alphabet: [0], horizon: 3 });
    const { result, best } = await runSearch(p, { kind: 'bfs' }, control);
    expect(result.found).toBe(false);
    expect(best).not.toBeNull();
    expect(result.message).toMatch(/^not reached; closest 92 px at frame \d+ \(at 68, 208; the goal is 68, 300 ± 1\)$/);
  });
});

describe('a start movie with a second pad', () => {
  // 40 frames: Sonic holds Right, the human Tails holds Left.
  const prefix = new Uint16Array(40).fill(BTN_RIGHT | (BTN_LEFT << P2_SHIFT));

  it('replays both pads before the search starts', () => {
    const start = new Runner(problem(HUMAN, { kind: 'maxX' })).startSnapshot(problem(HUMAN, { kind: 'maxX' }, { prefix }));
    const both = createWorld(flatLevel, HUMAN);
    for (const word of prefix) both.step(word);
    expect(Array.from(start)).toEqual(Array.from(both.snapshot()));
    // Player 1's pad alone leaves Tails where it landed: another state.
    const alone = createWorld(flatLevel, HUMAN);
    for (const word of prefix) alone.step(word & 0xff);
    expect(playerWords(alone, 2)[P_X] >> 8).toBe(68);
    expect(playerWords(both, 2)[P_X] >> 8).toBeLessThan(68);
  });

  it('keeps the second pad in the found movie, whose words replay the search\'s start', async () => {
    const p = problem(HUMAN, { kind: 'maxX' }, { prefix, player: 1, horizon: 2 });
    const { result, movie } = await runSearch(p, { kind: 'bfs' }, { seed: 1, budget: { frames: 10_000 } });
    expect(movie).not.toBeNull();
    const words = inputWords(movie!.movie);
    expect(Array.from(words.subarray(0, 40))).toEqual(Array.from(prefix));
    expect(words.length).toBe(40 + result.inputs.length);
    const again = resultToGlitchMovie(p, result, '');
    expect(Array.from(again.movie.inputs2!.subarray(0, 40))).toEqual(new Array(40).fill(BTN_LEFT));
  });
});
