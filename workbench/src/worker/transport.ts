/**
 * Playback, fast-forward, long seeks and recording, run in the engine worker next to the
 * engine and the painter: the page never waits on a round trip per frame. Real-time playback
 * is paced by the worker's animation frames (60 frames of the movie a second at speed 1, the
 * frame due computed from the frame timestamps, so a late tick catches up instead of drifting);
 * fast-forward steps for a time budget each animation frame and paints the last frame. Every
 * frame it arrives at is painted first and then sent to the page (TransportHost.show), so the
 * page's frame counter never shows a frame that is not on the canvas yet.
 *
 * A long seek runs in slices with a paint between them (progress), and gives way to any newer
 * request. Playback stops at the movie's end (except when recording), at a run target, or at a
 * breakpoint: a marker, a detector hit, or a condition on the state (run/condition.ts).
 */
import { parseCondition, type Predicate } from '../run/condition.ts';
import type { EngineSession } from './engineSession.ts';
import type { Breakpoints, EditOutcome, FrameView, SeekProgress, TransportState } from './protocol.ts';

/** Frames per second of the movie at speed 1 (the consoles' 60 Hz). */
export const MOVIE_FPS = 60;
/** Time a fast-forward tick or a seek slice may step before it paints, ms. */
const STEP_BUDGET_MS = 10;
/** Frames stepped between clock reads while fast-forwarding. */
const CHUNK = 1024;

export interface TransportHost {
  readonly session: EngineSession;
  /** Paint `view` and send it to the page; `seeking` while a long seek is under way. */
  readonly show: (view: FrameView, seeking: SeekProgress | null) => void;
  /** Recording changed the movie: send the outcome to the page (and journal it). */
  readonly edited: (outcome: EditOutcome) => void;
  readonly changed: (state: TransportState) => void;
}

/** When work runs: animation frames for playback, a prompt yield between seek slices. */
export interface TransportClock {
  readonly now: () => number;
  readonly nextFrame: (tick: (t: number) => void) => void;
  readonly yieldNow: () => Promise<void>;
}

function browserClock(): TransportClock {
  const raf = (globalThis as { requestAnimationFrame?: (cb: (t: number) => void) => number }).requestAnimationFrame;
  const channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
  const waiting: (() => void)[] = [];
  if (channel !== null) channel.port1.onmessage = () => waiting.shift()?.();
  return {
    now: () => performance.now(),
    nextFrame: (tick) => (raf !== undefined ? void raf(tick) : void setTimeout(() => tick(performance.now()), 1000 / MOVIE_FPS)),
    // A message round trip, not setTimeout(0): nested timeouts are clamped to 4 ms.
    yieldNow: () =>
      new Promise<void>((resume) => {
        if (channel === null) return void setTimeout(resume, 0);
        waiting.push(resume);
        channel.port2.postMessage(0);
      }),
  };
}

interface Playing {
  readonly speed: number;
  readonly toFrame: number | null;
  readonly startFrame: number;
  /** Animation-frame time the pacing counts from, and frames stepped since. */
  clockStart: number | null;
  done: number;
}

export class Transport {
  private playing: Playing | null = null;
  private speed = 1;
  private recording = false;
  private pad = 0;
  private stopped = '';
  private breaks: Breakpoints = { markers: false, hits: false, condition: '' };
  private condition: Predicate | null = null;
  /** Bumped by every request: a slice or tick of an older one stops. */
  private generation = 0;
  private readonly clock: TransportClock;

  constructor(private readonly host: TransportHost, clock?: TransportClock) {
    this.clock = clock ?? browserClock();
  }

  state(): TransportState {
    return { playing: this.playing !== null, speed: this.playing?.speed ?? this.speed, recording: this.recording, stopped: this.stopped, breakpoints: this.breaks };
  }

  /** Sets the breakpoints; a condition that does not parse is refused with the reason. */
  setBreakpoints(b: Breakpoints): string | null {
    let test: Predicate | null = null;
    if (b.condition.trim() !== '') {
      const parsed = parseCondition(b.condition);
      if (!parsed.ok) return parsed.error;
      test = parsed.test;
    }
    this.breaks = { ...b };
    this.condition = test;
    this.host.changed(this.state());
    return null;
  }

  setRecording(on: boolean): void {
    this.recording = on;
    this.host.changed(this.state());
  }

  /** The controller held now (record mode writes it into each frame played). */
  setPad(bits: number): void {
    this.pad = bits & 0xff;
  }

  setSpeed(speed: number): void {
    this.speed = speed;
    if (this.playing !== null) this.play(speed, this.playing.toFrame);
    else this.host.changed(this.state());
  }

  /** Plays (speed 1 = 60 frames/s, 0 = as fast as possible) until paused, the end, `toFrame` or a breakpoint. */
  play(speed = this.speed, toFrame: number | null = null): void {
    const gen = ++this.generation;
    this.speed = speed;
    this.stopped = '';
    this.playing = { speed, toFrame, startFrame: this.host.session.cursor, clockStart: null, done: 0 };
    this.host.changed(this.state());
    this.clock.nextFrame((t) => this.tick(gen, t));
  }

  /**
   * Play / pause decided here, on the worker's own state: the page's copy of `playing` is the
   * worker's echo, a round trip behind, so two presses inside one (Space held down, a double
   * click) both read "paused" there and both played. In order here, the second one pauses.
   */
  togglePlay(): void {
    if (this.playing !== null) this.pause();
    else this.play();
  }

  pause(reason = ''): void {
    this.generation++;
    if (this.playing === null) return;
    this.playing = null;
    this.stopped = reason;
    this.host.changed(this.state());
  }

  /**
   * Goes to `frame`: at once when it is near, else in slices with a painted frame (and the
   * progress) after each. Resolves with the frame reached, or null when a newer request took over.
   */
  async seek(frame: number): Promise<number | null> {
    this.pause();
    const gen = ++this.generation;
    const s = this.host.session;
    const from = s.cursor;
    for (;;) {
      const t0 = this.clock.now();
      let at = s.cursor;
      do {
        const r = s.seekToward(frame, 4096);
        if (!r.ok) return null;
        at = r.value;
      } while (at !== frame && this.clock.now() - t0 < STEP_BUDGET_MS);
      const view = s.currentView();
      if (view !== null) this.host.show(view, at === frame ? null : { target: frame, from });
      if (at === frame) return frame;
      await this.clock.yieldNow();
      if (gen !== this.generation) return null;
    }
  }

  /** One recorded (or played) frame from the page's F key: stops playback first. */
  frameAdvance(input: number | null): boolean {
    this.pause();
    this.generation++;
    const s = this.host.session;
    const r = s.advanceQuiet(input);
    if (!r.ok) return false;
    const edit = s.flush(r.value);
    if (edit !== null) this.host.edited(edit);
    const view = s.currentView();
    if (view !== null) this.host.show(view, null);
    return true;
  }

  private tick(gen: number, t: number): void {
    const p = this.playing;
    if (p === null || gen !== this.generation) return;
    const s = this.host.session;
    let due: number;
    if (p.speed === 0) due = Infinity;
    else {
      if (p.clockStart === null) {
        // The first tick steps one frame at once.
        p.clockStart = t - 1000 / (MOVIE_FPS * p.speed);
        p.done = 0;
      }
      due = Math.floor(((t - p.clockStart) * MOVIE_FPS * p.speed) / 1000 + 0.5) - p.done;
      // A late tick catches up (the movie keeps real time); after a real stall (a hidden tab,
      // a long seek) counting starts again rather than bursting through seconds of movie.
      const most = Math.max(10, Math.ceil(10 * p.speed));
      if (due > most) {
        p.clockStart = t - 1000 / (MOVIE_FPS * p.speed);
        p.done = 0;
        due = 1;
      }
    }
    const deadline = this.clock.now() + STEP_BUDGET_MS;
    let stepped = 0;
    let firstEdit = -1;
    let stop = '';
    const perFrame = this.recording || this.condition !== null || due < CHUNK;
    while (stepped < due && stop === '') {
      if (!this.recording && s.cursor >= s.length) {
        stop = 'end of the movie';
        break;
      }
      const before = s.cursor;
      if (perFrame) {
        const r = this.recording ? s.advanceQuiet(this.pad) : s.seekToward(before + 1, 1);
        if (!r.ok) {
          stop = r.error.message;
          break;
        }
        if (this.recording && (r.value as number) >= 0 && firstEdit < 0) firstEdit = r.value as number;
        stepped++;
        stop = this.breakAt(s.cursor, p);
      } else {
        // Fast path: whole chunks up to the next place that must stop (a marker, the target).
        const limit = Math.min(before + Math.min(CHUNK, due - stepped), this.limitAfter(before, p));
        const r = s.seekToward(limit, CHUNK);
        if (!r.ok) {
          stop = r.error.message;
          break;
        }
        stepped += r.value - before;
        stop = this.hitBetween(before, r.value);
        if (stop === '') stop = this.breakAt(r.value, p);
      }
      if ((stepped & (CHUNK - 1)) === 0 && this.clock.now() > deadline) break;
      if (p.speed === 0 && this.clock.now() > deadline) break;
    }
    p.done += stepped;
    if (this.recording) {
      const edit = s.flush(firstEdit);
      if (edit !== null) this.host.edited(edit);
    }
    if (stepped > 0 || stop !== '') {
      const view = s.currentView();
      if (view !== null) this.host.show(view, null);
    }
    if (stop !== '') {
      this.pause(stop);
      return;
    }
    this.clock.nextFrame((next) => this.tick(gen, next));
  }

  /** The nearest frame after `from` where playback must look (the target, a marker), else Infinity. */
  private limitAfter(from: number, p: Playing): number {
    let limit = p.toFrame !== null && p.toFrame > from ? p.toFrame : Infinity;
    if (!this.recording) limit = Math.min(limit, Math.max(from, this.host.session.length));
    if (this.breaks.markers) {
      for (const m of this.host.session.markers()) {
        if (m.frame > from) {
          limit = Math.min(limit, m.frame);
          break;
        }
      }
    }
    return limit;
  }

  /**
   * After a chunk from `from` to `to`: the first detector hit in between, if breaking on hits.
   * The hit frames are known, so playback goes back to the first one and stops there.
   */
  private hitBetween(from: number, to: number): string {
    if (!this.breaks.hits) return '';
    const s = this.host.session;
    for (let f = from; f < to; f++) {
      const ids = s.hitsOn(f);
      if (ids.length === 0) continue;
      if (f + 1 !== to) s.seekToward(f + 1, Infinity);
      return `${ids.join(', ')} on frame ${f}`;
    }
    return '';
  }

  /** Why playback must stop now that it is at `frame` (after at least one step), or ''. */
  private breakAt(frame: number, p: Playing): string {
    const s = this.host.session;
    if (p.toFrame !== null && frame >= p.toFrame) return `reached frame ${p.toFrame}`;
    if (this.breaks.markers && frame !== p.startFrame) {
      const m = s.markers().find((x) => x.frame === frame);
      if (m !== undefined) return `marker "${m.text}" at ${frame}`;
    }
    if (this.breaks.hits && frame > 0) {
      const ids = s.hitsOn(frame - 1);
      if (ids.length > 0) return `${ids.join(', ')} on frame ${frame - 1}`;
    }
    if (this.condition !== null) {
      const state = s.state();
      if (state !== null && this.condition(state)) return `${this.breaks.condition.trim()} at frame ${frame}`;
    }
    return '';
  }
}
