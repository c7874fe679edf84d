/**
 * A path the source text names (`include "Constants.asm"`, `binclude "../../etc/passwd"`), as a
 * path inside the checkout: forward slashes, no `.` segments, `..` resolved. Null when it would
 * leave the checkout's folder (more `..` than folders, or an absolute path or drive letter):
 * the importer never reads outside the folder it was given, on disk or in a picked folder.
 */
export function checkoutPath(path: string): string | null {
  const p = path.replace(/\\/g, '/');
  if (p.startsWith('/') || /^[A-Za-z]:/.test(p)) return null;
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(part);
  }
  return out.length === 0 ? null : out.join('/');
}
