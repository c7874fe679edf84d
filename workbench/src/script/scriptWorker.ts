/**
 * A script run: the user's JavaScript in a worker of its own, against the small API `sp`
 * (scriptApi.ts). Scripts travel inside project files people exchange, so this worker is sealed
 * three ways, outermost first:
 *  1. The browser's own policy: the worker is served with the sealed workers' Content-Security-
 *     Policy (`workbench/vite/sealedWorkers.ts`: no network destination of any kind, no script
 *     loading, eval allowed). Before anything else the worker checks the policy is in force — a
 *     fetch of a `data:` URL must be refused — and runs no script where it is not (a host that
 *     does not send the header), saying so.
 *  2. Its globals: `lockDownGlobals` removes storage, network, messaging and worker globals.
 *  3. Its only way out, `sp`, talks over a channel built before the script runs
 *     (scriptChannel.ts) and the host treats whatever arrives as untrusted data.
 * The page ends a run by terminating this worker.
 *
 * Messages to the page (ScriptMessage): log lines, then `done` or `failed` with the line.
 */
import { lockDownGlobals, sealedPolicyInForce } from '../../../analysis/search/scriptSandbox.ts';
import { makeScriptChannel } from './scriptChannel.ts';
import { makeSp, runScript, type ScriptMessage, type ScriptStart } from './scriptApi.ts';

// Taken before any user code runs (the script may replace the globals afterwards).
const toPage = self.postMessage.bind(self) as (m: ScriptMessage) => void;
const now = performance.now.bind(performance);
const later = setTimeout.bind(self);
const dataOf = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')!.get!;

self.onmessage = (e: MessageEvent) => {
  self.onmessage = null;
  const { source, port } = Reflect.apply(dataOf, e, []) as ScriptStart;
  void start(source, port);
};

async function start(source: string, port: MessagePort): Promise<void> {
  const sealed = await sealedPolicyInForce();
  if (sealed !== null) {
    toPage({ kind: 'failed', message: sealed, line: null });
    return;
  }
  const call = makeScriptChannel(port);
  lockDownGlobals();
  const { sp, finish } = makeSp({ call, toPage, now, later });
  const end = await runScript(source, sp);
  await finish();
  toPage(end);
}
