/**
 * The pattern counts of the art in the pattern load cues the game's logic waits on
 * (engine/s1objects/artQueue.ts): `PLC_TitleCard` (queued by GotThroughAct; the results card
 * waits for it), `PLC_FZBoss` (queued by the Final Zone's level events; the boss waits) and
 * `PLC_GameOver` (queued by GameOver; the GAME OVER card waits).
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
  const counts = (plcLabel: string, missing: string[]): number[] => {
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
  };
  const missing = { titleCard: [] as string[], fzBoss: [] as string[], gameOver: [] as string[] };
  const titleCard = counts('PLC_TitleCard', missing.titleCard);
  const fzBoss = counts('PLC_FZBoss', missing.fzBoss);
  const gameOver = counts('PLC_GameOver', missing.gameOver);
  const hasTitleCard = missing.titleCard.length === 0;
  const hasFzBoss = missing.fzBoss.length === 0;
  if (!hasTitleCard && !hasFzBoss) return { missing };
  return {
    queues: { titleCard: hasTitleCard ? titleCard : [], fzBoss: hasFzBoss ? fzBoss : [], ...(missing.gameOver.length === 0 ? { gameOver } : {}) },
    missing,
  };
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
