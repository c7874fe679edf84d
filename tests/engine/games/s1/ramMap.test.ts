import { describe, expect, it } from 'vitest';
import { RamLabels } from '../../../../engine/games/s1/ramLabels.ts';
import { gameRamBytes, hasGameRam, S1RamMap, type RamSize } from '../../../../engine/games/s1/ramMap.ts';
import { readS1RamLabels } from '../../../../importers/s1/s1RamLabels.ts';
import { nodeDisasmSource } from '../../../../importers/s1/nodeDisasmSource.ts';
import { createWorld } from '../../../../engine/world/world.ts';
import { loadBuiltinLevel } from '../../../../engine/level/builtin/index.ts';
import * as L from '../../../../engine/state/layout.ts';
import * as G from '../../../../engine/games/s1/objects/s1State.ts';
import { OB_ID, OB_MAP, OB_X, OB_Y, slotAddress } from '../../../../engine/games/s1/objects/ram.ts';
import { setSwitchByte } from '../../../../engine/games/s1/act/switches.ts';
import { setObj63Byte } from '../../../../engine/games/s1/objects/conveyorPath.ts';
import { oscillatorRam, stepOscillatorRam } from '../../../../engine/games/s1/act/oscillators.ts';
import { sonicXLong } from '../../../../engine/games/s1/objects/sonic.ts';
import { describeWithDisasm, s1Disassembly } from '../../../support/disasm.ts';

describe('a state without game RAM', () => {
  it('a hand-made level\'s state has no game RAM: every read says so', () => {
    const state = createWorld(loadBuiltinLevel('flat'), {}).state;
    expect(hasGameRam(state)).toBe(false);
  });
});

describeWithDisasm('Sonic 1\'s RAM map over the engine\'s state', (dir) => {
  const labels = new RamLabels(readS1RamLabels(s1Disassembly(1).program, nodeDisasmSource(dir), 1));
  const map = new S1RamMap(labels);
  const ghz1 = s1Disassembly(1).importAct('ghz1').level;
  const state = (): Int32Array => createWorld(ghz1, {}).state;
  const at = (name: string): number => {
    const a = labels.address(name);
    if (a === undefined) throw new Error(`no ${name}`);
    return a;
  };
  const read = (s: Int32Array, address: number, size: RamSize): number | string => {
    const r = map.read(s, address, size);
    return r.ok ? r.value : `${r.code} ${r.address.toString(16)}`;
  };

  it('every entry finds its labels in the REV01 checkout, none overlapping', () => {
    expect([map.missing, map.overlapping]).toEqual([[], []]);
  });

  it('REV00 lacks only v_scorelife (it has v_scorecopy there, which the engine does not keep)', () => {
    const rev0 = new S1RamMap(new RamLabels(readS1RamLabels(s1Disassembly(0).program, nodeDisasmSource(dir), 0)));
    expect(rev0.missing).toEqual(['v_scorelife']);
  });

  it('reads each game-wide variable at its address, in its size, from its state word', () => {
    // [label, bytes, the state word that holds it]: the layout's own documentation of each word.
    const words: [string, RamSize, number][] = [
      ['v_rings', 2, L.P_RINGS], ['v_time', 4, G.G_TIME], ['v_score', 4, G.G_SCORE], ['v_scorelife', 4, G.G_SCORE_LIFE], ['v_random', 4, G.G_RANDOM],
      ['v_framecount', 2, L.W_LEVEL_FRAME], ['v_vbla_count', 4, G.G_VBLANK], ['v_lives', 1, L.W_LIVES], ['v_lifecount', 1, G.G_LIFE_COUNT],
      ['v_continues', 1, G.G_CONTINUES], ['f_timeover', 1, G.G_TIME_OVER], ['f_timecount', 1, G.G_TIME_COUNT], ['v_air', 2, L.P_AIR],
      ['v_shield', 1, L.P_SHIELD], ['v_invinc', 1, G.G_INVINCIBLE], ['v_shoes', 1, G.G_SHOES], ['v_itembonus', 2, G.G_ITEM_BONUS],
      ['v_timebonus', 2, G.G_TIME_BONUS], ['v_ringbonus', 2, G.G_RING_BONUS], ['f_lockctrl', 1, G.G_LOCK_CTRL], ['f_bigring', 1, G.G_BIG_RING],
      ['v_bossstatus', 1, G.G_BOSS_STATUS], ['v_ani0_time', 1, G.G_ANI0_TIME], ['v_ani0_frame', 1, G.G_ANI0_FRAME], ['v_ani1_time', 1, G.G_ANI1_TIME],
      ['v_ani1_frame', 1, G.G_ANI1_FRAME], ['v_ani2_time', 1, G.G_ANI2_TIME], ['v_ani2_frame', 1, G.G_ANI2_FRAME], ['v_ani3_time', 1, G.G_ANI3_TIME],
      ['v_ani3_frame', 1, G.G_ANI3_FRAME], ['v_ani3_buf', 2, G.G_ANI3_BUF], ['v_opl_routine', 1, G.G_OPL_ROUTINE], ['v_opl_screen', 2, G.G_OPL_SCREEN],
      ['v_obj31ypos', 2, G.G_OBJ31_YPOS], ['f_obj56', 1, G.G_OBJ56], ['f_conveyrev', 1, G.G_CONVEY_REV], ['v_obj6B', 1, G.G_OBJ6B],
      ['v_lookshift', 2, L.C_BIAS], ['v_limitleft2', 2, L.W_LIMIT_LEFT], ['v_limitright2', 2, L.W_LIMIT_RIGHT], ['v_limittop2', 2, L.W_LIMIT_TOP],
      ['v_limitbtm2', 2, L.W_LIMIT_BOTTOM], ['v_limitbtm1', 2, L.W_LIMIT_BOTTOM_TARGET], ['f_lockscreen', 1, L.W_LOCK_SCREEN], ['v_dle_routine', 1, L.W_DLE_ROUTINE],
      ['f_bgscrollvert', 1, L.W_LIMIT_MOVED], ['f_nobgscroll', 1, L.W_CAMERA_LOCK], ['v_sonspeedmax', 2, L.P_SPEED_MAX], ['v_sonspeedacc', 2, L.P_SPEED_ACC],
      ['v_sonspeeddec', 2, L.P_SPEED_DEC], ['v_anglebuffer', 1, L.P_SENSOR_ANGLE_A], ['v_anglebuffer2', 1, L.P_SENSOR_ANGLE_B], ['f_playerctrl', 1, L.W_PLAYER_CTRL],
      ['f_wtunnelmode', 1, L.W_WIND_TUNNEL], ['f_wtunnelallow', 1, L.W_WIND_TUNNEL_OFF], ['f_slidemode', 1, L.W_SLIDE], ['v_waterpos1', 2, L.W_WATER_Y],
      ['v_waterpos2', 2, L.W_WATER_LEVEL], ['v_waterpos3', 2, L.W_WATER_TARGET], ['f_water', 1, L.W_WATER_SPEED], ['v_wtr_routine', 1, L.W_WATER_ROUTINE],
      ['v_lastlamp', 1, L.W_LAST_CHECKPOINT], ['v_lamp_xpos', 2, L.W_CHECKPOINT_X], ['v_lamp_ypos', 2, L.W_CHECKPOINT_Y], ['v_lamp_rings', 2, L.W_LAMP_RINGS],
      ['v_lamp_time', 4, G.G_LAMP_TIME], ['v_lamp_dle', 1, L.W_LAMP_DLE], ['v_lamp_limitbtm', 2, L.W_LAMP_LIMIT_BOTTOM], ['v_lamp_scrx', 2, L.W_LAMP_CAM_X],
      ['v_lamp_scry', 2, L.W_LAMP_CAM_Y], ['v_lamp_wtrpos', 2, L.W_LAMP_WATER_LEVEL], ['v_lamp_wtrrout', 1, L.W_LAMP_WATER_ROUTINE],
    ];
    const got: [string, number | string][] = [];
    const want: [string, number][] = [];
    words.forEach(([name, size, word], i) => {
      const s = state();
      const v = (0x5a3c1e07 + i * 0x01020304) | 0;
      s[word] = v;
      got.push([name, read(s, at(name), size)]);
      want.push([name, size === 4 ? v >>> 0 : v & (size === 2 ? 0xffff : 0xff)]);
      // And one byte at a time, big-endian.
      if (size > 1) got.push([`${name}+1`, read(s, at(name) + 1, 1)]), want.push([`${name}+1`, (v >>> (8 * (size - 2))) & 0xff]);
    });
    expect(got).toEqual(want);
  });

  it('reads Sonic\'s fields at v_player as objects read him: obX as the 16.16 long, speeds as words, obStatus in the game\'s bits', () => {
    const s = state();
    const player = at('v_player');
    const f = (n: string): number => player + labels.constant(n)!;
    s[L.P_X] = (0x0abc << 8) | 0x5d;
    s[L.P_Y] = (0x0388 << 8) | 0x02;
    s[L.P_XSP] = -0x600;
    s[L.P_YSP] = 0x6b0;
    s[L.P_GSP] = -1;
    s[L.P_STATUS] = L.ST_AIR | L.ST_FACING_LEFT | L.ST_ROLL | L.ST_UNDERWATER | L.ST_HURT;
    s[L.P_ANGLE] = 0xf4;
    s[L.P_HRAD] = 14;
    s[L.P_WRAD] = 7;
    s[L.P_INVULN_TIMER] = 0x78;
    s[L.P_CTRL_LOCK] = 0x1e;
    s[G.G_SHOE_TIME] = 0x4b0;
    expect([
      read(s, f('obX'), 4), read(s, f('obX'), 2), read(s, f('obX') + 2, 1), read(s, f('obX') + 3, 1), read(s, f('obY'), 4),
      read(s, f('obVelX'), 2), read(s, f('obVelY'), 2), read(s, f('obInertia'), 2), read(s, f('obStatus'), 1), read(s, f('obRoutine'), 1),
      read(s, f('obAngle'), 1), read(s, f('obHeight'), 1), read(s, f('obWidth'), 1), read(s, f('flashtime'), 2), read(s, f('objoff_3E'), 2),
      read(s, f('shoetime'), 2), read(s, f('obID'), 1),
    ]).toEqual([
      0x0abc5d00, 0x0abc, 0x5d, 0, 0x03880200, 0xfa00, 0x06b0, 0xffff, 0x01 | 0x02 | 0x04 | 0x40, 4, 0xf4, 14, 7, 0x78, 0x1e, 0x4b0, 1,
    ]);
    expect(read(s, f('obX'), 4)).toBe(sonicXLong(s) >>> 0);
    s[G.G_PLAYER_GONE] = 1;
    expect(read(s, f('obID'), 1)).toBe(0);
    // What the engine does not keep of Sonic: obMap, obFrame.
    expect([read(s, f('obMap'), 4), read(s, f('obFrame'), 1)]).toEqual([`ramNotModelled ${f('obMap').toString(16)}`, `ramNotModelled ${f('obFrame').toString(16)}`]);
  });

  it('reads the camera as its long with a zero fraction, and the position history as Sonic_RecordPosition writes it', () => {
    const s = state();
    s[L.C_X] = 0x1234;
    s[L.C_Y] = 0x0310;
    s[L.C_HIST_INDEX] = 5;
    s[L.HIST_BASE + 2 * 3] = 0x02fd;
    s[L.HIST_BASE + 2 * 3 + 1] = 0x03ac;
    expect([read(s, at('v_screenposx'), 4), read(s, at('v_screenposy'), 4), read(s, at('v_trackpos'), 2), read(s, at('v_tracksonic') + 12, 4)]).toEqual([
      0x12340000, 0x03100000, 20, 0x02fd03ac,
    ]);
  });

  it('reads f_switch and v_obj63 byte by byte from their packed words', () => {
    const s = state();
    setSwitchByte(s, 5, 0x81);
    setSwitchByte(s, 15, 0x01);
    setObj63Byte(s, 4, 0x01);
    expect([read(s, at('f_switch') + 5, 1), read(s, at('f_switch') + 15, 1), read(s, at('f_switch') + 4, 2), read(s, at('v_obj63') + 4, 1), read(s, at('v_obj63'), 4)]).toEqual([
      0x81, 0x01, 0x0081, 0x01, 0,
    ]);
  });

  it('reads v_oscillate as OscillateNumDo leaves it after as many steps (the bitfield, then value and rate words)', () => {
    for (const steps of [0, 1, 37, 1000]) {
      const s = state();
      s[L.W_OSC_STEPS] = steps;
      const ram = oscillatorRam();
      for (let i = 0; i < steps; i++) stepOscillatorRam(ram);
      const got = Array.from({ length: ram.length }, (_, k) => read(s, at('v_oscillate') + 2 * k, 2));
      expect(got).toEqual(Array.from(ram));
    }
  });

  it('reads the object RAM\'s slots as the byte view holds them, except the slots no engine object takes and obGfx/obMap', () => {
    const s = state();
    const m = gameRamBytes(s);
    const level = slotAddress(0x21);
    m[level + OB_ID] = 0x25;
    m[level + OB_X] = 0x01;
    m[level + OB_X + 1] = 0x44;
    m[level + OB_Y] = 0x03;
    m[level + OB_Y + 1] = 0x60;
    m[level + OB_MAP] = 0x77;
    m[slotAddress(6) + OB_ID] = 0x38; // the shield's slot
    m[slotAddress(1) + OB_ID] = 0x21; // the HUD's slot: the engine has no HUD
    const slot = (n: number, off: number): number => at('v_objspace') + n * 0x40 + off;
    expect([read(s, slot(0x21, 0), 1), read(s, slot(0x21, OB_X), 2), read(s, slot(0x21, OB_Y), 2), read(s, slot(6, 0), 1)]).toEqual([0x25, 0x144, 0x360, 0x38]);
    expect([read(s, slot(0x21, OB_MAP), 1), read(s, slot(1, 0), 1), read(s, slot(0, 0x3d), 1)]).toEqual([
      `ramNotModelled ${slot(0x21, OB_MAP).toString(16)}`, `ramNotModelled ${slot(1, 0).toString(16)}`, `ramNotModelled ${slot(0, 0x3d).toString(16)}`, // standonobject: the engine keeps no stale slot number
    ]);
    m[G.OBJSTATE + 2] = 0x81;
    expect(read(s, at('v_objstate') + 2, 1)).toBe(0x81);
  });

  it('a read that touches a byte the engine does not keep names that byte; one past the RAM is outside; a hand-made state has none', () => {
    const s = state();
    expect(read(s, at('v_vdp_buffer1'), 2)).toBe(`ramNotModelled ${at('v_vdp_buffer1').toString(16)}`);
    // f_timecount (kept: the timer runs) and f_scorecount (the HUD's redraw flag, not kept) sit just before v_rings.
    expect(read(s, at('f_timecount'), 4)).toBe(`ramNotModelled ${at('f_scorecount').toString(16)}`);
    expect(read(s, 0xffffff, 2)).toBe('ramOutside ffffff');
    expect(read(createWorld(loadBuiltinLevel('flat'), {}).state, at('v_rings'), 2)).toBe(`ramNoGameRam ${at('v_rings').toString(16)}`);
  });

  it('after a run, v_rings and v_player+obX read what the engine holds (a ring collected at frame 114)', () => {
    const w = createWorld(ghz1, {});
    for (let i = 0; i < 114; i++) w.step(i >= 72 && i < 92 ? 0x18 : 0x08);
    expect([read(w.state, at('v_rings'), 2), read(w.state, at('v_player') + 8, 4)]).toEqual([1, sonicXLong(w.state) >>> 0]);
    expect(w.state[L.P_RINGS]).toBe(1);
  });

  it('a snapshot holds every modelled byte in address order', () => {
    const w = createWorld(ghz1, {});
    for (let i = 0; i < 30; i++) w.step(0x08);
    const snap = map.snapshot(w.state);
    const bytes = gameRamBytes(w.state);
    expect(snap.length).toBe(map.addresses.length);
    const i = map.addresses.indexOf(at('v_rings') + 1);
    expect([snap[i], map.byte(w.state, bytes, at('v_rings') + 1)]).toEqual([w.state[L.P_RINGS] & 0xff, w.state[L.P_RINGS] & 0xff]);
  });
});
