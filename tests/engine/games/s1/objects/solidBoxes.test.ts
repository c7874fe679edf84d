/**
 * The solid boxes the solid and platform routines note for the workbench's view
 * (engine/games/s1/objects/solidBoxes.ts): the operands each routine was given, cleared every frame,
 * told apart from a previous object's by the id, carried by snapshots; every ported object whose
 * original calls a solid or platform routine notes one; and on every act, the object Sonic stands
 * on has a box this frame (unless it changed routine this frame), with him inside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOX_NONE, BOX_PLATFORM, BOX_SOLID, solidBoxOf } from '../../../../../engine/games/s1/objects/solidBoxes.ts';
import { platformObject, exitPlatform2, slopeObject, swingSolid } from '../../../../../engine/games/s1/objects/platformObject.ts';
import { mvSonicOnPtfm, solidObject } from '../../../../../engine/games/s1/objects/solidObject.ts';
import { s1ObjectPorts } from '../../../../../engine/games/s1/objects/objects/index.ts';
import { OB_ID, OB_ROUTINE, OB_Y, ww } from '../../../../../engine/games/s1/objects/ram.ts';
import { sonicHeight, sonicRoutine, sonicX, sonicY } from '../../../../../engine/games/s1/objects/sonic.ts';
import { P_ON_OBJECT, P_STATUS, ST_DEAD, ST_ON_OBJECT } from '../../../../../engine/state/layout.ts';
import { createWorld } from '../../../../../engine/world/world.ts';
import { HEADER_WORDS } from '../../../../../engine/world/snapshotHeader.ts';
import { S1_SOLID_BOXES } from '../../../../../engine/games/s1/objects/s1State.ts';
import { S1_ACTS } from '../../../../../importers/s1/s1Acts.ts';
import { describeWithDisasm } from '../../../../support/disasm.ts';
import { realAct } from '../act/support/realActs.ts';
import { put, scene, STAND_Y } from './support/scene.ts';

const box = (w: { state: Int32Array; m: Uint8Array }, a0: number) => solidBoxOf(w.state, a0 >> 6, w.m[a0 + OB_ID]);

describe('the box each solid or platform routine tested this frame', () => {
  it('SolidObject notes d1 - Sonic\'s $B and d2; PlatformObject its d1 and a top 8 px above y; Swing_Solid its d3; where they were', () => {
    const w = scene();
    const a = put(w, 0x41, 0x200, STAND_Y, 0, 0x20);
    solidObject(w, a, 0x1b, 8, 9, 0x200);
    expect(box(w, a)).toEqual({ kind: BOX_SOLID, x: 0x200, y: STAND_Y, halfWidth: 0x10, height: 8, sloped: false });
    const b = put(w, 0x18, 0x300, STAND_Y, 0, 0x21);
    platformObject(w, b, 0x20);
    expect(box(w, b)).toEqual({ kind: BOX_PLATFORM, x: 0x300, y: STAND_Y, halfWidth: 0x20, height: 8, sloped: false });
    // The object moves after its test: the box stays where it was tested.
    ww(w.m, b + OB_Y, STAND_Y + 5);
    expect(box(w, b).y).toBe(STAND_Y);
    swingSolid(w, b, 0x18, 0x9);
    expect(box(w, b)).toEqual({ kind: BOX_PLATFORM, x: 0x300, y: STAND_Y + 5, halfWidth: 0x18, height: 9, sloped: false });
    // SlopeObject: the top drawn is the middle column's height.
    const heights = Uint8Array.from({ length: 0x30 }, (_, i) => 0x20 + i);
    slopeObject(w, b, 0x30, heights, 0);
    expect(box(w, b)).toEqual({ kind: BOX_PLATFORM, x: 0x300, y: STAND_Y + 5, halfWidth: 0x30, height: 0x20 + 0x18, sloped: true });
  });

  it('standing: ExitPlatform2\'s range (centred d2 - d1 from x) and the carrying routine\'s top; a solid box keeps its own', () => {
    const w = scene();
    const a = put(w, 0x11, 0x200, STAND_Y, 0, 0x20);
    exitPlatform2(w, a, 0x68, 0x60);
    expect(box(w, a)).toEqual({ kind: BOX_PLATFORM, x: 0x200 - 8, y: STAND_Y, halfWidth: 0x60, height: 8, sloped: false });
    ww(w.m, a + OB_Y, STAND_Y + 2);
    mvSonicOnPtfm(w, a, 0x10, 0x200);
    expect(box(w, a)).toEqual({ kind: BOX_PLATFORM, x: 0x200 - 8, y: STAND_Y + 2, halfWidth: 0x60, height: 0xf, sloped: false });
    const b = put(w, 0x41, 0x300, STAND_Y, 0, 0x21);
    solidObject(w, b, 0x1b, 8, 9, 0x300);
    mvSonicOnPtfm(w, b, 0x20, 0x300);
    expect(box(w, b)).toEqual({ kind: BOX_SOLID, x: 0x300, y: STAND_Y, halfWidth: 0x10, height: 8, sloped: false });
  });

  it('a step clears the boxes before the objects run; another object in the slot does not inherit one; a snapshot carries them', () => {
    const w = scene();
    const a = put(w, 0x41, 0x100, STAND_Y + 8, 0, 0x20);
    w.step(0);
    w.step(0);
    // The spring ran SolidObject this frame (up: d1 $1B, d2 8).
    const spring = { kind: BOX_SOLID, x: 0x100, y: STAND_Y + 8, halfWidth: 0x10, height: 8, sloped: false };
    expect(box(w, a)).toEqual(spring);
    const snap = w.snapshot();
    // An object that is not solid in the same slot: the spring's box is not its.
    w.m[a + OB_ID] = 0x25;
    expect(box(w, a).kind).toBe(BOX_NONE);
    w.m[a + OB_ID] = 0x41;
    // Not run this frame (taken out of the slot bound): no box.
    w.m.fill(0, a, a + 0x40);
    w.step(0);
    w.m[a + OB_ID] = 0x41;
    expect(box(w, a).kind).toBe(BOX_NONE);
    expect(w.restore(snap).ok).toBe(true);
    expect(box(w, a)).toEqual(spring);
  });

  it('the next frame clears every box, also those a restored snapshot holds in slots nothing noted since the last clear', () => {
    const w = scene();
    const a = put(w, 0x41, 0x100, STAND_Y + 8, 0, 0x20);
    w.step(0);
    w.step(0);
    // A box in the last slot (a deleted object's, as a snapshot from any frame may hold),
    // noted by nothing this world has run since its last clear.
    const snap = w.snapshot();
    const last = HEADER_WORDS + S1_SOLID_BOXES + 0x7f * 3;
    snap[last] = 0x41 | (BOX_SOLID << 8);
    snap[last + 1] = 0x1234;
    snap[last + 2] = 0x5678;
    for (const load of [(x: Int32Array) => w.restore(x).ok, (x: Int32Array) => w.restoreUntrusted(x).ok, (x: Int32Array) => (w.setStateWords(x.subarray(HEADER_WORDS)), true)]) {
      expect(load(snap)).toBe(true);
      expect(w.state[last - HEADER_WORDS]).not.toBe(0);
      w.step(0);
      expect([...w.state.subarray(S1_SOLID_BOXES + 0x7f * 3, S1_SOLID_BOXES + 0x80 * 3)]).toEqual([0, 0, 0]);
      // The spring noted its box again this frame; every slot but its is clear.
      expect(box(w, a).kind).toBe(BOX_SOLID);
      const words = [...w.state.subarray(S1_SOLID_BOXES, S1_SOLID_BOXES + 0x80 * 3)];
      expect(words.filter((v, i) => v !== 0 && Math.floor(i / 3) !== a >> 6)).toEqual([]);
    }
  });

  it('a savestate from a file whose box words say a kind the view does not know is refused, naming the slot', () => {
    const w = scene();
    put(w, 0x41, 0x100, STAND_Y + 8, 0, 0x20);
    w.step(0);
    w.step(0);
    expect(w.restoreUntrusted(w.snapshot()).ok).toBe(true);
    const bad = w.snapshot();
    bad[HEADER_WORDS + S1_SOLID_BOXES + 0x20 * 3] |= 0x300;
    const r = w.restoreUntrusted(bad);
    expect(r.ok ? 'accepted' : r.error.message).toContain('solidBoxes[32]');
  });
});

/** The routines whose call means an object is solid or a platform in the original (and two objects' own). */
const SOLID_IN_ASM = /\b(SolidObject|SolidObject71|SolidObject2F|Solid_ChkEnter|PlatformObject|Plat_NoXCheck|SlopeObject|SlopeObject2|Swing_Solid|ExitPlatform|ExitPlatform2|MvSonicOnPtfm|MvSonicOnPtfm2|Obj44_SolidWall|Mon_SolidSides)\b/;
/** The engine's routines that note a box (solidBoxes.ts), or the noting itself. */
const NOTES_IN_PORT = /\b(solidObject|solidObject71|solidObject2F|solidChkEnter|platformObject|slopeObject|swingSolid|exitPlatform|exitPlatform2|noteSolid|notePlatform|obj44SolidWall)\(/;

describeWithDisasm('every solid object has a box', (dir) => {
  it('every ported object whose original calls a solid or platform routine notes its box (found from the disassembly, no list)', () => {
    const asmDir = join(dir, '_incObj');
    const asm = readdirSync(asmDir).filter((f) => f.endsWith('.asm'));
    const portDir = join(import.meta.dirname, '../../../../../engine/games/s1/objects/objects');
    const ports = readdirSync(portDir).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(join(portDir, f), 'utf8'));
    const solidIds: number[] = [];
    const missing: string[] = [];
    for (const [idText, routine] of Object.entries(s1ObjectPorts())) {
      const id = Number(idText);
      const prefix = `${id.toString(16).toUpperCase().padStart(2, '0')} `;
      const source = asm.filter((f) => f.startsWith(prefix)).map((f) => readFileSync(join(asmDir, f), 'utf8')).join('\n');
      if (!SOLID_IN_ASM.test(source)) continue;
      solidIds.push(id);
      const port = ports.find((text) => new RegExp(`export function ${routine.name}\\(`).test(text));
      if (port === undefined || !NOTES_IN_PORT.test(port)) missing.push(`$${id.toString(16)} ${routine.name}`);
    }
    expect(missing).toEqual([]);
    // The search finds them: Green Hill's bridge, platforms, ledges, monitors, edge walls, springs among them.
    expect(solidIds).toEqual(expect.arrayContaining([0x11, 0x15, 0x18, 0x1a, 0x26, 0x36, 0x41, 0x44]));
  });

  it('on every act (REV01, random buttons), the object Sonic stands on has a box this frame and he is within its width', () => {
    const failures: string[] = [];
    let standing = 0;
    for (const act of S1_ACTS) {
      const w = createWorld(realAct(dir, act.id, { revision: 1, objects: true }));
      let x = 7 + act.zone * 4 + act.act;
      let input = 0;
      const routines = new Uint8Array(0x80);
      for (let f = 0; f < 3000; f++) {
        x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
        if (x % 23 === 0) input = (x >> 8) & 0x7f;
        for (let slot = 0; slot < 0x80; slot++) routines[slot] = w.m[slot * 0x40 + OB_ROUTINE];
        w.step(input);
        const s = w.state;
        // While Sonic is dead the level objects do not run (and test no box).
        if ((s[P_STATUS] & ST_ON_OBJECT) === 0 || (s[P_STATUS] & ST_DEAD) !== 0) continue;
        const a0 = (s[P_ON_OBJECT] - 1) * 0x40;
        if (w.m[a0 + OB_ID] === 0) continue;
        standing++;
        const b = box(w, a0);
        // The frame an object changes routine (a floor breaking into pieces) it may test nothing:
        // Sonic is still on it, and truly no box was tested.
        if (b.kind === BOX_NONE && w.m[a0 + OB_ROUTINE] !== routines[a0 >> 6]) continue;
        const dx = sonicX(s) - b.x;
        // A solid box's width is the object's own; Sonic's centre may be $B further out.
        const reach = b.halfWidth + (b.kind === BOX_SOLID ? 0xb : 0);
        if (b.kind === BOX_NONE || Math.abs(dx) > reach) failures.push(`${act.id} frame ${f}: object $${w.m[a0 + OB_ID].toString(16)} ${JSON.stringify(b)} dx ${dx}`);
        // His feet on the top edge (standing on a slope, the top noted is the one under him; a
        // box noted by a routine with a height map, drawn flat, is the landing frame's). Not
        // when the object hurt him this frame: Spik_Hurt moves him back by his new y speed.
        const feet = sonicY(s) + sonicHeight(s) - (b.y - b.height);
        if (!b.sloped && b.kind !== BOX_NONE && sonicRoutine(s) === 2 && (feet < -1 || feet > 0)) failures.push(`${act.id} frame ${f}: object $${w.m[a0 + OB_ID].toString(16)} feet ${feet} from the top`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    // Random buttons stand on objects often enough for this to test something.
    expect(standing).toBeGreaterThan(1000);
  });
});
