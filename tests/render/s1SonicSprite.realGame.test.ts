/**
 * Sonic's sprite against the emulator's screen: GHZ1 booted from power-on, frames run (still,
 * then right, then left), and after frame n the game's own v_player (obX, obY, obFrame, obRender
 * bit 0) and camera are read; the screen the core draws on frame n + 1 shows that sprite (the
 * sprite table and Sonic's dynamic patterns reach the VDP in the next V-blank, so the picture of
 * a frame is the state of the one before). Every opaque pixel of the renderer's sprite must be
 * the screen's colour, except where the foreground has a high-priority pixel (the plane in
 * front of him); no tolerance.
 */
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { readRamSymbols } from '../../importers/s1/ramSymbols.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { readS1ZoneArt } from '../../importers/art/s1ZoneArt.ts';
import { readS1SonicArt } from '../../importers/art/s1SonicArt.ts';
import { RealGame } from '../../realgame/realGameSession.ts';
import { HIGH_PRIORITY } from '../../render/planeArt.ts';
import { S1ActPicture, s1ActArt } from '../../render/s1ActPicture.ts';
import { sonicSprite } from '../../render/s1SonicSprite.ts';
import { vdpRgb565 } from '../../render/vdpColour.ts';
import { describeWithRealGame } from '../support/realGame.ts';

const RIGHT = 0x08;
const LEFT = 0x04;
/** Nothing for a second, right to frame 100, then left. */
const pad = (k: number): number => (k >= 100 ? LEFT : k >= 60 ? RIGHT : 0);

describeWithRealGame("Sonic's sprite against the emulator's screen", (rg) => {
  const source = nodeDisasmSource(rg.disasm);
  const act = openS1Disassembly(source, 1).importAct('ghz1', { objects: false }).level.act!;

  function run(frames: number, ignoreFacing = false): { equal: number; differ: number; behind: number; frame: number; left: boolean } {
    const game = new RealGame(rg.core, rg.rom[1], source);
    try {
      const symbols = readRamSymbols(game.program, source);
      const zone = readS1ZoneArt(game.program, source, 'ghz1');
      const sonic = readS1SonicArt(game.program, source);
      const picture = new S1ActPicture(s1ActArt(zone, 1, sonic), act);
      const b = game.bootAct('ghz1');
      for (let k = 0; k < frames; k++) b.console.run(pad(k));
      const c = b.console;
      const player = symbols.value('v_player')! & 0xffff;
      const x = c.word(player + 8);
      const y = c.word(player + 0xc);
      const frame = c.byte(player + 0x1a);
      const left = (c.byte(player + 1) & 1) !== 0;
      const cx = c.word(symbols.value('v_screenposx')!);
      const cy = c.word(symbols.value('v_screenposy')!);
      c.setVideo(true);
      c.run(pad(frames));
      const shot = c.picture()!;
      const s = sonicSprite(sonic, frame, left && !ignoreFacing)!;
      const plane = picture.window(cx, cy, shot.width, shot.height);
      let equal = 0;
      let differ = 0;
      let behind = 0;
      for (let j = 0; j < s.height; j++) {
        for (let i = 0; i < s.width; i++) {
          const v = s.pixels[j * s.width + i];
          const sxp = x - cx + s.left + i;
          const syp = y - cy + s.top + j;
          if (v === 0 || sxp < 0 || syp < 0 || sxp >= shot.width || syp >= shot.height) continue;
          const fg = plane[syp * shot.width + sxp];
          if ((fg & HIGH_PRIORITY) !== 0) behind++;
          else if (shot.pixels[syp * shot.width + sxp] === vdpRgb565(zone.palette.words[v & 0x3f])) equal++;
          else differ++;
        }
      }
      game.closeConsole(c);
      return { equal, differ, behind, frame, left };
    } finally {
      game.close();
    }
  }

  it.each([30, 75, 90, 140, 130, 160])('after %i frames every pixel of his frame is the screen\'s', (frames) => {
    const r = run(frames);
    expect(r.differ).toBe(0);
    expect(r.equal).toBeGreaterThan(400);
    expect(r.left).toBe(frames >= 130);
  }, 60_000);

  it('fails when his facing is ignored (the comparison can tell a mirrored frame)', () => {
    const r = run(160, true);
    expect(r.differ).toBeGreaterThan(50);
  }, 60_000);
});
