/**
 * The pattern counts of the art in the pattern load cues the game's logic waits on
 * (engine/games/s1/objects/artQueue.ts): `PLC_TitleCard` (queued by GotThroughAct; the results card
 * waits for it), `PLC_FZBoss` (queued by the Final Zone's level events; the boss waits) and
 * `PLC_GameOver` (queued by GameOver; the GAME OVER card waits), and everything else an act
 * queues while it plays, since a wait ends only when the whole queue is empty: `PLC_Boss`
 * (each act 3's boss events), `PLC_EggmanSBZ2` (SBZ2's), and per zone (readZoneArtQueues) the
 * zone's second list (LevelHeaders; `LevelDataLoad` queues it as the act starts) and what the
 * title card queues as it leaves (`Card_ChangeArt`: PLC_Explode and the zone's animals).
 * Each `plcm Nem_X, tile` entry names an art label; the label's `binclude`d Nemesis file starts
 * with its pattern count (bit 15 is the XOR mode: `RunPLC` masks it off).
 *
 * Checkouts often leave the art out (the test subset does): then the queues are unknown, the
 * act is imported without them (no wait) and a warning says what that changes.
 */
import type { AsmProgram } from './asmProgram.ts';
import type { DisasmSource } from './disasmSource.ts';
import { unquote } from './asmProgram.ts';
import type { ActArtQueues } from '../../engine/level/realAct.ts';

export interface ArtQueueRead {
  /** The lists the checkout has every art file of (a list it lacks one of is left empty: no wait); absent when it has neither. */
  readonly queues?: ActArtQueues;
  /** Per list, the art files the checkout lacks. */
  readonly missing: { readonly titleCard: readonly string[]; readonly fzBoss: readonly string[]; readonly gameOver: readonly string[] };
}

export function readArtQueues(program: AsmProgram, source: DisasmSource): ArtQueueRead {
  const counts = (plcLabel: string, missing: string[]): number[] => plcPatternCounts(program, source, plcLabel, missing);
  const missing = { titleCard: [] as string[], fzBoss: [] as string[], gameOver: [] as string[] };
  const titleCard = counts('PLC_TitleCard', missing.titleCard);
  const fzBoss = counts('PLC_FZBoss', missing.fzBoss);
  const gameOver = counts('PLC_GameOver', missing.gameOver);
  const hasTitleCard = missing.titleCard.length === 0;
  const hasFzBoss = missing.fzBoss.length === 0;
  if (!hasTitleCard && !hasFzBoss) return { missing };
  const bossMissing: string[] = [];
  const boss = counts('PLC_Boss', bossMissing);
  const eggmanSbz2 = counts('PLC_EggmanSBZ2', bossMissing);
  return {
    queues: {
      titleCard: hasTitleCard ? titleCard : [],
      fzBoss: hasFzBoss ? fzBoss : [],
      ...(missing.gameOver.length === 0 ? { gameOver } : {}),
      ...(bossMissing.length === 0 ? { boss, eggmanSbz2 } : {}),
    },
    missing,
  };
}

/** What one zone queues: its second list as the act starts, and the title card's as it leaves. */
export interface ZoneArtQueues {
  readonly actStart: readonly number[];
  readonly cardExit: readonly number[];
  /** Pixels the title card's zone name travels from where it shows to where it finishes (Card_ConData). */
  readonly cardTravel: number;
}

/**
 * The zone's queues for an act (`v_zone`, `v_act`), or null when the checkout lacks an art file
 * of them (then the act starts with an empty queue, as before). The ending (zone 6) has neither:
 * no second list in its LevelHeaders row and no title card (GM_Ending).
 */
export function readZoneArtQueues(program: AsmProgram, source: DisasmSource, zone: number, act: number): ZoneArtQueues | null {
  if (zone >= 6) return { actStart: [], cardExit: [], cardTravel: 0 };
  const missing: string[] = [];
  const header = program.rowsAt('LevelHeaders', 'LevelHeaders.asm').filter((st) => st.op === 'lhead')[zone];
  const cues = artLoadCues(program);
  const second = header === undefined ? undefined : plcLabelOf(program, cues, header.args[2]);
  const animalsLabel = plcLabelAfter(cues, 'plcid_GHZAnimals', zone);
  if (second === undefined || animalsLabel === undefined) return null;
  const actStart = second === null ? [] : plcPatternCounts(program, source, second, missing);
  const cardExit = [...plcPatternCounts(program, source, 'PLC_Explode', missing), ...plcPatternCounts(program, source, animalsLabel, missing)];
  const cardTravel = titleCardTravel(program, zone, act);
  if (missing.length > 0 || cardTravel === undefined) return null;
  return { actStart, cardExit, cardTravel };
}

/**
 * Card_CheckSBZ3 / Card_CheckFZ: SBZ3 (LZ act 4) shows card 5, the Final Zone card 6, every
 * other act its zone's. Each Card_ConData row is 4 items of (start = finish x, main x); the
 * first item is the zone name, the one that queues art when it is done (routine 4).
 */
function titleCardTravel(program: AsmProgram, zone: number, act: number): number | undefined {
  if (!program.hasLabel('Card_ConData')) return undefined;
  const card = zone === 1 && act === 3 ? 5 : zone === 5 && act === 2 ? 6 : zone;
  const words = program.rowsAt('Card_ConData', 'Title Cards.asm').filter((st) => st.op === 'dc.w').flatMap((st) => st.args);
  const start = program.evaluate(words[card * 8] ?? '');
  const main = program.evaluate(words[card * 8 + 1] ?? '');
  if (start === undefined || main === undefined) return undefined;
  return Math.abs(((main << 16) >> 16) - ((start << 16) >> 16));
}

/**
 * The PLC list a `plcid_X` operand names, null for 0 (no list), undefined when unknown. The
 * checkout defines `plcid_X equ (ptr_PLC_X-ArtLoadCues)/2`, which names an address the reader
 * does not compute: the id's pointer is the entry labelled `ptr_PLC_X`.
 */
function plcLabelOf(program: AsmProgram, cues: readonly ArtLoadCue[], operand: string): string | null | undefined {
  if (program.evaluate(operand) === 0) return null;
  return plcLabelAfter(cues, operand.trim(), 0);
}

/** The list `steps` entries after the one `plcid_X` names (`addi.w #plcid_GHZAnimals,d0` with the zone in d0). */
function plcLabelAfter(cues: readonly ArtLoadCue[], operand: string, steps: number): string | undefined {
  const m = /^plcid_(\w+)$/.exec(operand);
  const at = m === null ? -1 : cues.findIndex((e) => e.pointer === `ptr_PLC_${m[1]}`);
  return at < 0 ? undefined : cues[at + steps]?.list;
}

interface ArtLoadCue {
  readonly pointer: string | undefined;
  readonly list: string | undefined;
}

/** ArtLoadCues in order: each `ptr_PLC_X: dc.w PLC_X-ArtLoadCues` entry's label and list. */
function artLoadCues(program: AsmProgram): ArtLoadCue[] {
  if (!program.hasLabel('ArtLoadCues')) return [];
  const entries: ArtLoadCue[] = [];
  const at = program.labelIndex('ArtLoadCues', 'Pattern Load Cues.asm');
  // A label is a statement of its own, before the `dc.w` it names.
  let label: string | undefined;
  for (let i = at + 1; i < program.statements.length; i++) {
    const st = program.statements[i];
    if (st.op === 'zonewarning') continue;
    if (st.op === '') {
      label = st.label;
      continue;
    }
    if (st.op !== 'dc.w') break;
    for (const arg of st.args) entries.push({ pointer: label, list: /^(\w+)\s*-\s*ArtLoadCues$/.exec(arg)?.[1] });
    label = undefined;
  }
  return entries;
}

/** The pattern counts of a PLC list's art files, in queue order; what the checkout lacks goes to `missing`. */
function plcPatternCounts(program: AsmProgram, source: DisasmSource, plcLabel: string, missing: string[]): number[] {
  if (!program.hasLabel(plcLabel)) {
    missing.push(`${plcLabel} (Pattern Load Cues.asm)`);
    return [];
  }
  const out: number[] = [];
  for (const row of program.rowsAt(plcLabel, 'Pattern Load Cues.asm')) {
    if (row.op !== 'plcm') continue;
    const art = artFile(program, row.args[0]);
    const bytes = art === undefined ? null : source.read(art);
    if (art === undefined || bytes === null || bytes.length < 2) {
      missing.push(art ?? row.args[0]);
      continue;
    }
    out.push(((bytes[0] << 8) | bytes[1]) & 0x7fff);
  }
  return out;
}

/** The file a `Nem_X: binclude "artnem/..."` label includes. */
function artFile(program: AsmProgram, label: string): string | undefined {
  if (!program.hasLabel(label)) return undefined;
  const at = program.labelIndex(label, 'sonic.asm');
  // The label is a statement of its own; the binclude follows it on the same line.
  for (let i = at; i < program.statements.length && i <= at + 1; i++) {
    const st = program.statements[i];
    if (st.op === 'binclude' && st.args.length > 0) return unquote(st.args[0]);
  }
  return undefined;
}
