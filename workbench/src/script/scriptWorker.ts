/**
 * A script run: the user's JavaScript in a worker of its own, against the small API `sp`
 * (scriptApi.ts). Before the script starts, the worker locks its global scope down
 * (analysis/search/scriptSandbox.ts): no IndexedDB, network, page, other workers or channels;
 * its only way out is `sp`, which talks to the engine worker's script host over a MessagePort.
 * The page ends a run by terminating this worker.
 *
 * Messages to the page (ScriptMessage): log lines, then `done` or `failed` with the line.
 */
import * as Comlink from 'comlink';
import { lockDownGlobals } from '../../../analysis/search/scriptSandbox.ts';
import type { ScriptHostApi } from '../worker/scriptHost.ts';
import { makeSp, runScript, type ScriptMessage, type ScriptStart } from './scriptApi.ts';

const post = self.postMessage.bind(self) as (m: ScriptMessage) => void;

self.onmessage = (e: MessageEvent<ScriptStart>) => {
  self.onmessage = null;
  const { source, port } = e.data;
  const host = Comlink.wrap<ScriptHostApi>(port);
  lockDownGlobals();
  void runScript(source, makeSp(host, (text) => post({ kind: 'log', text }))).then(post);
};
