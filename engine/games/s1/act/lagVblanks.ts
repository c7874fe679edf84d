/**
 * Lag frames, as the hardware took them: a frame whose logic overran the video frame lets
 * VBlanks pass that read no pad (the real game's lag frames), and every one of them counts in
 * v_vbla_count (VBla_Exit), which scattered rings, Basaran, Burrobot and the bosses read. The
 * engine cannot know when the 68000 overruns (that is its cycle count), so its counter runs
 * behind the game's by the lag frames so far; whoever knows them (a run on the real game:
 * realgame/compareFrames.ts) tells the world after the frame that lagged.
 */
import { G_VBLANK } from '../objects/s1State.ts';
import type { World } from '../../../world/world.ts';

/** `lag` VBlanks passed after the frame just stepped (real acts; a hand-made level keeps no counter). */
export function addLagVblanks(w: World, lag: number): void {
  if (w.act === null || lag <= 0) return;
  w.state[G_VBLANK] = (w.state[G_VBLANK] + lag) | 0;
}
