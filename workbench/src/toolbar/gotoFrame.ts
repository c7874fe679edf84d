/** The go-to box: a frame number, or the reason the text is not one (shown under the box). */
export function parseGotoFrame(text: string): number | string {
  const t = text.trim().replace(/[,_\s]/g, '');
  if (t === '') return 'type a frame number, e.g. 600';
  if (/^-\d+$/.test(t)) return `frames start at 0; ${t} is before the first`;
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    return Number.isSafeInteger(n) ? n : `${t} is too large`;
  }
  if (/^\d*\.\d+$/.test(t)) return `frames are whole numbers; ${t} is not`;
  return `"${text.trim()}" is not a frame number (digits only, e.g. 600)`;
}
