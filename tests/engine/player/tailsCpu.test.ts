import { describe, expect, it } from 'vitest';
import { BTN_A, BTN_DOWN, BTN_LEFT, BTN_RIGHT } from '../../../engine/input.ts';
import { loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import {
  CPU_FLYING, CPU_NORMAL, CPU_PANIC, CPU_PARKED_X, CPU_SPAWNING,
} from '../../../engine/player/tailsCpu.ts';
import { EV_JUMP } from '../../../engine/state/events.ts';
import {
  ANIM_FLY, C_HIST_INDEX, CPU_CONTROL_COUNTER, CPU_INPUT, CPU_JUMPING, CPU_ON_SCREEN, CPU_RESPAWN_COUNTER, CPU_ROUTINE, CPU_TARGET_X,
  CPU_TARGET_Y, HIST_BASE, P_ANIM, P_CTRL_LOCK, P_EVENTS, P_FRAME, P_GSP, P_RINGS, P_STATUS, P_X, P_XSP, P_Y, P_YSP, ST_AIR, ST_DEAD,
  ST_FACING_LEFT, ST_HURT, ST_NO_TOUCH, ST_OBJ_CONTROL,
} from '../../../engine/state/layout.ts';
import { kill } from '../../../engine/player/death.ts';
import { createWorld, type World } from '../../../engine/world/world.ts';
import { makeLevel } from '../support/testLevel.ts';

const R = BTN_RIGHT;
const both = (b: number): number => b | (b << 8);

function partnerWorld(level = loadBuiltinLevel('flat')): World {
  return createWorld(level, { profile: 's2', partner: { character: 'tails', control: 'cpu' } });
}

/** Steps `n` frames with player 1's buttons `p1` and the second pad's `p2`. */
function run(w: World, n: number, p1 = 0, p2 = 0): void {
  for (let i = 0; i < n; i++) w.step(p1 | (p2 << 8));
}

/** Both players standing still: player 1 at x 64, the partner at x 65 (it walks up and overshoots by its pulls). */
function settled(): World {
  const w = partnerWorld();
  run(w, 200);
  const p = w.p2!.s;
  expect([w.state[P_X] >> 8, p[P_X] >> 8, p[P_GSP], p[CPU_ROUTINE]]).toEqual([64, 65, 0, CPU_NORMAL]);
  return w;
}

/** Player 1's record entry `back` entries before its latest. */
function recordAt(w: World, back: number): number {
  return (w.state[C_HIST_INDEX] - 1 - back) & 63;
}

describe('TailsCPU_Control: following player 1 16 frames late', () => {
  it('the partner starts 32 px left of and 4 px below player 1, and the CPU starts in Init (then Normal)', () => {
    const w = partnerWorld();
    const p = w.p2!.s;
    expect([p[P_X] >> 8, p[P_Y] >> 8]).toEqual([32, 200]);
    run(w, 1);
    expect(p[CPU_ROUTINE]).toBe(CPU_NORMAL);
  });

  it('within 16 px across it runs with player 1\'s buttons (held and pressed) from 16 frames before', () => {
    const w = settled();
    const p = w.p2!.s;
    run(w, 1, R); // frame F: player 1 taps Right
    run(w, 15);
    expect(p[CPU_INPUT]).toBe(0); // frame F + 15
    run(w, 1);
    expect(p[CPU_INPUT]).toBe(both(R)); // frame F + 16
    run(w, 1);
    expect(p[CPU_INPUT]).toBe(0);
  });

  it('a jump of player 1 is a jump of the partner 16 frames later', () => {
    const w = settled();
    const p = w.p2!.s;
    run(w, 1, BTN_A);
    run(w, 15, BTN_A);
    expect(p[P_STATUS] & ST_AIR).toBe(0);
    run(w, 1, BTN_A);
    expect(p[P_EVENTS] & EV_JUMP).toBe(EV_JUMP);
    expect(p[CPU_INPUT]).toBe(both(BTN_A));
  });

  it('16 px or more away it holds and presses the direction itself, and walking towards the target steps x by 1 px', () => {
    const w = settled();
    const p = w.p2!.s;
    p[P_X] = 40 << 8; // 24 px left of player 1's recorded x (64)
    run(w, 1);
    expect(p[CPU_INPUT]).toBe(both(R));
    expect(p[P_GSP]).toBe(0xc); // ground speed 0 when the CPU looked: no pull this frame
    const x = p[P_X];
    run(w, 1); // moving right, facing right: x + 1 px, then the move itself (xsp = 0x18)
    expect(p[P_X] - x).toBe(0x100 + 0x18);
  });

  it('it jumps on its own every 64th frame when the target is 32 px or more above', () => {
    const w = settled();
    const p = w.p2!.s;
    const g = w.state;
    g[P_FRAME] = 0x3ff; // frames 0x3FF, 0x400 (a multiple of 64)
    const aim = (): void => {
      g[HIST_BASE + 2 * recordAt(w, 15) + 1] = (p[P_Y] >> 8) - 32; // next frame's target: 32 px above
    };
    aim();
    run(w, 1);
    expect(p[CPU_JUMPING]).toBe(0);
    aim();
    run(w, 1);
    expect(p[CPU_JUMPING]).toBe(1);
    expect(p[P_EVENTS] & EV_JUMP).toBe(EV_JUMP);
    expect(p[CPU_INPUT]).toBe(both(BTN_A | 0x20 | 0x40));
    run(w, 1); // airborne: A/B/C stay held (not pressed)
    expect(p[CPU_INPUT] & 0x70).toBe(0x70);
    expect((p[CPU_INPUT] >> 8) & 0x70).toBe(0);
  });

  it('31 px above is not enough for its own jump', () => {
    const w = settled();
    const p = w.p2!.s;
    w.state[P_FRAME] = 0x400;
    w.state[HIST_BASE + 2 * recordAt(w, 15) + 1] = (p[P_Y] >> 8) - 31;
    run(w, 1);
    expect(p[CPU_JUMPING]).toBe(0);
  });
});

describe('TailsCPU_Panic: stuck on a slope', () => {
  it('a control lock at ground speed 0 starts the panic state; it then faces player 1, ducks, spindashes and releases on the 128th frame', () => {
    const w = settled();
    const p = w.p2!.s;
    p[P_X] = 100 << 8; // right of player 1
    p[P_CTRL_LOCK] = 2;
    w.state[P_FRAME] = 0x1f0;
    run(w, 1); // frame 0x1F0: lock 2 -> Panic (this frame still follows)
    expect(p[CPU_ROUTINE]).toBe(CPU_PANIC);
    run(w, 1); // 0x1F1: the lock (1) keeps the pad's buttons (none)
    expect(p[CPU_INPUT]).toBe(0);
    run(w, 1); // 0x1F2: lock 0: faces player 1 (left) and holds Down
    expect(p[CPU_INPUT]).toBe(both(BTN_DOWN));
    expect(p[P_STATUS] & ST_FACING_LEFT).toBe(ST_FACING_LEFT);
    run(w, 1); // ducking now: Down + A/B/C, the spindash starts
    expect(p[CPU_INPUT]).toBe(both(BTN_DOWN | 0x70));
    for (let f = w.state[P_FRAME]; (f & 0x7f) !== 0; f++) run(w, 1);
    run(w, 1); // frame 0x200: everything released, back to following
    expect(p[CPU_INPUT]).toBe(0);
    expect(p[CPU_ROUTINE]).toBe(CPU_NORMAL);
  });
});

describe('the second pad', () => {
  it('any direction or jump button gives it control for 600 frames from the last touch; then the CPU follows again', () => {
    const w = settled();
    const p = w.p2!.s;
    run(w, 1, 0, BTN_LEFT);
    expect(p[CPU_INPUT]).toBe(both(BTN_LEFT));
    expect(p[CPU_CONTROL_COUNTER]).toBe(599);
    run(w, 29, 0, BTN_LEFT); // walking away left: held, pressed only on the first frame
    expect(p[CPU_INPUT]).toBe(BTN_LEFT);
    expect(p[CPU_CONTROL_COUNTER]).toBe(599);
    run(w, 598);
    expect(p[CPU_CONTROL_COUNTER]).toBe(1);
    run(w, 1);
    expect(p[CPU_CONTROL_COUNTER]).toBe(0);
    expect(p[CPU_INPUT]).toBe(0);
    // Control is back with the CPU: far left of player 1's target, it walks back on its own.
    expect(w.state[P_X] - p[P_X]).toBeGreaterThan(16 << 8);
    run(w, 1);
    expect(p[CPU_INPUT]).toBe(both(BTN_RIGHT));
  });
});

describe('despawning, respawning and flying back in', () => {
  /** A wall column at x 512..527 the partner cannot pass. */
  function walled() {
    const rows: string[] = [];
    for (let r = 0; r < 16; r++) rows.push(r >= 14 ? '#'.repeat(128) : '#' + '.'.repeat(31) + '#' + '.'.repeat(94) + '#');
    return makeLevel({ rows, start: { x: 64, y: 196 }, profile: 's2' });
  }

  it('300 frames off screen despawn it; on the next 64th frame it respawns 192 px above player 1 and flies down 1 px a frame; it lands 193 frames later', () => {
    const w = partnerWorld(walled());
    run(w, 200);
    const p = w.p2!.s;
    p[P_X] = 900 << 8; // behind the wall, off screen
    const n = w.frame;
    run(w, 1);
    expect(p[CPU_ON_SCREEN]).toBe(0);
    run(w, 299); // frames n + 1 .. n + 299: the counter counts from the frame after it left the screen
    expect(p[CPU_RESPAWN_COUNTER]).toBe(299);
    expect(p[CPU_ROUTINE]).toBe(CPU_NORMAL);
    run(w, 1); // frame n + 300
    expect(p[CPU_ROUTINE]).toBe(CPU_SPAWNING);
    expect([p[P_X] >> 8, p[P_Y] >> 8]).toEqual([CPU_PARKED_X, 0]);
    expect(p[P_STATUS] & (ST_AIR | ST_OBJ_CONTROL | ST_NO_TOUCH)).toBe(ST_AIR | ST_OBJ_CONTROL | ST_NO_TOUCH);
    expect(p[P_ANIM]).toBe(ANIM_FLY);
    let f = w.frame;
    while ((f & 0x3f) !== 0) {
      run(w, 1);
      expect(p[CPU_ROUTINE]).toBe(CPU_SPAWNING);
      f++;
    }
    run(w, 1); // the 64th frame: respawn
    const x1 = w.state[P_X] >> 8;
    const y1 = w.state[P_Y] >> 8;
    expect(p[CPU_ROUTINE]).toBe(CPU_FLYING);
    expect([p[P_X] >> 8, p[P_Y] >> 8]).toEqual([x1, y1 - 192]);
    expect([p[CPU_TARGET_X], p[CPU_TARGET_Y]]).toEqual([x1, y1]);
    run(w, 192); // 1 px a frame
    expect(p[P_Y] >> 8).toBe(y1);
    expect(p[CPU_ROUTINE]).toBe(CPU_FLYING);
    run(w, 1); // level with the target and on it: lands (airborne, speeds 0, no object control)
    expect(p[CPU_ROUTINE]).toBe(CPU_NORMAL);
    expect(p[P_STATUS] & (ST_AIR | ST_OBJ_CONTROL | ST_NO_TOUCH)).toBe(ST_AIR);
    expect([p[P_XSP], p[P_YSP], p[P_GSP]]).toEqual([0, 0x38, 0]);
  });

  it('flying, x closes in by min(|dx| >> 4, 12) + 1 px a frame (player 1 still), never past the target', () => {
    const w = settled();
    const p = w.p2!.s;
    p[CPU_ROUTINE] = CPU_FLYING;
    p[P_STATUS] |= ST_AIR | ST_OBJ_CONTROL | ST_NO_TOUCH;
    p[P_X] = (64 + 300) << 8;
    p[P_Y] = w.state[P_Y];
    run(w, 1); // dx 300: 300 >> 4 = 18 -> 12, + 0 + 1 = 13 px left, facing left
    expect(p[P_X] >> 8).toBe(64 + 300 - 13);
    expect(p[P_STATUS] & ST_FACING_LEFT).toBe(ST_FACING_LEFT);
    p[P_X] = (64 + 40) << 8;
    run(w, 1); // dx 40: 2 + 1 = 3
    expect(p[P_X] >> 8).toBe(64 + 37);
    p[P_X] = (64 - 2) << 8;
    run(w, 1); // dx -2: step 0 + 1 = 1 px right, facing right
    expect(p[P_X] >> 8).toBe(63);
    expect(p[P_STATUS] & ST_FACING_LEFT).toBe(0);
  });

  it('when player 1 dies the partner flies to it', () => {
    const w = settled();
    kill(w);
    run(w, 1);
    const p = w.p2!.s;
    expect(p[CPU_ROUTINE]).toBe(CPU_FLYING);
    expect(p[P_STATUS] & (ST_AIR | ST_OBJ_CONTROL | ST_NO_TOUCH)).toBe(ST_AIR | ST_OBJ_CONTROL | ST_NO_TOUCH);
  });

  it('a dead partner despawns once 256 px below the level\'s bottom limit, and the fall still runs that frame', () => {
    const w = settled();
    const p = w.p2!.s;
    // flat: 256 px high, bottom limit 32: despawn when y > 288.
    p[P_STATUS] |= ST_DEAD | ST_AIR;
    p[P_Y] = 288 << 8;
    p[P_YSP] = 0x100;
    run(w, 1);
    expect(p[P_STATUS] & ST_DEAD).toBe(ST_DEAD);
    expect(p[P_Y]).toBe((288 << 8) + 0x100);
    run(w, 1);
    expect(p[P_STATUS] & ST_DEAD).toBe(0);
    expect(p[CPU_ROUTINE]).toBe(CPU_SPAWNING);
    expect([p[P_X] >> 8, p[P_Y]]).toEqual([CPU_PARKED_X, 0x138]); // parked at y 0, then fell by its speed
    expect(p[P_YSP]).toBe(0x138 + 0x38);
  });
});

describe('the partner and enemies', () => {
  /** The partner walked (second pad, Right) into a chomper; returns the world once it is hit. */
  function hitByChomper(rings: number): World {
    const level = makeLevel({
      rows: Array.from({ length: 16 }, (_, r) => (r >= 14 ? '#'.repeat(64) : '#' + '.'.repeat(62) + '#')),
      start: { x: 64, y: 196 },
      profile: 's2',
      objects: [{ type: 'chomper', x: 200, y: 210 }],
    });
    const w = createWorld(level, { profile: 's2', partner: { character: 'tails', control: 'cpu' } });
    run(w, 100);
    w.state[P_RINGS] = rings;
    const p = w.p2!.s;
    for (let i = 0; i < 300 && (p[P_STATUS] & ST_HURT) === 0; i++) run(w, 1, 0, BTN_RIGHT);
    expect(p[P_STATUS] & ST_HURT).toBe(ST_HURT);
    return w;
  }

  it('a hit knocks the partner back but costs no rings (Hurt_Sidekick)', () => {
    expect(hitByChomper(5).state[P_RINGS]).toBe(5);
  });

  it('with no rings a hit does not kill it', () => {
    expect(hitByChomper(0).p2!.s[P_STATUS] & ST_DEAD).toBe(0);
  });
});
