/**
 * The README and the guides in docs/ link to each other and into the tree: every relative link
 * names a file that exists, and every #anchor a heading of the file it points into (GitHub's
 * slugs: lower case, punctuation dropped, spaces to hyphens). A guide moved or a heading renamed
 * breaks a link here, not for a reader.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const PAGES = [join(ROOT, 'README.md'), ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => join(ROOT, 'docs', f))];

/** GitHub's anchor for a heading. */
export function slugOf(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
}

function anchorsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slugOf(m[1])));
}

/** Every markdown link target outside code, with the line it is on. */
function linksOf(file: string): { target: string; line: number }[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const out: { target: string; line: number }[] = [];
  let fenced = false;
  lines.forEach((text, i) => {
    if (text.startsWith('```')) fenced = !fenced;
    if (fenced || text.startsWith('    ')) return;
    for (const m of text.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) out.push({ target: m[1], line: i + 1 });
  });
  return out;
}

describe('documentation links', () => {
  it('slugs as GitHub makes them', () => {
    expect(slugOf('Where a real act started: meta.actStart')).toBe('where-a-real-act-started-metaactstart');
    expect(slugOf('Input scripts (.txt)')).toBe('input-scripts-txt');
  });

  it('the README links to every guide in docs/', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const missing = PAGES.slice(1).map((p) => relative(ROOT, p)).filter((p) => !readme.includes(`](${p}`));
    expect(missing).toEqual([]);
  });

  it('every relative link resolves to a file and every anchor to a heading', () => {
    const broken: string[] = [];
    for (const page of PAGES) {
      for (const { target, line } of linksOf(page)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [path, anchor] = target.split('#');
        const file = path === '' ? page : resolve(dirname(page), path);
        const where = `${relative(ROOT, page)}:${line} → ${target}`;
        if (!existsSync(file)) broken.push(`${where}: no such file`);
        else if (anchor !== undefined && file.endsWith('.md') && !anchorsOf(file).has(anchor)) broken.push(`${where}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });
});
