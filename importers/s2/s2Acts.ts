/**
 * The twenty acts of the final Sonic 2, in the order players meet them, each named by the zone
 * label the checkout declares its zone with (s2.constants.asm: `emerald_hill_zone zoneID $00`
 * ...) and its act number within that zone. The zone's number is not written here: it is read
 * from the checkout's `zoneID` declarations (s2ZoneIds.ts), as every zone-ordered table of
 * s2.asm is placed by them.
 *
 * The game numbers two things differently from how players count them: Metropolis act 3 is the
 * second Metropolis zone's act 1 (`metropolis_zone_act_3 = (metropolis_zone_2<<8)|$00`), and
 * the one-act zones (Sky Chase, Wing Fortress, Death Egg) are act 1 of their zone, with no
 * number in their id, like Sonic 1's `fz`. The prototype zones (Wood, Hidden Palace, zones 1, 3
 * and 9) have no data in the checkout's build and are not listed.
 */
export interface S2ActId {
  /** The id users type after `s2:` (`ehz1`). */
  readonly id: string;
  /** Shown in lists. */
  readonly title: string;
  /** The label of the zone's `zoneID` declaration in s2.constants.asm. */
  readonly zoneLabel: string;
  /** The act within the zone as the game numbers it (Current_Act): 0 = act 1. */
  readonly act: number;
}

function act(id: string, zoneLabel: string, a: number, title: string): S2ActId {
  return { id, zoneLabel, act: a, title };
}

export const S2_ACTS: readonly S2ActId[] = [
  act('ehz1', 'emerald_hill_zone', 0, 'Emerald Hill Zone act 1'),
  act('ehz2', 'emerald_hill_zone', 1, 'Emerald Hill Zone act 2'),
  act('cpz1', 'chemical_plant_zone', 0, 'Chemical Plant Zone act 1'),
  act('cpz2', 'chemical_plant_zone', 1, 'Chemical Plant Zone act 2'),
  act('arz1', 'aquatic_ruin_zone', 0, 'Aquatic Ruin Zone act 1'),
  act('arz2', 'aquatic_ruin_zone', 1, 'Aquatic Ruin Zone act 2'),
  act('cnz1', 'casino_night_zone', 0, 'Casino Night Zone act 1'),
  act('cnz2', 'casino_night_zone', 1, 'Casino Night Zone act 2'),
  act('htz1', 'hill_top_zone', 0, 'Hill Top Zone act 1'),
  act('htz2', 'hill_top_zone', 1, 'Hill Top Zone act 2'),
  act('mcz1', 'mystic_cave_zone', 0, 'Mystic Cave Zone act 1'),
  act('mcz2', 'mystic_cave_zone', 1, 'Mystic Cave Zone act 2'),
  act('ooz1', 'oil_ocean_zone', 0, 'Oil Ocean Zone act 1'),
  act('ooz2', 'oil_ocean_zone', 1, 'Oil Ocean Zone act 2'),
  act('mtz1', 'metropolis_zone', 0, 'Metropolis Zone act 1'),
  act('mtz2', 'metropolis_zone', 1, 'Metropolis Zone act 2'),
  act('mtz3', 'metropolis_zone_2', 0, 'Metropolis Zone act 3'),
  act('scz', 'sky_chase_zone', 0, 'Sky Chase Zone'),
  act('wfz', 'wing_fortress_zone', 0, 'Wing Fortress Zone'),
  act('dez', 'death_egg_zone', 0, 'Death Egg Zone'),
];

export function findS2Act(id: string): S2ActId | undefined {
  return S2_ACTS.find((a) => a.id === id.toLowerCase());
}

/** `ehz1, ehz2, ...`, for messages. */
export function s2ActList(): string {
  return S2_ACTS.map((a) => a.id).join(', ');
}

/**
 * The level's name of an act imported from a checkout of `gameRevision` `revision`: "Emerald
 * Hill Zone act 1 (Sonic 2 REV01)". A Sonic 2 act is a plain level (no act section), so its
 * name, which the level hash covers, is what says which act and revision it is (s2ActOfName):
 * movies and the workbench's stored acts reference it by that (movies/formats/levelRef.ts).
 */
export function s2ActName(act: S2ActId, revision: number): string {
  return `${act.title} (Sonic 2 REV0${revision})`;
}

const NAMED = /^(.*) \(Sonic 2 REV0([0-2])\)$/;

/** The act and revision a level's name says (s2ActName), or null for any other name. */
export function s2ActOfName(name: string): { readonly act: S2ActId; readonly revision: number } | null {
  const m = NAMED.exec(name);
  if (m === null) return null;
  const act = S2_ACTS.find((a) => a.title === m[1]);
  return act === undefined ? null : { act, revision: Number(m[2]) };
}
