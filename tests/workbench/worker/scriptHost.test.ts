import { afterEach, describe, expect, it } from 'vitest';
import { attachScriptHost, type ScriptHostContext } from '../../../workbench/src/worker/scriptHost.ts';
import { SCRIPT_LIMITS } from '../../../workbench/src/script/scriptLimits.ts';
import { BTN_A, BTN_RIGHT } from '../../../engine/input.ts';
import { parseScriptRequest } from '../../../workbench/src/script/scriptProtocol.ts';

/** A host over a fake worker that records what the requests made it do. */
function hostOnChannel() {
  const did: string[] = [];
  let cursor = 0;
  const ctx: ScriptHostContext = {
    state: () => null,
    seek: async (frame) => {
      did.push(`seek ${frame}`);
      cursor = frame;
      return frame;
    },
    cursor: () => cursor,
    length: () => 100,
    inputAt: () => 0,
    setInput: (frame, input) => {
      did.push(`setInput ${frame} ${input}`);
      return null;
    },
    branch: (name) => {
      did.push(`branch ${name}`);
      return { id: `id-${name}` };
    },
    draw: (commands) => void did.push(`draw ${commands.length}`),
    hits: () => [],
  };
  let clock = 0;
  const ended: string[] = [];
  const { port1, port2 } = new MessageChannel();
  const detach = attachScriptHost(port2, ctx, { name: 't', id: 1 }, () => clock, (m) => ended.push(m));
  const replies: unknown[] = [];
  port1.onmessage = (e: MessageEvent) => void replies.push(e.data);
  /**
   * Waits until `n` replies arrived (a busy machine delivers port messages late), then a
   * little more, so a reply that should not come has had its chance to.
   */
  const settle = async (n = 0) => {
    const end = Date.now() + 10000;
    while (replies.length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 50));
  };
  return {
    did, ended, replies, settle, detach,
    send: (m: unknown) => port1.postMessage(m),
    tick: (ms: number) => void (clock += ms),
    close: () => {
      detach();
      port1.close();
    },
  };
}

let open: ReturnType<typeof hostOnChannel> | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

describe('the script host takes its port as untrusted data', () => {
  it('answers the closed set of requests with their values and errors', async () => {
    const h = (open = hostOnChannel());
    h.send({ id: 1, op: 'seek', frame: 12 });
    h.send({ id: 2, op: 'frame' });
    h.send({ id: 3, op: 'setInput', frame: 3, buttons: 'RA' });
    h.send({ id: 4, op: 'setInput', frame: 3, buttons: 'XYZ' });
    h.send({ id: 5, op: 'seek', frame: -1 });
    await h.settle(5);
    expect(h.replies).toEqual([
      { id: 1, ok: true, value: null },
      { id: 2, ok: true, value: 12 },
      { id: 3, ok: true, value: true },
      { id: 4, ok: false, error: 'setInput(3, "XYZ"): not button letters (U D L R A B C S)' },
      { id: 5, ok: false, error: 'seek(-1): not a frame number' },
    ]);
    expect(h.did).toEqual(['seek 12', `setInput 3 ${BTN_RIGHT | BTN_A}`]);
  });

  it('refuses the last round\'s raw Comlink messages — paths to constructors and __proto__ — without acting or polluting', async () => {
    const h = (open = hostOnChannel());
    const comlink = [
      { id: 'a1', type: 'GET', path: ['step', 'constructor', 'constructor'] },
      { id: 'a2', type: 'SET', path: ['__proto__', 'polluted'], value: { type: 'RAW', value: 1 } },
      { id: 'a3', type: 'APPLY', path: ['step', 'constructor'], argumentList: [{ type: 'RAW', value: 'return globalThis' }] },
      { id: 'a4', type: 'CONSTRUCT', path: ['constructor'], argumentList: [] },
    ];
    for (const m of comlink) h.send(m);
    // Own __proto__ keys (as JSON.parse makes them) and fields outside the request are dropped.
    h.send(JSON.parse('{"id": 7, "op": "state", "__proto__": {"polluted": 1}, "constructor": {"prototype": {"polluted": 1}}}'));
    h.send({ id: 8, op: 'constructor' });
    h.send({ id: 9, op: '__proto__' });
    h.send({ id: 10, op: 'step', n: '5' });
    h.send({ id: 11, op: 'step', n: 1e300 });
    h.send({ id: 12, op: 'draw', commands: [{ kind: 'rect', x: 0, y: 0, w: 1, h: Number.NaN, colour: 'red' }] });
    h.send({ id: 13, op: 'draw', commands: new Array(SCRIPT_LIMITS.drawings + 1).fill({ kind: 'line', x1: 0, y1: 0, x2: 1, y2: 1, colour: 'red' }) });
    h.send('not an object');
    h.send(null);
    await h.settle(7);
    expect(h.replies).toEqual([
      { id: 7, ok: true, value: null },
      { id: 8, ok: false, error: 'no such request: "constructor"' },
      { id: 9, ok: false, error: 'no such request: "__proto__"' },
      { id: 10, ok: false, error: 'step(5): n must be a whole number of frames, at least 1' },
      { id: 11, ok: false, error: 'step(1e+300): n must be a whole number of frames, at least 1' },
      { id: 12, ok: false, error: 'draw: drawing 0: h must be a finite number within ±10000000' },
      { id: 13, ok: false, error: `draw: at most ${SCRIPT_LIMITS.drawings} drawings at once` },
    ]);
    expect(h.did).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(h.ended).toEqual([]);
  });

  it('rebuilds a request from its checked fields only', () => {
    const r = parseScriptRequest({ id: 3, op: 'draw', commands: [{ kind: 'text', x: 1, y: 2, text: 'hi', colour: '#fff', onclick: 'alert(1)' }], extra: 1 });
    expect(r).toEqual({ ok: true, value: { id: 3, op: 'draw', commands: [{ kind: 'text', x: 1, y: 2, text: 'hi', colour: '#fff' }] } });
  });

  it(`makes at most ${SCRIPT_LIMITS.branchesPerRun} branches per run`, async () => {
    const h = (open = hostOnChannel());
    for (let i = 0; i <= SCRIPT_LIMITS.branchesPerRun; i++) h.send({ id: i, op: 'branch', name: `b${i}` });
    await h.settle(SCRIPT_LIMITS.branchesPerRun + 1);
    expect(h.did.length).toBe(SCRIPT_LIMITS.branchesPerRun);
    expect(h.replies.at(-1)).toEqual({ id: SCRIPT_LIMITS.branchesPerRun, ok: false, error: `branch("b${SCRIPT_LIMITS.branchesPerRun}"): a script run may make at most ${SCRIPT_LIMITS.branchesPerRun} branches` });
  });

  it('ends a run that sends more requests in a second than the bound, and one that keeps sending what is not the API', async () => {
    const flood = (open = hostOnChannel());
    for (let i = 0; i <= SCRIPT_LIMITS.requestsPerSecond; i++) flood.send({ id: i, op: 'frame' });
    await flood.settle(SCRIPT_LIMITS.requestsPerSecond);
    expect(flood.ended).toEqual([`the script sent more than ${SCRIPT_LIMITS.requestsPerSecond} requests in a second`]);
    expect(flood.replies.length).toBe(SCRIPT_LIMITS.requestsPerSecond);
    flood.close();

    // The same number spread over two seconds is fine.
    const paced = (open = hostOnChannel());
    for (let i = 0; i < SCRIPT_LIMITS.requestsPerSecond; i++) paced.send({ id: i, op: 'frame' });
    await paced.settle(SCRIPT_LIMITS.requestsPerSecond);
    paced.tick(1000);
    for (let i = 0; i < 10; i++) paced.send({ id: i, op: 'frame' });
    await paced.settle(SCRIPT_LIMITS.requestsPerSecond + 10);
    expect(paced.ended).toEqual([]);
    paced.close();

    const junk = (open = hostOnChannel());
    for (let i = 0; i <= SCRIPT_LIMITS.refusedRequests; i++) junk.send({ id: i, op: 'nope' });
    junk.send({ id: 999, op: 'frame' });
    await junk.settle(SCRIPT_LIMITS.refusedRequests);
    expect(junk.ended).toEqual([`the script sent more than ${SCRIPT_LIMITS.refusedRequests} requests that are not part of the API`]);
    expect(junk.replies.length).toBe(SCRIPT_LIMITS.refusedRequests);
  });
});
