import { describe, expect, it } from 'vitest';
import { makeSp, runScript, type ScriptMessage } from '../../../workbench/src/script/scriptApi.ts';
import { scriptMessage } from '../../../workbench/src/app/createScripts.ts';
import { makeRateWindow } from '../../../workbench/src/script/rateWindow.ts';
import { SCRIPT_LIMITS } from '../../../workbench/src/script/scriptLimits.ts';
import type { ScriptRequestBody } from '../../../workbench/src/script/scriptChannel.ts';

function spWithFakes() {
  let clock = 0;
  const page: ScriptMessage[] = [];
  const calls: ScriptRequestBody[] = [];
  const timers: (() => void)[] = [];
  const { sp, finish } = makeSp({
    call: async (r) => {
      calls.push(r);
      return r.op === 'seek' && r.frame > 50 ? { ok: false, error: `seek(${r.frame}): past the end` } : { ok: true, value: 7 };
    },
    toPage: (m) => void page.push(m),
    now: () => clock,
    later: (f) => void timers.push(f),
  });
  return { sp, finish, page, calls, timers, tick: (ms: number) => void (clock += ms) };
}

describe('a script\'s sp', () => {
  it(`shows ${SCRIPT_LIMITS.logLinesPerSecond} log lines a second and counts the rest`, () => {
    const f = spWithFakes();
    for (let i = 0; i < 250; i++) f.sp.log('line', i);
    expect(f.page.length).toBe(SCRIPT_LIMITS.logLinesPerSecond);
    f.tick(1000);
    f.sp.log('next second');
    expect(f.page.slice(-2)).toEqual([
      { kind: 'log', text: `… 50 lines dropped (more than ${SCRIPT_LIMITS.logLinesPerSecond} a second)` },
      { kind: 'log', text: 'next second' },
    ]);
    void f.finish();
    expect(f.page.length).toBe(SCRIPT_LIMITS.logLinesPerSecond + 2);
  });

  it('sends the drawings still waiting for their redraw when the run ends, and once only', async () => {
    const f = spWithFakes();
    f.sp.draw.rect(1, 2, 3, 4, 'lime');
    expect(f.calls).toEqual([]);
    await f.finish();
    expect(f.calls).toEqual([{ op: 'draw', commands: [{ kind: 'rect', x: 1, y: 2, w: 3, h: 4, colour: 'lime' }] }]);
    // The redraw timer that fires after the end sends nothing more.
    f.timers[0]();
    expect(f.calls.length).toBe(1);
  });

  it(`throws past ${SCRIPT_LIMITS.logLinesPerRun} log calls in a run, and cuts long lines`, () => {
    const f = spWithFakes();
    f.sp.log('x'.repeat(SCRIPT_LIMITS.logLineChars + 5));
    expect((f.page[0] as { text: string }).text).toBe(`${'x'.repeat(SCRIPT_LIMITS.logLineChars)}… (${SCRIPT_LIMITS.logLineChars + 5} characters)`);
    for (let i = 1; i < SCRIPT_LIMITS.logLinesPerRun; i++) f.sp.log(i);
    expect(() => f.sp.log('one more')).toThrow(`sp.log: a script run may log at most ${SCRIPT_LIMITS.logLinesPerRun} lines`);
  });

  it('sends its drawings as one list per redraw, at most the view\'s limit', () => {
    const f = spWithFakes();
    f.sp.draw.rect(1, 2, 3, 4);
    f.sp.draw.line(0, 0, 5, 5, 'red');
    expect(f.timers.length).toBe(1);
    f.timers[0]();
    expect(f.calls).toEqual([{ op: 'draw', commands: [
      { kind: 'rect', x: 1, y: 2, w: 3, h: 4, colour: '#ff40ff' },
      { kind: 'line', x1: 0, y1: 0, x2: 5, y2: 5, colour: 'red' },
    ] }]);
    for (let i = 2; i < SCRIPT_LIMITS.drawings; i++) f.sp.draw.rect(i, 0, 1, 1);
    expect(() => f.sp.draw.text(0, 0, 'over')).toThrow(`sp.draw: at most ${SCRIPT_LIMITS.drawings} drawings at once (sp.draw.clear() first)`);
  });

  it('turns a refused request into an exception that names the script\'s line', async () => {
    const f = spWithFakes();
    const end = await runScript('sp.log("a");\n\nawait sp.seek(99);\n', f.sp);
    expect(end).toEqual({ kind: 'failed', message: 'Error: seek(99): past the end', line: 3 });
  });
});

describe('the page takes from a script\'s worker', () => {
  it('only the three script messages, with fields of their types', () => {
    expect(scriptMessage({ kind: 'log', text: 'hi' })).toEqual({ kind: 'log', text: 'hi' });
    expect(scriptMessage({ kind: 'done', extra: 1 })).toEqual({ kind: 'done' });
    expect(scriptMessage({ kind: 'failed', message: 'Error: x', line: 3 })).toEqual({ kind: 'failed', message: 'Error: x', line: 3 });
    for (const bad of [null, 'log', { kind: 'log', text: 5 }, { kind: 'failed', message: 'x', line: -1 }, { kind: 'failed', message: 'x', line: 1.5 }, { kind: 'eval', text: '1' }]) {
      expect(scriptMessage(bad)).toBe(null);
    }
  });

  it('a rate window takes its limit per second and counts what it refused', () => {
    let t = 0;
    const w = makeRateWindow(3, () => t);
    expect([w.take(), w.take(), w.take(), w.take(), w.take()]).toEqual([true, true, true, false, false]);
    expect(w.takeDropped()).toBe(2);
    expect(w.takeDropped()).toBe(0);
    t = 999;
    expect(w.take()).toBe(false);
    t = 1000;
    expect(w.take()).toBe(true);
  });
});
