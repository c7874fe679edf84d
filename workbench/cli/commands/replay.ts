/**
 * `subpixel replay --movie M`: runs a movie and prints one JSON summary (CONTRACTS §5):
 * frames, final state hash, event counts and detector hits.
 */
import { EVENT_NAMES } from '../../../engine/state/events.ts';
import { inputWords } from '../../../movies/model/inputWords.ts';
import { DETECTORS } from '../../../analysis/detectors/index.ts';
import { DetectorRun } from '../../../analysis/detectors/runDetectors.ts';
import { intOption, parseArgs } from '../args.ts';
import { CliError } from '../cliError.ts';
import type { CliIo } from '../cliIo.ts';
import { readMovieFile } from '../loadMovie.ts';
import { worldAtMovieStart } from '../loadInputs.ts';
import { actStartOptions } from '../../../movies/formats/actStartRef.ts';
import { worldMeta } from '../../../movies/model/worldMeta.ts';
import { levelForMovie } from '../movieLevel.ts';
import { MOVE_FLAG_NAMES, WORLD_FLAG_NAMES, WORLD_OPTIONS_HELP, WORLD_OPTION_NAMES, loadLevelArg, checkPartner, parseFixes, parsePartner, worldOptionsFrom } from '../worldOptions.ts';
import { disasmOptionsFrom } from '../disasmLevels.ts';
import { movieLevelRef, storedLevelRef } from '../../../movies/formats/levelRef.ts';
import { isCharacterId, isProfileId } from '../../../engine/profiles/ids.ts';
import { isQuirkId, type QuirkId } from '../../../engine/quirks/catalogue.ts';

export const REPLAY_HELP = `usage: subpixel replay --movie <file> [options]
Runs a movie (.spx, .bk2, .gmv or an input script .txt) and prints one JSON summary:
{"frames", "hash" (final state), "level", "profile", "character", "fixes", "partner" and
"dropDash" (when the world has them), "events" (counts), "detectorHits" [{frame, detector, message}],
and "startFrame" when the movie starts from a savestate (the engine's frame counter there)}.
The level, profile, character, fixes, partner and drop dash come from the movie; options
override them. A movie that starts from a savestate (.spx) is replayed from it: frame 0 is the
savestate's state and hits count from there; one whose savestate does not fit is refused.
${WORLD_OPTIONS_HELP}
  --drop-dash                     replay with Sonic Mania's drop dash (default: the movie's
                                  meta.dropDash / SubpixelDropDash; Sonic only)
  --frames N                      stop after N frames (default: the whole movie)`;

export function replayCommand(argv: readonly string[], io: CliIo): number {
  const args = parseArgs(argv, [...WORLD_OPTION_NAMES, 'movie', 'frames'], [...WORLD_FLAG_NAMES, ...MOVE_FLAG_NAMES]);
  const path = args.options.get('movie') ?? args.positional[0];
  if (path === undefined) throw new CliError('missing --movie <file> (see --help)');
  // Defaults for formats without metadata come from the options (or the default level).
  const disasm = disasmOptionsFrom(args, io.err);
  // Only for the metadata of formats without ours; the movie's own level is found below.
  const optionLevel = loadLevelArg(args.options.get('level'), args.options.has('level') ? disasm : undefined);
  const movie = readMovieFile(path, worldMeta(optionLevel, worldOptionsFrom(args, optionLevel)), io.err);
  const level = levelForMovie(movie, args.options.get('level'), path, disasm);
  const profile = args.options.get('profile') ?? movie.meta.profile;
  const character = args.options.get('character') ?? movie.meta.character;
  if (!isProfileId(profile)) throw new CliError(`${path}: meta.profile: unknown profile "${profile}"`);
  if (!isCharacterId(character)) throw new CliError(`${path}: meta.character: unknown character "${character}"`);
  const fixes: QuirkId[] = args.options.has('fix') ? parseFixes(args.options.get('fix')) : movie.meta.fixes.filter(isQuirkId);
  const partner = args.options.has('partner') ? parsePartner(args, level) : checkPartner(level, movie.meta.partner ?? null, `${path}: meta.partner`);
  // A flag can only turn it on: without --drop-dash the movie says (absent: off).
  const dropDash = args.flags.has('drop-dash') || movie.meta.dropDash === true;
  const world = worldAtMovieStart(path, level, { profile, character, fixes, partner, dropDash, ...actStartOptions(movie.meta) }, movie.savestate ?? null);
  const startFrame = world.frame;
  const words = inputWords(movie);
  const frames = Math.min(intOption(args, 'frames', movie.inputs.length), movie.inputs.length);
  const detectors = new DetectorRun(DETECTORS, level, world.state.length);
  detectors.prime(world.state);
  const counts = new Array<number>(EVENT_NAMES.length).fill(0);
  for (let f = 0; f < frames; f++) {
    const events = world.step(words[f]);
    for (let e = events, i = 0; e !== 0; e >>>= 1, i++) if (e & 1) counts[i]++;
    detectors.observe(world.state, events, f);
  }
  const events: Record<string, number> = {};
  EVENT_NAMES.forEach((name, i) => {
    if (counts[i] > 0) events[name] = counts[i];
  });
  io.out(
    JSON.stringify({
      frames,
      hash: world.hash(),
      level: storedLevelRef(movieLevelRef(level)),
      profile,
      character,
      fixes,
      ...(partner !== null ? { partner } : {}),
      ...(world.mv.dropDash ? { dropDash: true } : {}),
      ...(movie.savestate !== undefined ? { startFrame } : {}),
      events,
      detectorHits: detectors.hits,
    }),
  );
  return 0;
}


