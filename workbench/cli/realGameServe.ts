/**
 * `subpixel realgame serve`: the real game for the workbench, which runs in a browser and
 * cannot load a core (realgame/server/realGameServer.ts). Prints the URL and the token to paste
 * into the workbench's Real game panel, then serves until Ctrl+C, which stops it cleanly (the
 * movie being played stops, the core is closed, exit 0).
 */
import { CoreError } from '../../realgame/console/libretroCore.ts';
import type { RealGame } from '../../realgame/realGameSession.ts';
import { normalOrigin } from '../../realgame/server/requestGuard.ts';
import { serveRealGame, ServeError, type RealGameServer } from '../../realgame/server/realGameServer.ts';
import { intOption, type ParsedArgs } from './args.ts';
import { CliError } from './cliError.ts';
import type { CliIo } from './cliIo.ts';

/** The workbench's dev server (`npm start`): allowed unless --origin says otherwise. */
export const DEFAULT_ORIGIN = 'http://localhost:5173';

/** `--origin A,B`: the pages allowed, each an origin as browsers send it. */
export function originsOption(args: ParsedArgs): string[] {
  const raw = args.options.get('origin');
  if (raw === undefined) return [DEFAULT_ORIGIN];
  const out: string[] = [];
  for (const part of raw.split(',')) {
    const o = normalOrigin(part.trim());
    if (o === null) throw new CliError(`option --origin: "${part.trim()}" is not an origin (http://host:port or https://host, no path)`);
    if (!out.includes(o)) out.push(o);
  }
  return out;
}

/** Resolves on the first SIGINT (Ctrl+C) or SIGTERM; a second Ctrl+C while stopping quits at once. */
function untilStopped(): Promise<void> {
  return new Promise((resolve) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      process.once('SIGINT', () => process.exit(130));
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

export async function serveVerb(args: ParsedArgs, io: CliIo, openGame: () => RealGame, stopped: () => Promise<void> = untilStopped): Promise<number> {
  const port = intOption(args, 'port', 0);
  if (port > 65535) throw new CliError(`option --port: ${port} is not a port (0 for a free one, or 1..65535)`);
  const origins = originsOption(args);
  const game = openGame();
  let server: RealGameServer;
  try {
    try {
      server = await serveRealGame(game, { port, origins });
    } catch (e) {
      if (e instanceof ServeError || e instanceof CoreError) throw new CliError(e.message);
      throw e;
    }
    io.out(`subpixel realgame: serving on ${server.url}, token ${server.token} — paste both into the workbench's Real game panel`);
    await io.flush?.();
    io.err(`subpixel realgame: ${game.rom.title} on ${server.info.core.name} ${server.info.core.version}; pages allowed: ${origins.join(', ')} (--origin); Ctrl+C stops it`);
    await stopped();
    await server.close();
    io.err('subpixel realgame: stopped');
    return 0;
  } finally {
    game.close();
  }
}
