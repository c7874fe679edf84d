import { expect, it } from 'vitest';
import { openS1Disassembly } from '../../../importers/s1/importS1.ts';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import type { DisasmSource } from '../../../importers/s1/disasmSource.ts';
import { levelHash } from '../../../engine/level/levelHash.ts';
import { describeWithDisasm, openWithout } from '../../support/disasm.ts';

/** The checkout with other Nemesis headers for the art files the pattern load cues name. */
function withArt(dir: string, headers: Record<string, number>): DisasmSource {
  const base = nodeDisasmSource(dir);
  return {
    name: `${base.name} + art`,
    read: (path) => (path in headers ? Uint8Array.of(headers[path] >> 8, headers[path] & 0xff, 0, 0) : base.read(path)),
  };
}

const ART = {
  'artnem/Title Cards.nem': 0x8000 | 0x52,
  'artnem/Boss - Eggman after FZ Fight.nem': 0x40,
  'artnem/Boss - Final Zone.nem': 0x8000 | 0x31,
  'artnem/Boss - Main.nem': 0x5c,
  'artnem/Boss - Eggman in SBZ2 & FZ.nem': 0x33,
  'artnem/Boss - Exhaust Flame.nem': 0xc,
  'artnem/Game Over.nem': 0x8000 | 0x17,
};

/** A Nemesis file's pattern count: its first word with bit 15 (the XOR mode) masked off. */
function patterns(dir: string, file: string): number {
  const head = nodeDisasmSource(dir).read(`artnem/${file}.nem`)!;
  return ((head[0] << 8) | head[1]) & 0x7fff;
}

describeWithDisasm('the art queues the results card, the FZ boss and the GAME OVER card wait for', (dir) => {
  it('reads the whole checkout\'s counts: PLC_TitleCard\'s one file, PLC_FZBoss\'s five in their order, PLC_GameOver\'s one', () => {
    const act = openS1Disassembly(nodeDisasmSource(dir), 1).importAct('fz').level.act!;
    const fz = ['Boss - Eggman after FZ Fight', 'Boss - Final Zone', 'Boss - Main', 'Boss - Eggman in SBZ2 & FZ', 'Boss - Exhaust Flame'];
    expect(act.artQueues).toMatchObject({ titleCard: [patterns(dir, 'Title Cards')], fzBoss: fz.map((f) => patterns(dir, f)), gameOver: [patterns(dir, 'Game Over')] });
    // The checkout's own headers (d42fbf6): Title Cards.nem starts $8080, the XOR-mode bit set.
    expect(act.artQueues!.titleCard).toEqual([0x80]);
    const d = openS1Disassembly(nodeDisasmSource(dir), 1);
    for (const id of ['sbz2', 'fz']) expect(d.importAct(id).warnings.filter((w) => /art/.test(w.message))).toEqual([]);
  });

  it('reads each PLC list\'s pattern counts from its art files\' Nemesis headers (bit 15, the XOR mode, masked off)', () => {
    const act = openS1Disassembly(withArt(dir, ART), 1).importAct('fz').level.act!;
    expect(act.artQueues).toMatchObject({ titleCard: [0x52], fzBoss: [0x40, 0x31, 0x5c, 0x33, 0xc], gameOver: [0x17] });
  });

  it('reads what each act queues as it plays: the bosses\' lists, the zone\'s second list (LevelHeaders) and the title card\'s (PLC_Explode, the zone\'s animals)', () => {
    const d = openS1Disassembly(nodeDisasmSource(dir), 1);
    const q = (id: string) => d.importAct(id).level.act!.artQueues!;
    // PLC_Boss: Eggman, his weapons, the prison, the bomb, the SLZ spikeball, the exhaust flame.
    const boss = q('ghz3').boss!;
    expect([boss.length, boss[0], boss[1], boss[5]]).toEqual([6, patterns(dir, 'Boss - Main'), patterns(dir, 'Boss - Weapons'), patterns(dir, 'Boss - Exhaust Flame')]);
    expect(q('ghz1').eggmanSbz2).toHaveLength(3);
    // The Final Zone's list is Scrap Brain's (PLC_SBZ2: its zone's row), as the real game's queue showed it.
    expect(q('fz').actStart).toEqual([16, 41, 31, 15, 15, 20, 49, 4, 48, 12, 8, 16, 14]);
    expect(q('sbz3').actStart).toEqual(q('lz1').actStart);
    // The animals by v_zone: SBZ3 is the game's Labyrinth act 4, the Final Zone Scrap Brain's act 3.
    expect(q('ghz1').cardExit).toEqual([patterns(dir, 'Explosion'), patterns(dir, 'Animal Rabbit'), patterns(dir, 'Animal Flicky')]);
    expect(q('sbz3').cardExit).toEqual(q('lz2').cardExit);
    expect(q('fz').cardExit).toEqual(q('sbz1').cardExit);
    // Every card's zone name travels $120 (Card_ConData: shown at $120, finished at 0); the ending has no card.
    for (const id of ['ghz1', 'lz3', 'mz2', 'slz1', 'syz3', 'sbz2', 'sbz3', 'fz']) expect([id, q(id).cardTravel]).toEqual([id, 0x120]);
    expect(q('end')).toMatchObject({ actStart: [], cardExit: [], cardTravel: 0 });
  });

  it('without the art: no queues, and SBZ2 and FZ (only they) say what that changes', () => {
    const d = openWithout(dir, (path) => path.startsWith('artnem/'), 1);
    const artWarning = (id: string) => d.importAct(id).warnings.filter((w) => w.id === -1).map((w) => w.message);
    expect(d.importAct('sbz2').level.act!.artQueues).toBeUndefined();
    expect(artWarning('sbz2')).toEqual(['the art the results card waits for is not in the checkout (artnem/Title Cards.nem): its wait for the pattern load cues is taken as none']);
    expect(artWarning('fz')[0]).toMatch(/^the art the Final Zone boss waits for is not in the checkout \(artnem\/Boss - Eggman after FZ Fight\.nem, /);
    expect(artWarning('ghz1')).toEqual([]);
  });

  it('the counts are part of the level hash only when known', () => {
    const bare = openWithout(dir, (path) => path.startsWith('artnem/'), 1).importAct('sbz2').level;
    const art = openS1Disassembly(withArt(dir, ART), 1).importAct('sbz2').level;
    expect(levelHash(bare)).toBe(bare.hash);
    expect(art.hash).not.toBe(bare.hash);
  });
});
