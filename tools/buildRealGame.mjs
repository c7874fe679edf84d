#!/usr/bin/env node
/**
 * Builds the real game for the tests: the Genesis Plus GX libretro core from
 * ../shared/emulators/genesis-plus-gx and the Sonic 1 REV01 and REV00 ROMs from
 * ../shared/disasm/s1 (each checkout's own assembler: `lua5.4 build.lua`), into
 * node_modules/.cache/subpixel-realgame/, once: a build is redone only when its sources change
 * (a digest of every file's path, size and bytes). The product never ships either; users point
 * it at their own core and ROM (CONTRACTS §8).
 *
 * Run by `npm test` before the suites. Without ../shared it says so and does nothing (the tests
 * that need the real game then skip with the same reason). Where cc, make or lua5.4 are missing
 * and this runs as root (CI), it installs Debian's build-essential and lua5.4 first.
 *
 *   node tools/buildRealGame.mjs          prints one line per artefact: built or cached, with its hash
 */
import { execFileSync, execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = join(ROOT, '../shared');
const CORE_SRC = join(SHARED, 'emulators/genesis-plus-gx');
const S1_SRC = join(SHARED, 'disasm/s1');
export const REALGAME_CACHE = join(ROOT, 'node_modules/.cache/subpixel-realgame');

/** What the tests read: where each artefact is, or why there is none. */
export function realGameArtefacts() {
  const manifest = join(REALGAME_CACHE, 'manifest.json');
  if (!existsSync(manifest)) return null;
  return JSON.parse(readFileSync(manifest, 'utf8'));
}

function has(cmd) {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function ensureTools() {
  const missing = ['cc', 'make', 'lua5.4'].filter((c) => !has(c));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`missing ${missing.join(', ')}: install build-essential and lua5.4 (apt-get install -y build-essential lua5.4)`);
  console.log(`realgame: ${missing.join(', ')} missing, installing Debian's build-essential and lua5.4`);
  execSync('apt-get update && apt-get install -y build-essential lua5.4', { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** A digest of a source tree: every file's path and bytes, in path order. */
function treeDigest(dir) {
  const h = createHash('sha1');
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      const st = statSync(p);
      if (st.isDirectory()) walk(p);
      else if (st.isFile()) {
        h.update(relative(dir, p));
        h.update(readFileSync(p));
      }
    }
  };
  walk(dir);
  return h.digest('hex');
}

function fileHashes(path) {
  const bytes = readFileSync(path);
  return { md5: createHash('md5').update(bytes).digest('hex'), sha1: createHash('sha1').update(bytes).digest('hex').toUpperCase(), bytes: bytes.length };
}

/** Runs a build step; its output is shown only when it fails (the core's Makefile asks git for a version and complains). */
function quiet(cmd, args, cwd) {
  try {
    execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (e) {
    process.stderr.write(`${e.stdout ?? ''}${e.stderr ?? ''}`);
    throw new Error(`realgame: ${cmd} ${args.join(' ')} failed in ${cwd}`);
  }
}

/**
 * Copies `src` into a fresh temporary folder and runs `build` there, which returns the files to
 * keep as [built file, target] pairs; each is moved to its target whole (a temporary name, then
 * a rename), so a run killed halfway never leaves a truncated artefact behind.
 */
function buildInCopy(src, build) {
  const work = mkdtempSync(join(tmpdir(), 'subpixel-realgame-'));
  try {
    const copy = join(work, 'src');
    cpSync(src, copy, { recursive: true });
    for (const [out, target] of build(copy)) {
      mkdirSync(dirname(target), { recursive: true });
      const tmp = `${target}.tmp-${process.pid}`;
      cpSync(out, tmp);
      renameSync(tmp, target);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function buildCore(target) {
  buildInCopy(CORE_SRC, (dir) => {
    quiet('make', ['-C', dir, '-f', 'Makefile.libretro', '-j2'], dir);
    return [[join(dir, 'genesis_plus_gx_libretro.so'), target]];
  });
}

/**
 * sonic.asm with `Revision = N`: the checkout builds REV01 as it is, REV00 with the one line
 * changed. The listing (every label's address) is kept beside the ROM: tests check the
 * importer's reading of the checkout against it.
 */
function buildS1(target, revision) {
  buildInCopy(S1_SRC, (dir) => {
    const asm = join(dir, 'sonic.asm');
    const text = readFileSync(asm, 'latin1');
    const set = text.replace(/^(Revision\s*=\s*)\d+/m, `$1${revision}`);
    if (!/^Revision\s*=/m.test(text)) throw new Error(`${S1_SRC}/sonic.asm: no Revision = line`);
    writeFileSync(asm, set, 'latin1');
    quiet('lua5.4', ['build.lua'], dir);
    return [[join(dir, 'sonic.lst'), target.replace(/\.bin$/, '.lst')], [join(dir, 's1built.bin'), target]];
  });
}

function main() {
  if (!existsSync(CORE_SRC) || !existsSync(join(S1_SRC, 'sonic.asm'))) {
    console.log('realgame: skipped: no ../shared/emulators/genesis-plus-gx or ../shared/disasm/s1 beside the checkout (the real-game tests skip too)');
    return;
  }
  ensureTools();
  mkdirSync(REALGAME_CACHE, { recursive: true });
  const previous = realGameArtefacts() ?? {};
  const next = { ...previous };
  const jobs = [
    { key: 'core', file: 'genesis_plus_gx_libretro.so', src: CORE_SRC, build: (t) => buildCore(t) },
    { key: 's1rev01', file: 's1-rev01.bin', src: S1_SRC, build: (t) => buildS1(t, 1) },
    { key: 's1rev00', file: 's1-rev00.bin', src: S1_SRC, build: (t) => buildS1(t, 0) },
  ];
  const digests = new Map();
  for (const job of jobs) {
    if (!digests.has(job.src)) digests.set(job.src, treeDigest(job.src));
    const digest = digests.get(job.src);
    const path = join(REALGAME_CACHE, job.file);
    const cached = previous[job.key]?.digest === digest && existsSync(path) && (job.key === 'core' || existsSync(path.replace(/\.bin$/, '.lst')));
    const started = Date.now();
    if (!cached) job.build(path);
    next[job.key] = { path, digest, ...fileHashes(path), ...(job.key === 'core' ? {} : { listing: path.replace(/\.bin$/, '.lst') }) };
    console.log(`realgame: ${job.file} ${cached ? 'cached' : `built in ${((Date.now() - started) / 1000).toFixed(1)} s`} (sha1 ${next[job.key].sha1})`);
  }
  const tmp = join(REALGAME_CACHE, `manifest.json.tmp-${process.pid}`);
  writeFileSync(tmp, `${JSON.stringify(next, null, 2)}\n`);
  renameSync(tmp, join(REALGAME_CACHE, 'manifest.json'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
