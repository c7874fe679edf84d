import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { nodeDisasmSource } from '../../../importers/s1/nodeDisasmSource.ts';
import { openS1Disassembly } from '../../../importers/s1/importS1.ts';
import { movieLevelRef } from '../../../movies/formats/levelRef.ts';
import { readSpx, writeSpx } from '../../../movies/formats/spx.ts';
import { strFromU8, unzipSync } from 'fflate';
import type { Movie } from '../../../movies/types.ts';
import { movieStyle } from '../../../realgame/movieStyles.ts';
import { RealGame } from '../../../realgame/realGameSession.ts';
import { serveRealGame, type RealGameServer } from '../../../realgame/server/realGameServer.ts';
import { verifyOnRealGame } from '../../../realgame/verifyOnRealGame.ts';
import { describeWithRealGame } from '../../support/realGame.ts';

const ORIGIN = 'http://localhost:5173';

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  readonly lines: unknown[];
}

/** One request with exactly these headers (fetch would not let a test set Host or Origin). */
function call(port: number, path: string, headers: Record<string, string | number>, body?: string | Buffer, method = body === undefined ? 'GET' : 'POST'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, setHost: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, lines: text.trim().split('\n').filter((l) => l !== '').map((l) => JSON.parse(l)) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describeWithRealGame('subpixel realgame serve: the server', (rg) => {
  const source = nodeDisasmSource(rg.disasm);
  const game = new RealGame(rg.core, rg.rom[1], source);
  const acts = openS1Disassembly(source, 1);
  let server: RealGameServer;
  const good = (): Record<string, string> => ({ host: `127.0.0.1:${server.port}`, origin: ORIGIN, authorization: `Bearer ${server.token}` });
  const spxOf = (act: string, inputs: Uint8Array, meta: Partial<Movie['meta']> = {}): string => {
    const level = acts.importAct(act).level;
    const movie: Movie = {
      meta: { level: movieLevelRef(level), profile: 's1', character: 'sonic', fixes: [], author: 'tester', rerecords: 3, created: '', modified: '', notes: '', ...meta },
      inputs, markers: [], checkpoints: [],
    };
    return writeSpx(movie);
  };
  const post = (path: string, body: unknown, headers = good()): Promise<Answer> => {
    const text = JSON.stringify(body);
    return call(server.port, path, { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }, text);
  };

  beforeAll(async () => {
    server = await serveRealGame(game, { origins: [ORIGIN] });
  });
  afterAll(async () => {
    await server.close();
    game.close();
  });

  it('listens on 127.0.0.1 on a free port and prints a new random token each start', async () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.port).toBeGreaterThan(0);
    expect(server.token).toMatch(/^[0-9a-f]{32}$/);
    const other = await serveRealGame(game, { origins: [ORIGIN] });
    try {
      expect(other.token).not.toBe(server.token);
      expect(other.port).not.toBe(server.port);
    } finally {
      await other.close();
    }
  });

  it('/info names the core and the ROM to the workbench (its origin may read the answer), by 127.0.0.1 or localhost', async () => {
    const a = await call(server.port, '/info', good());
    expect(a.status).toBe(200);
    expect(a.headers['access-control-allow-origin']).toBe(ORIGIN);
    const info = JSON.parse(a.text);
    expect(info.core.name).toBe('Genesis Plus GX');
    expect(info.rom).toEqual({ game: 's1', title: 'Sonic the Hedgehog (REV01)', revision: 1, sha1: '69E102855D4389C3FD1A8F3DC7D193F8EEE5FE5B' });
    expect(info.busy).toBe(false);
    const byName = await call(server.port, '/info', { ...good(), host: `localhost:${server.port}` });
    expect(byName.status).toBe(200);
  });

  it('refuses a request without the token, and one with a wrong token (401, one JSON line the page can read)', async () => {
    const { authorization: _, ...noToken } = good();
    const missing = await call(server.port, '/info', noToken);
    expect([missing.status, (missing.lines[0] as { error: { code: string } }).error.code]).toEqual([401, 'tokenMissing']);
    expect(missing.text.trim().split('\n')).toHaveLength(1);
    expect(missing.headers['access-control-allow-origin']).toBe(ORIGIN);
    const wrong = await call(server.port, '/info', { ...good(), authorization: `Bearer ${server.token.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}` });
    expect([wrong.status, (wrong.lines[0] as { error: { code: string } }).error.code]).toEqual([401, 'tokenWrong']);
    const short = await call(server.port, '/info', { ...good(), authorization: 'Bearer abc' });
    expect((short.lines[0] as { error: { code: string } }).error.code).toBe('tokenWrong');
    const basic = await call(server.port, '/info', { ...good(), authorization: `Basic ${server.token}` });
    expect((basic.lines[0] as { error: { code: string } }).error.code).toBe('tokenMissing');
  });

  it('refuses every other origin, and a request naming none, even with the token (403, nothing another page may read)', async () => {
    for (const origin of ['http://evil.example', 'http://localhost:5174', 'https://localhost:5173', 'null']) {
      const a = await call(server.port, '/info', { ...good(), origin });
      expect([origin, a.status, (a.lines[0] as { error: { code: string } }).error.code]).toEqual([origin, 403, 'originRefused']);
      expect(a.headers['access-control-allow-origin']).toBeUndefined();
    }
    const { origin: _, ...noOrigin } = good();
    const none = await call(server.port, '/info', noOrigin);
    expect([none.status, (none.lines[0] as { error: { code: string } }).error.code]).toEqual([403, 'originRefused']);
  });

  it('refuses a Host header that is not 127.0.0.1:PORT or localhost:PORT (DNS rebinding), token and origin notwithstanding', async () => {
    for (const host of ['evil.example', `evil.example:${server.port}`, `127.0.0.1:${server.port + 1}`, `192.168.1.2:${server.port}`, `localhost`]) {
      const a = await call(server.port, '/info', { ...good(), host });
      expect([host, a.status, (a.lines[0] as { error: { code: string } }).error.code]).toEqual([host, 403, 'hostRefused']);
      expect(a.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('answers the workbench\'s preflight, Private Network Access included, and no other origin\'s', async () => {
    const pre = { host: `127.0.0.1:${server.port}`, origin: ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' };
    const a = await call(server.port, '/verify', pre, undefined, 'OPTIONS');
    expect(a.status).toBe(204);
    expect(a.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(a.headers['access-control-allow-headers']).toContain('authorization');
    expect(a.headers['access-control-allow-private-network']).toBeUndefined();
    const pna = await call(server.port, '/verify', { ...pre, 'access-control-request-private-network': 'true' }, undefined, 'OPTIONS');
    expect([pna.status, pna.headers['access-control-allow-private-network']]).toEqual([204, 'true']);
    const other = await call(server.port, '/verify', { ...pre, origin: 'http://evil.example', 'access-control-request-private-network': 'true' }, undefined, 'OPTIONS');
    expect(other.status).toBe(403);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers['access-control-allow-private-network']).toBeUndefined();
  });

  it('refuses a body past its bound: by its Content-Length before reading it, and a chunked one once it passes the bound', async () => {
    const declared = await call(server.port, '/verify', { ...good(), 'content-type': 'application/json', 'content-length': 96 * 1024 * 1024 + 1 }, undefined, 'POST');
    expect([declared.status, (declared.lines[0] as { error: { code: string } }).error.code]).toEqual([413, 'bodyTooLarge']);
    const small = await serveRealGame(game, { origins: [ORIGIN], maxBodyBytes: 4096 });
    try {
      const answer = await new Promise<Answer>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: small.port, path: '/verify', method: 'POST', setHost: false,
          headers: { host: `127.0.0.1:${small.port}`, origin: ORIGIN, authorization: `Bearer ${small.token}`, 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, lines: [JSON.parse(text)] }));
        });
        req.on('error', () => {}); // the server cuts the connection after its answer
        let sent = 0;
        // Keeps sending, bounded: 64 chunks of 1 KiB at most, far past the 4 KiB bound.
        const pump = (): void => {
          if (sent++ < 64 && !req.destroyed) req.write(`"${'x'.repeat(1022)}"`, () => setTimeout(pump, 5));
        };
        pump();
        setTimeout(() => reject(new Error('no answer to the oversized body')), 10000).unref();
      });
      expect([answer.status, (answer.lines[0] as { error: { code: string } }).error.code]).toEqual([413, 'bodyTooLarge']);
    } finally {
      await small.close();
    }
  });

  it('refuses a body that is not JSON or names no movie, an unknown route and a wrong method', async () => {
    const notJson = await call(server.port, '/verify', { ...good(), 'content-type': 'application/json' }, '{nope');
    expect([notJson.status, (notJson.lines[0] as { error: { code: string } }).error.code]).toEqual([400, 'bodyInvalid']);
    const noMovie = await post('/verify', { frames: 3 });
    expect([noMovie.status, (noMovie.lines[0] as { error: { code: string } }).error.code]).toEqual([400, 'bodyInvalid']);
    const route = await call(server.port, '/shutdown', good());
    expect([route.status, (route.lines[0] as { error: { code: string } }).error.code]).toEqual([404, 'notFound']);
    const method = await call(server.port, '/verify', good());
    expect([method.status, (method.lines[0] as { error: { code: string } }).error.code]).toEqual([405, 'methodNotAllowed']);
  });

  it('refuses a movie the real game cannot play, saying why (its code and where), and one made on another build of its act', async () => {
    const fixes = await post('/verify', { spx: spxOf('ghz1', new Uint8Array(60), { fixes: ['zip'] }) });
    expect(fixes.status).toBe(422);
    expect((fixes.lines[0] as { error: object }).error).toMatchObject({ code: 'unplayable', detail: 'fixes', where: 'meta.fixes' });
    const start = new Uint8Array(60);
    start[40] = 0x80;
    const paused = await post('/verify', { spx: spxOf('ghz1', start) });
    expect((paused.lines[0] as { error: object }).error).toMatchObject({ code: 'unplayable', detail: 'startPressed', where: 'frame 40' });
    const wrongHash = JSON.parse(spxOf('ghz1', new Uint8Array(60)));
    wrongHash.meta.level.hash = (wrongHash.meta.level.hash + 1) >>> 0;
    const mismatch = await post('/verify', { spx: JSON.stringify(wrongHash) });
    expect([mismatch.status, (mismatch.lines[0] as { error: { code: string } }).error.code]).toEqual([409, 'levelMismatch']);
    const broken = await post('/verify', { spx: '{"format": "subpixel-movie/1"}' });
    expect([broken.status, (broken.lines[0] as { error: { code: string } }).error.code]).toEqual([400, 'movieInvalid']);
  });

  it('verify streams progress, then the report `realgame verify` gives, with every frame the game lagged after', async () => {
    const inputs = movieStyle('hops', 600, 1);
    const a = await post('/verify', { spx: spxOf('ghz2', inputs) });
    expect(a.status).toBe(200);
    expect(a.headers['content-type']).toContain('application/x-ndjson');
    const progress = a.lines.filter((l): l is { progress: { done: number; total: number } } => 'progress' in (l as object));
    expect(progress[0].progress).toEqual({ done: 0, total: 600 });
    expect(progress.at(-1)!.progress).toEqual({ done: 600, total: 600 });
    const last = a.lines.at(-1) as { report: { lagAt: { frame: number; lag: number }[]; act: string } & Record<string, unknown> };
    const { lagAt, act, ...report } = last.report;
    const node = verifyOnRealGame(game, { act: 'ghz2', inputs, level: acts.importAct('ghz2').level });
    expect(report).toEqual(JSON.parse(JSON.stringify(node)));
    expect(act).toBe('s1:ghz2');
    expect(node.lagFrames).toBeGreaterThan(0);
    expect(lagAt.reduce((n, l) => n + l.lag, 0)).toBe(node.lagFrames);
    // The same movie sent as its act and inputs.
    const bare = await post('/verify', { act: 's1:ghz2', inputs: Buffer.from(inputs).toString('base64') });
    expect((bare.lines.at(-1) as { report: unknown }).report).toEqual(last.report);
  });

  it('says "busy" to a second movie while one plays, answers /info meanwhile, and is free again once the page that asked goes away mid-verify', async () => {
    // Standing still for 6000 frames: nothing in Green Hill ends that run early.
    const long = spxOf('ghz1', new Uint8Array(6000));
    const firstLine = new Promise<() => void>((resolve, reject) => {
      const text = JSON.stringify({ spx: long });
      const req = request({ host: '127.0.0.1', port: server.port, path: '/verify', method: 'POST', setHost: false,
        headers: { ...good(), 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } }, (res) => {
        res.once('data', () => resolve(() => req.destroy()));
      });
      req.on('error', () => {});
      req.end(text);
      setTimeout(() => reject(new Error('no progress from the first verify')), 20000).unref();
    });
    const hangUp = await firstLine;
    const second = await post('/verify', { spx: spxOf('ghz1', new Uint8Array(30)) });
    expect([second.status, second.lines[0]]).toMatchObject([503, { error: { code: 'busy' } }]);
    const info = await call(server.port, '/info', good());
    expect(JSON.parse(info.text).busy).toBe(true);
    // The first page goes away: the server stops playing its movie and takes the next one.
    hangUp();
    let free = false;
    for (let i = 0; i < 100 && !free; i++) {
      free = JSON.parse((await call(server.port, '/info', good())).text).busy === false;
      if (!free) await new Promise((r) => setTimeout(r, 100));
    }
    expect(free).toBe(true);
    const third = await post('/verify', { spx: spxOf('ghz1', new Uint8Array(30)) });
    expect((third.lines.at(-1) as { report: { synced: boolean; frames: number } }).report).toMatchObject({ synced: true, frames: 30 });
  });

  it('export answers the .bk2 of the act movies with their author and summed rerecords, and import cuts it back into the act movie', async () => {
    const inputs = movieStyle('runner', 240, 6);
    const ex = await post('/export', { movies: [spxOf('ghz1', inputs)] });
    expect(ex.status).toBe(200);
    const end = ex.lines.at(-1) as { bk2: string; report: { synced: boolean; acts: { verify: { frames: number } }[] } };
    expect(end.report.synced).toBe(true);
    const bk2 = Buffer.from(end.bk2, 'base64');
    const header = strFromU8(unzipSync(new Uint8Array(bk2))['Header.txt']);
    expect(header).toMatch(/^Author tester\r$/m);
    expect(header).toMatch(/^rerecordCount 3\r$/m);
    expect(header).toMatch(/^Platform GEN\r$/m);
    const im = await post('/import', { bk2: end.bk2, name: 'run.bk2' });
    expect(im.status).toBe(200);
    const imported = (im.lines.at(-1) as { imported: { synced: boolean; author: string; rerecords: number; acts: { name: string; act: string; spx: string; verify: { synced: boolean } }[] } }).imported;
    expect([imported.synced, imported.author, imported.rerecords, imported.acts.map((a) => [a.name, a.act, a.verify.synced])]).toEqual([true, 'tester', 3, [['01-ghz1', 's1:ghz1', true]]]);
    const back = readSpx(imported.acts[0].spx, '01-ghz1.spx');
    if (!back.ok) throw new Error(back.error.message);
    expect(Array.from(back.value.inputs)).toEqual(Array.from(inputs));
    // The author given with the request wins over the movies' own.
    const named = await post('/export', { movies: [spxOf('ghz1', inputs.subarray(0, 60))], author: 'Ada' });
    expect(strFromU8(unzipSync(new Uint8Array(Buffer.from((named.lines.at(-1) as { bk2: string }).bk2, 'base64')))['Header.txt'])).toMatch(/^Author Ada\r$/m);
  });

  it('refuses an export without movies or of a movie it cannot play, and an import of bytes that are no BizHawk movie, each in one line', async () => {
    const none = await post('/export', { movies: [] });
    expect([none.status, none.lines[0]]).toMatchObject([400, { error: { code: 'bodyInvalid', where: 'movies' } }]);
    const fixed = await post('/export', { movies: [spxOf('ghz1', new Uint8Array(30), { fixes: ['zip'] })] });
    expect([fixed.status, fixed.lines[0]]).toMatchObject([422, { error: { code: 'unplayable', detail: 'fixes' } }]);
    const junk = await post('/import', { bk2: Buffer.from('not a zip').toString('base64'), name: 'junk.bk2' });
    expect(junk.lines.at(-1)).toMatchObject({ error: { code: 'realGameFailed', detail: 'importUnreadable' } });
    expect((junk.lines.at(-1) as { error: { message: string } }).error.message).toContain('junk.bk2');
    const notBase64 = await post('/import', { bk2: '***' });
    expect([notBase64.status, notBase64.lines[0]]).toMatchObject([400, { error: { code: 'bodyInvalid', where: 'bk2' } }]);
  });
});
