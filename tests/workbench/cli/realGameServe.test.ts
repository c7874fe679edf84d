import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { expect, it } from 'vitest';
import { describeWithRealGame } from '../../support/realGame.ts';
import { runCli } from './runCli.ts';

/** GET /info as a page of `origin` would ask it: status and body. */
function info(url: string, token: string, origin: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/info`, { headers: { origin, authorization: `Bearer ${token}` } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describeWithRealGame('subpixel realgame serve', (rg) => {
  const common = ['--core', rg.core, '--rom', rg.rom[1], '--disasm', rg.disasm];

  it('prints the URL and token to paste, serves the pages of --origin only, and stops cleanly on Ctrl+C (exit 0)', async () => {
    const child = spawn(process.execPath, ['workbench/cli/bin.mjs', 'realgame', 'serve', ...common, '--origin', 'http://127.0.0.1:8080/,http://localhost:5173'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          if (out.includes('\n')) resolve(out.split('\n')[0]);
        });
        child.on('exit', () => reject(new Error(`serve exited: ${err}`)));
      });
      const m = /^subpixel realgame: serving on (http:\/\/127\.0\.0\.1:\d+), token ([0-9a-f]{32}) — paste both into the workbench's Real game panel$/.exec(line);
      expect(m, line).not.toBeNull();
      const [, url, token] = m!;
      const ok = await info(url, token, 'http://127.0.0.1:8080');
      expect(ok.status).toBe(200);
      expect(JSON.parse(ok.body).rom.sha1).toBe('69E102855D4389C3FD1A8F3DC7D193F8EEE5FE5B');
      expect((await info(url, token, 'http://localhost:5173')).status).toBe(200);
      expect((await info(url, token, 'http://localhost:3000')).status).toBe(403);
      child.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(err.trim().split('\n').at(-1)).toBe('subpixel realgame: stopped');
      await expect(info(url, token, 'http://localhost:5173')).rejects.toThrow();
    } finally {
      child.kill('SIGKILL');
    }
  }, 120000);

  it('refuses a bad --origin or --port in one line (exit 2)', async () => {
    const origin = await runCli('realgame', 'serve', ...common, '--origin', 'localhost:5173/app');
    expect([origin.code, origin.err]).toEqual([2, ['subpixel realgame: option --origin: "localhost:5173/app" is not an origin (http://host:port or https://host, no path)']]);
    const port = await runCli('realgame', 'serve', ...common, '--port', '70000');
    expect([port.code, port.err]).toEqual([2, ['subpixel realgame: option --port: 70000 is not a port (0 for a free one, or 1..65535)']]);
  });
});
