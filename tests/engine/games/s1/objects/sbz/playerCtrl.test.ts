import { describe, expect, it } from 'vitest';
import { dropSonic, sbzScene } from './scene.ts';
import { P_X, P_XSP, P_Y, P_YSP, W_PLAYER_CTRL } from '../../../../../../engine/state/layout.ts';

describe('f_playerctrl bit 0 (Sonic_Control skips Sonic_Modes)', () => {
  it('freezes Sonic\'s own movement: speeds and position stay while it is set', () => {
    const w = sbzScene([]);
    const s = w.state;
    dropSonic(w, 0x100, 0x40);
    s[P_XSP] = 0x300;
    s[P_YSP] = -0x200;
    s[W_PLAYER_CTRL] = 1;
    for (let i = 0; i < 5; i++) w.step(0x08);
    expect([s[P_X], s[P_Y], s[P_XSP], s[P_YSP]]).toEqual([0x100 << 8, 0x40 << 8, 0x300, -0x200]);
  });

  it('clear again, the air routine moves him: air drag leaves x speed $2E8 ($300 - $300 / 32), y - 2 px, gravity $38', () => {
    const w = sbzScene([]);
    const s = w.state;
    dropSonic(w, 0x100, 0x40);
    s[P_XSP] = 0x300;
    s[P_YSP] = -0x200;
    s[W_PLAYER_CTRL] = 0;
    w.step(0);
    expect([s[P_X], s[P_XSP], s[P_Y], s[P_YSP]]).toEqual([(0x100 << 8) + 0x2e8, 0x2e8, 0x3e << 8, -0x200 + 0x38]);
  });
});
