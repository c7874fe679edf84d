// A slow reader at the end of a pipe (issue 25): waits, then reads stdin 4 kB a millisecond and
// prints the number of lines it got. `node slowPipeReader.mjs [initialWaitMs]`.
import { readSync } from 'node:fs';

const nap = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms) => Atomics.wait(nap, 0, 0, ms);
sleep(Number(process.argv[2] ?? 500));
const buf = Buffer.alloc(4096);
let lines = 0;
for (;;) {
  let n;
  try {
    n = readSync(0, buf, 0, buf.length, null);
  } catch (e) {
    if (e.code === 'EAGAIN') {
      sleep(1);
      continue;
    }
    throw e;
  }
  if (n === 0) break;
  for (let i = 0; i < n; i++) if (buf[i] === 10) lines++;
  sleep(1);
}
process.stdout.write(`${lines}\n`);
