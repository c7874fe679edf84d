/**
 * The objects' sprites against the emulator's screen. Each act is booted from power-on and run
 * holding right; after frame n the game's own object RAM (obID, obRender, obGfx, obX, obY,
 * obFrame, obPriority, obActWid, obHeight) and camera are read, and the screen the core draws on
 * frame n + 1 is compared (the sprite table reaches the VDP in the next V-blank). The sprites
 * are drawn from the checkout only: each object's mappings through its routine's
 * `move.l #Map_X,obMap(a0)` (s1ObjectMappings.ts), its patterns from the act's pattern load cues
 * (s1ObjectArt.ts) and Sonic's from his dynamic loads. Every opaque sprite pixel must be the
 * screen's colour except where a high-priority foreground pixel is in front of a low-priority
 * sprite pixel; no tolerance. Left out of the comparison: the HUD (obRender screen
 * coordinates: its digits are patterns Hud_Base writes, not a cue list's).
 */
import { expect, it } from 'vitest';
import { nodeDisasmSource } from '../../importers/s1/nodeDisasmSource.ts';
import { readRamSymbols } from '../../importers/s1/ramSymbols.ts';
import { openS1Disassembly } from '../../importers/s1/importS1.ts';
import { readS1ZoneArt } from '../../importers/art/s1ZoneArt.ts';
import { readS1SonicArt } from '../../importers/art/s1SonicArt.ts';
import { readS1ObjectMappings, readS1ObjectMappingUses } from '../../importers/art/s1ObjectMappings.ts';
import { loadSonicPatterns, s1ObjectVram } from '../../importers/art/s1ObjectArt.ts';
import { readS1RamLabels } from '../../importers/s1/s1RamLabels.ts';
import { RealGame } from '../../realgame/realGameSession.ts';
import { HIGH_PRIORITY } from '../../render/planeArt.ts';
import { S1ActPicture, s1ActArt } from '../../render/s1ActPicture.ts';
import { OBJECT_SLOT_BYTES, drawObjectSprites, drawnSlots, type QueuedSprite } from '../../render/s1ObjectSprites.ts';
import { vdpRgb565 } from '../../render/vdpColour.ts';
import { describeWithRealGame } from '../support/realGame.ts';

const RIGHT = 0x08;

describeWithRealGame("the objects' sprites against the emulator's screen", (rg) => {
  const source = nodeDisasmSource(rg.disasm);
  const disasm = openS1Disassembly(source, 1);

  function run(actId: string, frames: number, pad: (k: number) => number, breakFrames = false) {
    const game = new RealGame(rg.core, rg.rom[1], source);
    try {
      const program = game.program;
      const symbols = readRamSymbols(program, source);
      const labels = readS1RamLabels(program, source, 1);
      const consts = new Map(labels.constants);
      const zone = readS1ZoneArt(program, source, actId);
      const sonic = readS1SonicArt(program, source);
      const maps = readS1ObjectMappings(program, source);
      const uses = readS1ObjectMappingUses(program, source, (n) => consts.get(n) ?? program.symbol(n));
      const act = disasm.importAct(actId, { objects: false }).level.act!;
      const picture = new S1ActPicture(s1ActArt(zone, 1, sonic), act);
      const vram = s1ObjectVram(program, source, zone);
      const b = game.bootAct(actId);
      const c = b.console;
      for (let k = 0; k < frames; k++) c.run(pad(k));
      const ram = c.ram().slice();
      const objBase = symbols.value('v_objspace')! & 0xffff;
      const cx = c.word(symbols.value('v_screenposx')!);
      const cy = c.word(symbols.value('v_screenposy')!);
      const ids = new Set<number>();
      /** Per object id: whether the obGfx its routine's file writes is the one in RAM (the engine does not keep obGfx). */
      const gfxFromCheckout = new Map<number, boolean>();
      const queue: QueuedSprite[] = [];
      for (const slot of drawnSlots(ram, objBase)) {
        const a = objBase + slot * OBJECT_SLOT_BYTES;
        const w = (o: number): number => (ram[a + o] << 8) | ram[a + o + 1];
        const id = ram[a];
        const render = ram[a + 1];
        const use = uses.get(id)?.[0];
        const frames0 = use === undefined ? undefined : maps.get(use.map);
        if (frames0 === undefined || (render & 0xc) === 0) continue;
        // A wrong frame table would show: breakFrames draws every object one frame on.
        const frame = ram[a + 0x1a] + (breakFrames ? 1 : 0);
        if (id === 1) loadSonicPatterns(vram, sonic, ram[a + 0x1a], consts.get('ArtTile_Sonic')!);
        ids.add(id);
        if (use!.gfx !== null) gfxFromCheckout.set(id, (gfxFromCheckout.get(id) ?? true) && use!.gfx === w(2));
        queue.push({ frames: frames0, frame, x: w(8), y: w(0xc), render, gfx: w(2), actWid: ram[a + 0x19], height: ram[a + 0x16] });
      }
      c.setVideo(true);
      c.run(pad(frames));
      const shot = c.picture()!;
      const out = new Uint8Array(shot.width * shot.height);
      drawObjectSprites(out, shot.width, shot.height, cx, cy, queue, vram);
      const plane = picture.window(cx, cy, shot.width, shot.height);
      let equal = 0;
      let differ = 0;
      let behind = 0;
      for (let i = 0; i < out.length; i++) {
        const v = out[i];
        if (v === 0) continue;
        if ((v & HIGH_PRIORITY) === 0 && (plane[i] & HIGH_PRIORITY) !== 0) behind++;
        else if (shot.pixels[i] === vdpRgb565(zone.palette.words[v & 0x3f])) equal++;
        else differ++;
      }
      game.closeConsole(c);
      return { equal, differ, behind, ids, gfxFromCheckout };
    } finally {
      game.close();
    }
  }

  const right = (k: number): number => (k >= 30 ? RIGHT : 0);
  // Object ids (_inc/Object Pointers.asm): $01 Sonic, $1F Crabmeat, $25 rings, $26 monitor,
  // $2F MZ's large grassy platform, $40 Moto Bug, $41 spring.
  it.each([
    ['ghz1', 120, [0x01, 0x25], 900],
    ['ghz1', 240, [0x01, 0x26, 0x40, 0x41], 1400],
    ['mz1', 200, [0x01, 0x25, 0x2f], 8000],
    ['syz1', 200, [0x01, 0x25, 0x1f], 1500],
  ] as const)('%s after %i frames: every sprite pixel is the screen\'s', (actId, frames, ids, least) => {
    const r = run(actId, frames, right);
    expect(r.differ).toBe(0);
    expect(r.equal).toBeGreaterThan(least);
    for (const id of ids) expect(r.ids.has(id), `object $${id.toString(16)} drawn`).toBe(true);
    // Sonic's and the spring's obGfx are not one constant (the spring picks by subtype: vertical art, `bset #5` for yellow).
    for (const id of ids) if (id !== 0x01 && id !== 0x41) expect(r.gfxFromCheckout.get(id), `object $${id.toString(16)}'s obGfx from its file`).toBe(true);
  }, 60_000);

  it('fails when each object shows the next mapping frame (the comparison can tell a wrong frame)', () => {
    const r = run('ghz1', 240, right, true);
    expect(r.differ).toBeGreaterThan(100);
  }, 60_000);
});
