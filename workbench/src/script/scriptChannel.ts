/**
 * The script worker's end of the port to the engine worker's script host: `call(op, args)`
 * sends one request (scriptProtocol.ts) and resolves with the host's answer.
 *
 * The user's script runs in this same worker and may replace anything on a prototype or the
 * global object after it starts (`MessagePort.prototype.postMessage`, `MessageEvent`'s `data`
 * getter, `Promise`, `Map` ...) to catch the port as `this` and talk to the host directly. So
 * everything the channel uses after the script starts is taken here, before it does, as
 * functions called with `Reflect.apply` — nothing is looked up again — and the port lives only
 * in this closure. (Had it leaked anyway, the host refuses whatever is not the API.)
 */
import type { ScriptRequest } from './scriptProtocol.ts';

/** A request without its id (the channel numbers it): `{ op: 'seek', frame: 10 }`. */
export type ScriptRequestBody = ScriptRequest extends infer R ? (R extends ScriptRequest ? Omit<R, 'id'> : never) : never;

/** The host's answer: a value, or the error the script is to see. */
export type ScriptAnswer = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: string };

export type ScriptCall = (request: ScriptRequestBody) => Promise<ScriptAnswer>;

interface Reply {
  readonly id: number;
  readonly ok: boolean;
  readonly value?: unknown;
  readonly error?: unknown;
}

/** Must be called before any user code runs in this worker. */
export function makeScriptChannel(port: MessagePort): ScriptCall {
  const apply = Reflect.apply;
  const post = MessagePort.prototype.postMessage;
  const dataOf = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')!.get!;
  const PromiseCtor = Promise;
  const StringCtor = String;
  // A prototype-less table: no setter or getter a script adds to Object.prototype applies.
  const pending: Record<number, (a: ScriptAnswer) => void> = Object.create(null);
  let next = 0;
  port.onmessage = (e: MessageEvent) => {
    const r = apply(dataOf, e, []) as Reply;
    const waiting = pending[r.id];
    if (waiting === undefined) return;
    delete pending[r.id];
    waiting(r.ok === true ? { ok: true, value: r.value } : { ok: false, error: StringCtor(r.error) });
  };
  // Messages are built by spreading (CreateDataProperty), never by assignment: a setter a script
  // put on Object.prototype is not called with them.
  return (request) =>
    new PromiseCtor((resolve) => {
      const id = next++;
      pending[id] = resolve;
      apply(post, port, [{ id, ...request }]);
    });
}
