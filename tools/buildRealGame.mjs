#!/usr/bin/env node
/**
 * Builds the real game for the tests: the Genesis Plus GX libretro core from
 * ../shared/emulators/genesis-plus-gx, the Sonic 1 REV01 and REV00 ROMs from ../shared/disasm/s1
 * and the Sonic 2 REV01 ROM from ../shared/disasm/s2 (each checkout's own assembler:
 * `lua5.4 build.lua`), into node_modules/.cache/subpixel-realgame/, once: a build is redone only
 * when its sources change (a digest of every file's path, size and bytes). The product never
 * ships any of them; users point it at their own core and ROM (CONTRACTS §8).
 *
 * Run by `npm test` before the suites. Without ../shared it says so and does nothing (the tests
 * that need the real game then skip with the same reason); without ../shared/disasm/s2 it builds
 * Sonic 1 alone and says so (the Sonic 2 tests skip). Where cc, make or lua5.4 are missing and
 * this runs as root (CI), it installs Debian's build-essential and lua5.4 first.
 *
 *   node tools/buildRealGame.mjs          prints one line per artefact: built or cached, with its hash
 */
import { execFileSync, execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SHARED = join(ROOT, '../shared');
const CORE_SRC = join(SHARED, 'emulators/genesis-plus-gx');
const S1_SRC = join(SHARED, 'disasm/s1');
const S2_SRC = join(SHARED, 'disasm/s2');
/** s2built.bin of the checkout as it is: REV01 (`chkbitperfect.lua`'s hash). */
const S2_REV01_MD5 = '9feeb724052c39982d432a7851c98d3e';
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
    // The real folder, not a link to it: a copied link would have the build write into the checkout itself.
    cpSync(realpathSync(src), copy, { recursive: true });
    if (!lstatSync(copy).isDirectory()) throw new Error(`realgame: ${src}: copied as something other than a folder`);
    // ../shared is read-only; the builds write into their copy (s2's build.lua regenerates sound/).
    makeWritable(copy);
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

/** Owner-writable, every folder and file of a copy (links are left alone: they may lead out of it). */
function makeWritable(dir) {
  chmodSync(dir, 0o755);
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const st = lstatSync(p);
    if (st.isDirectory()) makeWritable(p);
    else if (st.isFile()) chmodSync(p, st.mode | 0o600);
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

/**
 * s2.asm as the checkout has it builds REV01 (its `gameRevision = 1`); the build is checked
 * against REV01's MD5 before it is kept, so a changed checkout never passes for the retail ROM.
 * The listing (s2.lst, every label's and RAM variable's address) is kept beside it.
 */
function buildS2(target) {
  buildInCopy(S2_SRC, (dir) => {
    quiet('lua5.4', ['build.lua'], dir);
    const rom = join(dir, 's2built.bin');
    if (!existsSync(rom)) throw new Error(`realgame: ${S2_SRC}: lua5.4 build.lua wrote no s2built.bin`);
    const { md5 } = fileHashes(rom);
    if (md5 !== S2_REV01_MD5) throw new Error(`realgame: ${S2_SRC} builds s2built.bin with MD5 ${md5}, not REV01's ${S2_REV01_MD5}: is the checkout changed?`);
    return [[join(dir, 's2.lst'), target.replace(/\.bin$/, '.lst')], [rom, target]];
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
  if (existsSync(join(S2_SRC, 's2.asm'))) jobs.push({ key: 's2rev01', file: 's2-rev01.bin', src: S2_SRC, build: (t) => buildS2(t) });
  else console.log('realgame: s2-rev01.bin skipped: no ../shared/disasm/s2 beside the checkout (the Sonic 2 real-game tests skip too)');
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
