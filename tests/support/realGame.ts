/**
 * The real game for the tests: the Genesis Plus GX core and the Sonic 1 and Sonic 2 ROMs that
 * tools/buildRealGame.mjs builds from ../shared (npm test runs it first) into
 * node_modules/.cache/subpixel-realgame. Without ../shared there is nothing to build: the tests
 * that need the real game skip with the reason, as the disassembly's tests do. Sonic 2's
 * (`describeWithRealGameS2`) skip on their own when its checkout or its build is missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';
import { DISASM_S1 } from './disasm.ts';
import { DISASM_S2 } from './disasmS2.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MANIFEST = join(ROOT, 'node_modules/.cache/subpixel-realgame/manifest.json');

export interface RealGameFiles {
  readonly core: string;
  /** The ROM of each revision, and the build's listing (every label's address). */
  readonly rom: { readonly 0: string; readonly 1: string };
  readonly listing: { readonly 0: string; readonly 1: string };
  readonly disasm: string;
}

function find(): RealGameFiles | string {
  if (DISASM_S1 === null) return 'no Sonic 1 disassembly at ../shared/disasm/s1';
  if (!existsSync(MANIFEST)) return 'no real game built: run `node tools/buildRealGame.mjs` (npm test does, when ../shared is there)';
  const m = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const files = [m.core?.path, m.s1rev01?.path, m.s1rev00?.path, m.s1rev01?.listing, m.s1rev00?.listing];
  if (files.some((f) => typeof f !== 'string' || !existsSync(f))) return 'the real-game build is incomplete: run `node tools/buildRealGame.mjs`';
  return { core: m.core.path, rom: { 0: m.s1rev00.path, 1: m.s1rev01.path }, listing: { 0: m.s1rev00.listing, 1: m.s1rev01.listing }, disasm: DISASM_S1 };
}

const found = find();

/** The built core, ROMs and checkout, or null (and `NO_REAL_GAME` says why). */
export const REAL_GAME: RealGameFiles | null = typeof found === 'string' ? null : found;
export const NO_REAL_GAME = typeof found === 'string' ? `skipped: ${found}` : '';

/** `describe` with `files` when they were found; else a skipped suite whose one skipped test says why (`skipped`). */
function describeWithFiles<F>(name: string, files: F | null, skipped: string, fn: (files: F) => void): void {
  if (files === null) {
    describe.skip(`${name} (${skipped})`, () => {
      it.skip(skipped, () => {
        throw new Error(skipped);
      });
    });
    return;
  }
  describe(name, () => fn(files));
}

/** `describe` when the real game is built; else a skipped suite whose one skipped test says why. */
export function describeWithRealGame(name: string, fn: (rg: RealGameFiles) => void): void {
  describeWithFiles(name, REAL_GAME, NO_REAL_GAME, fn);
}

export interface RealGameS2Files {
  readonly core: string;
  /** The REV01 ROM s2disasm builds, and the build's listing (every label's address). */
  readonly rom: string;
  readonly listing: string;
  readonly disasm: string;
}

function findS2(): RealGameS2Files | string {
  if (DISASM_S2 === null) return 'no Sonic 2 disassembly at ../shared/disasm/s2';
  if (!existsSync(MANIFEST)) return 'no real game built: run `node tools/buildRealGame.mjs` (npm test does, when ../shared is there)';
  const m = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const files = [m.core?.path, m.s2rev01?.path, m.s2rev01?.listing];
  if (files.some((f) => typeof f !== 'string' || !existsSync(f))) return 'no Sonic 2 ROM built: run `node tools/buildRealGame.mjs`';
  return { core: m.core.path, rom: m.s2rev01.path, listing: m.s2rev01.listing, disasm: DISASM_S2 };
}

const foundS2 = findS2();

/** The built core, the Sonic 2 ROM and its checkout, or null (and `NO_REAL_GAME_S2` says why). */
export const REAL_GAME_S2: RealGameS2Files | null = typeof foundS2 === 'string' ? null : foundS2;
export const NO_REAL_GAME_S2 = typeof foundS2 === 'string' ? `skipped: ${foundS2}` : '';

/** `describe` when the real Sonic 2 is built; else a skipped suite whose one skipped test says why. */
export function describeWithRealGameS2(name: string, fn: (rg: RealGameS2Files) => void): void {
  describeWithFiles(name, REAL_GAME_S2, NO_REAL_GAME_S2, fn);
}
