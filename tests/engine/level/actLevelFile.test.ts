import { describe, expect, it } from 'vitest';
import { parseLevel, parseLevelText } from '../../../engine/level/parseLevel.ts';
import { levelDocument, writeLevelText } from '../../../engine/level/writeLevel.ts';
import { BUILTIN_LEVELS, loadBuiltinLevel } from '../../../engine/level/builtin/index.ts';
import { ACT_SHAPE_BYTES, actTileShapes, buildActLevel } from '../../../engine/level/actLevel.ts';
import { ACT_CHUNK_COUNT, ACT_CHUNK_WORDS, ACT_LAYOUT_BYTES, type RealAct } from '../../../engine/level/realAct.ts';
import { bytesToBase64 } from '../../../engine/level/base64.ts';
import type { Level } from '../../../engine/level/types.ts';
import { S1_ACTS } from '../../../importers/s1/s1Acts.ts';
import { describeWithDisasm, s1Disassembly } from '../../support/disasm.ts';

/** First index where two arrays differ (-1: equal); toEqual on 0x40000-word layers is slow. */
function firstDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return i;
  return -1;
}

function expectSameAct(a: Level, b: Level, what = ''): void {
  expect(a.hash, what).toBe(b.hash);
  const x = a.act!;
  const y = b.act!;
  expect({ ...x, layout: 0, chunks: 0, collisionIndex: 0, placements: 0 }, what).toEqual({ ...y, layout: 0, chunks: 0, collisionIndex: 0, placements: 0 });
  expect([...x.placements], what).toEqual([...y.placements]);
  expect(firstDifference(x.layout, y.layout), what).toBe(-1);
  expect(firstDifference(x.chunks, y.chunks), what).toBe(-1);
  expect(firstDifference(x.collisionIndex, y.collisionIndex), what).toBe(-1);
  expect(firstDifference(a.layers[0], b.layers[0]), what).toBe(-1);
  expect(firstDifference(a.layers[1], b.layers[1]), what).toBe(-1);
  expect(firstDifference(a.shapes.heights, b.shapes.heights), what).toBe(-1);
  expect(firstDifference(a.shapes.widths, b.shapes.widths), what).toBe(-1);
  expect(firstDifference(a.shapes.angles, b.shapes.angles), what).toBe(-1);
  expect(a.start, what).toEqual(b.start);
  expect(a.objects, what).toEqual(b.objects);
}

function load(doc: unknown): Level {
  const r = parseLevel(doc);
  if (!r.ok) throw new Error(`${r.error.path}: ${r.error.message}`);
  return r.level;
}

/**
 * A small real act made by hand (no disassembly needed): chunk 1 is a floor of shape 1 in its
 * bottom block row, chunk 2 a loop chunk; the layout places them in the foreground's first row.
 */
function handMadeAct(): Level {
  const layout = new Uint8Array(ACT_LAYOUT_BYTES);
  layout[0] = 1;
  layout[1] = 0x82; // a loop chunk: layer B reads chunk 3
  layout[0x40] = 1; // background column 0
  const chunks = new Uint16Array(ACT_CHUNK_COUNT * ACT_CHUNK_WORDS);
  for (let bx = 0; bx < 16; bx++) chunks[0 * 256 + 15 * 16 + bx] = 0x6000 | 5; // chunk 1: solid block index 5
  chunks[1 * 256 + 3] = 0x2800 | 6; // chunk 2: top-solid, x-flipped block 6
  chunks[2 * 256 + 7] = 0x4000 | 5; // chunk 3
  const collisionIndex = new Uint8Array(8);
  collisionIndex[5] = 1;
  collisionIndex[6] = 2;
  const heights = new Int8Array(ACT_SHAPE_BYTES);
  const widths = new Int8Array(ACT_SHAPE_BYTES);
  const angles = new Uint8Array(256);
  heights.fill(16, 16, 32);
  widths.fill(16, 16, 32);
  for (let c = 0; c < 16; c++) heights[32 + c] = -c;
  angles[1] = 0xff;
  angles[2] = 0x20;
  const act: RealAct = {
    game: 's1', id: 'ghz1', zone: 0, act: 0, revision: 1, layout, chunks, collisionIndex,
    loopChunks: [0x02, 0x7f, 0x7f, 0x7f], size: { left: 0, right: 0x2000, top: -0x100, bottom: 0x300, lookShift: 0x60 },
    // Two ring placements (object $25, subtypes 0 and $12), then the end marker.
    placements: Uint8Array.of(0x00, 0x80, 0x00, 0xc0, 0x25, 0x00, 0x01, 0x00, 0x40, 0xb0, 0xa5, 0x12, 0xff, 0xff, 0, 0, 0, 0),
  };
  return buildActLevel({ name: 'Hand-made act', profile: 's1', shapes: actTileShapes(heights, widths, angles), start: { x: 0x50, y: 0xd0, character: 'sonic' }, objects: [], act });
}

describe('the level writer', () => {
  it.each(Object.keys(BUILTIN_LEVELS))('writes built-in level %s as a /2 file that loads with the same hash and layers', (name) => {
    const level = loadBuiltinLevel(name);
    const text = writeLevelText(level, { description: 'round trip' });
    const again = parseLevelText(text);
    if (!again.ok) throw new Error(`${again.error.path}: ${again.error.message}`);
    expect(JSON.parse(text).format).toBe('subpixel-level/2');
    expect(again.level.hash).toBe(level.hash);
    expect(firstDifference(again.level.layers[0], level.layers[0])).toBe(-1);
    expect(firstDifference(again.level.layers[1], level.layers[1])).toBe(-1);
    expect(again.level.objects).toEqual(level.objects);
  });

  it('writes layer B only when it differs from layer A', () => {
    expect(levelDocument(loadBuiltinLevel('loop')).rowsB).toBeDefined();
    expect(levelDocument(loadBuiltinLevel('flat')).rowsB).toBeUndefined();
  });

  it('writes a real act as an act section of base64 data and loads it back to the same level', () => {
    const level = handMadeAct();
    const doc = levelDocument(level) as Record<string, any>;
    expect(Object.keys(doc)).toEqual(['format', 'name', 'profile', 'start', 'objects', 'act']);
    expect(Object.keys(doc.act)).toEqual(['game', 'id', 'zone', 'act', 'revision', 'layout', 'chunks', 'collisionIndex', 'loopChunks', 'size', 'placements', 'shapes']);
    expect(atob(doc.act.placements).length).toBe(18);
    expect(atob(doc.act.layout).length).toBe(1024);
    expect(atob(doc.act.chunks).length).toBe(0xa400);
    // Chunk RAM is written as the game keeps it: big-endian words.
    expect([...atob(doc.act.chunks).slice(0x1e0, 0x1e2)].map((c) => c.charCodeAt(0))).toEqual([0x60, 0x05]);
    const again = load(doc);
    expectSameAct(again, level);
    expect(again.shapes.names[0x1f]).toBe('s1-$1F');
  });

  it('keeps the art queues\' pattern counts when the act has them (and they change the hash)', () => {
    const level = handMadeAct();
    const doc = levelDocument(level) as Record<string, any>;
    doc.act.artQueues = { titleCard: [0x52], fzBoss: [0x40, 0xc] };
    const withArt = load(doc);
    expect(withArt.act!.artQueues).toEqual({ titleCard: [0x52], fzBoss: [0x40, 0xc] });
    expect(withArt.hash).not.toBe(level.hash);
    expect((levelDocument(withArt) as Record<string, any>).act.artQueues).toEqual(doc.act.artQueues);
  });
});

describe('subpixel-level/2', () => {
  it('reads a /1 document relabelled /2 exactly as /1 (same hash)', () => {
    for (const name of Object.keys(BUILTIN_LEVELS)) {
      const doc = { ...(BUILTIN_LEVELS[name] as object), format: 'subpixel-level/2' };
      expect(load(doc).hash).toBe(loadBuiltinLevel(name).hash);
    }
  });

  it('builds the act terrain: the floor block of chunk 1 with shape 1, the loop chunk read as its twin on layer B', () => {
    const level = load(levelDocument(handMadeAct()));
    const w = level.widthBlocks;
    expect(w).toBe(0x800);
    expect(level.heightBlocks).toBe(0x80);
    expect(level.layers[0][15 * w + 3]).toBe(0x6001);
    expect(level.layers[0][16 + 3]).toBe(0x2802); // chunk 2 on layer A
    expect(level.layers[1][16 + 7]).toBe(0x4001); // chunk 3 on layer B
    expect(level.layers[1][16 + 3]).toBe(0);
    expect(level.profile).toBe('s1');
  });

  it('defaults the profile of a real act to its game', () => {
    const doc = levelDocument(handMadeAct()) as Record<string, any>;
    delete doc.profile;
    expect(load(doc).profile).toBe('s1');
  });
});

describe('subpixel-level/2 refuses a bad act section with the JSON path and what is wrong', () => {
  type Case = [what: string, mutate: (d: Record<string, any>) => void, path: string, message: RegExp];
  const b64 = (n: number, fill = 0): string => bytesToBase64(new Uint8Array(n).fill(fill));
  const cases: Case[] = [
    ['an act in a /1 file', (d) => (d.format = 'subpixel-level/1'), 'act', /needs "format": "subpixel-level\/2"/],
    ['rows beside an act', (d) => (d.rows = ['#']), 'rows', /not allowed with "act"/],
    ['tiles beside an act', (d) => (d.tiles = {}), 'tiles', /not allowed with "act"/],
    ['an act that is not an object', (d) => (d.act = 'ghz1'), 'act', /must be a real act/],
    ['an unknown act key', (d) => (d.act.water = 1), 'act.water', /unknown key/],
    ['another game', (d) => (d.act.game = 's2'), 'act.game', /must be one of "s1"/],
    ['an act id with spaces', (d) => (d.act.id = 'green hill'), 'act.id', /act id/],
    ['a zone of 7', (d) => (d.act.zone = 7), 'act.zone', /0\.\.6/],
    ['an act number of 4', (d) => (d.act.act = 4), 'act.act', /0\.\.3/],
    ['revision 2', (d) => (d.act.revision = 2), 'act.revision', /0\.\.1/],
    ['a missing layout', (d) => delete d.act.layout, 'act.layout', /is required/],
    ['a layout of 1000 bytes', (d) => (d.act.layout = b64(1000)), 'act.layout', /^must be base64 of exactly 1024 bytes, got 1000 bytes$/],
    ['a layout that is not base64', (d) => (d.act.layout = 'not base64!'), 'act.layout', /^must be base64 of exactly 1024 bytes; the text is not valid padded base64$/],
    ['a layout given as an array', (d) => (d.act.layout = [1, 2]), 'act.layout', /^must be base64 of exactly 1024 bytes, got an array$/],
    ['a layout naming chunk $53', (d) => (d.act.layout = b64(1024, 0x53)), 'act.layout', /^byte 0 \(row 0, column 0\) names chunk 83; chunk RAM holds 82 chunks/],
    ['chunks one byte short', (d) => (d.act.chunks = b64(0xa3ff)), 'act.chunks', /exactly 41984 bytes, got 41983 bytes/],
    ['a huge chunks string', (d) => (d.act.chunks = 'A'.repeat(1 << 20)), 'act.chunks', /more than 41984 bytes take/],
    ['an empty collision index', (d) => (d.act.collisionIndex = ''), 'act.collisionIndex', /1 to 2048 bytes, got 0 bytes/],
    ['three loop chunks', (d) => d.act.loopChunks.pop(), 'act.loopChunks', /array of 4 chunk numbers/],
    ['a loop chunk of 256', (d) => (d.act.loopChunks[2] = 256), 'act.loopChunks[2]', /0\.\.255/],
    ['a missing size', (d) => delete d.act.size, 'act.size', /is required/],
    ['placements that are not whole entries', (d) => (d.act.placements = b64(8, 0xff)), 'act.placements', /^must hold whole 6-byte placements, got 8 bytes$/],
    ['placements without their end marker', (d) => (d.act.placements = bytesToBase64(Uint8Array.of(0, 0x80, 0, 0xc0, 0x25, 0))), 'act.placements', /^must end with the \$FFFF end marker entry$/],
    ['placements after the end marker', (d) => (d.act.placements = b64(12, 0xff)), 'act.placements', /^placement 0 is the \$FFFF end marker, but 1 more follow it$/],
    ['a placement of an object with no port', (d) => (d.act.placements = bytesToBase64(Uint8Array.of(0, 0x80, 0, 0xc0, 0x25, 0, 0x01, 0x00, 0, 0xc0, 0x8f, 0, 0xff, 0xff, 0, 0, 0, 0))), 'act.placements', /^placement 1 \(x 256\) is object \$0F, which the engine has no port of$/],
    ['an empty placement list', (d) => (d.act.placements = ''), 'act.placements', /6 to 24576 bytes, got 0 bytes/],
    ['a size top below -0x8000', (d) => (d.act.size.top = -0x8001), 'act.size.top', /-32768\.\.32767/],
    ['a negative right limit', (d) => (d.act.size.right = -1), 'act.size.right', /0\.\.65535/],
    ['an unknown size key', (d) => (d.act.size.water = 0), 'act.size.water', /unknown key/],
    ['heights of 16 shapes', (d) => (d.act.shapes.heights = b64(256)), 'act.shapes.heights', /exactly 4096 bytes, got 256 bytes/],
    ['a height of 17', (d) => (d.act.shapes.heights = b64(4096, 17)), 'act.shapes.heights', /^byte 0 \(shape 0, column 0\) is 17; each must be -16\.\.16$/],
    ['a width of -17', (d) => (d.act.shapes.widths = b64(4096, 0xef)), 'act.shapes.widths', /is -17; each must be -16\.\.16$/],
    ['255 angles', (d) => (d.act.shapes.angles = b64(255)), 'act.shapes.angles', /exactly 256 bytes, got 255 bytes/],
    ['a start outside the act grid', (d) => (d.start.y = 0x800), 'start.y', /0\.\.2047/],
    ['art queues without the FZ list', (d) => (d.act.artQueues = { titleCard: [0x52] }), 'act.artQueues.fzBoss', /is required/],
    ['an art file of 0 patterns', (d) => (d.act.artQueues = { titleCard: [0], fzBoss: [] }), 'act.artQueues.titleCard[0]', /1\.\.32767/],
    ['17 art files in one list', (d) => (d.act.artQueues = { titleCard: new Array(17).fill(1), fzBoss: [] }), 'act.artQueues.titleCard', /at most 16 pattern counts/],
  ];
  it.each(cases)('refuses %s', (_what, mutate, path, message) => {
    const doc = JSON.parse(writeLevelText(handMadeAct()));
    mutate(doc);
    const r = parseLevel(doc);
    if (r.ok) throw new Error('expected an error');
    expect(r.error.code).toBe('levelInvalid');
    expect(r.error.path).toBe(path);
    expect(r.error.message).toMatch(message);
  });
});

describeWithDisasm('imported acts written as level files', () => {
  it.each([0, 1] as const)('every act of REV0%i loads from its file with the hash of the direct import', (rev) => {
    const d = s1Disassembly(rev);
    for (const { id } of S1_ACTS) {
      const { level } = d.importAct(id);
      const again = parseLevelText(writeLevelText(level));
      if (!again.ok) throw new Error(`${id}: ${again.error.path}: ${again.error.message}`);
      expectSameAct(again.level, level, id);
    }
  });
});

describe('start.grounded', () => {
  const flat = (): Record<string, any> => JSON.parse(writeLevelText(loadBuiltinLevel('flat')));

  it('asks for the game\'s grounded start: kept only when true, and then part of the hash', () => {
    const doc = flat();
    doc.start.grounded = true;
    const grounded = load(doc);
    expect(grounded.start.grounded).toBe(true);
    expect(grounded.hash).not.toBe(loadBuiltinLevel('flat').hash);
    doc.start.grounded = false;
    expect(load(doc).start).toEqual(loadBuiltinLevel('flat').start);
    expect(load(doc).hash).toBe(loadBuiltinLevel('flat').hash);
  });

  it('round-trips through the writer, and is refused when not a boolean', () => {
    const doc = flat();
    doc.start.grounded = true;
    const level = load(doc);
    expect(load(levelDocument(level)).hash).toBe(level.hash);
    doc.start.grounded = 'yes';
    const r = parseLevel(doc);
    expect(r.ok ? null : r.error).toEqual({ code: 'levelInvalid', path: 'start.grounded', message: 'must be true or false, got "yes"' });
  });
});

describe('start powers in the writer', () => {
  it('round-trip: rings, shield and emeralds written back give the same level and hash; none stays none', () => {
    const doc: Record<string, any> = JSON.parse(writeLevelText(loadBuiltinLevel('flat')));
    doc.start.rings = 50;
    doc.start.shield = 'bubble';
    const level = load(doc);
    expect(level.start.powers).toEqual({ rings: 50, shield: 'bubble', emeralds: 0, superEmeralds: 0 });
    const again = load(levelDocument(level));
    expect(again.start.powers).toEqual(level.start.powers);
    expect(again.hash).toBe(level.hash);
    expect(levelDocument(loadBuiltinLevel('flat')).start).not.toHaveProperty('rings');
  });
});
