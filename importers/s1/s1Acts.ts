/**
 * The twenty acts of Sonic 1 as the game numbers them (`v_zone`, `v_act`; Constants.asm `id_GHZ`
 * ...): zones in the game's order, which is not the order they are played. The game's
 * Labyrinth act 4 is Scrap Brain act 3, and Scrap Brain act 3 is the Final Zone; zone 6 is the
 * ending sequence's Green Hill, which Sonic runs through after the Final Zone.
 */
export interface S1ActId {
  /** The id users type after `s1:` (`ghz1`). */
  readonly id: string;
  /** Shown in lists. */
  readonly title: string;
  readonly zone: number;
  readonly act: number;
}

export const S1_ZONE_NAMES = ['GHZ', 'LZ', 'MZ', 'SLZ', 'SYZ', 'SBZ'] as const;

const ZONE_TITLES = ['Green Hill', 'Labyrinth', 'Marble', 'Star Light', 'Spring Yard', 'Scrap Brain', 'Ending'];

function act(id: string, zone: number, a: number, title?: string): S1ActId {
  return { id, zone, act: a, title: title ?? `${ZONE_TITLES[zone]} Zone act ${a + 1}` };
}

/** In the order players meet them. */
export const S1_ACTS: readonly S1ActId[] = [
  act('ghz1', 0, 0), act('ghz2', 0, 1), act('ghz3', 0, 2),
  act('mz1', 2, 0), act('mz2', 2, 1), act('mz3', 2, 2),
  act('syz1', 4, 0), act('syz2', 4, 1), act('syz3', 4, 2),
  act('lz1', 1, 0), act('lz2', 1, 1), act('lz3', 1, 2),
  act('slz1', 3, 0), act('slz2', 3, 1), act('slz3', 3, 2),
  act('sbz1', 5, 0), act('sbz2', 5, 1),
  act('sbz3', 1, 3, 'Scrap Brain Zone act 3 (the game\'s Labyrinth act 4)'),
  act('fz', 5, 2, 'Final Zone (the game\'s Scrap Brain act 3)'),
  act('end', 6, 0, 'Ending: the Green Hill of the ending sequence (the game\'s zone 6)'),
];

export function findS1Act(id: string): S1ActId | undefined {
  return S1_ACTS.find((a) => a.id === id.toLowerCase());
}
