/**
 * How long a notice stays over the level view. Information ("Saved slot 1 at frame 0.") goes by
 * itself after INFO_NOTICE_MS; a warning (what an export leaves out, an import's warnings) stays
 * until it is dismissed, like an error; a notice offering an action (Undo) stays while the action
 * still does what it says, and closes once it would not (its `stale` check, createWorkbench.ts).
 * At most MAX_NOTICES show at once: a new one pushes the oldest out.
 */

export const INFO_NOTICE_MS = 5000;
export const MAX_NOTICES = 3;

export type NoticeTone = 'info' | 'warning';

/** Milliseconds until a notice goes by itself, or null: it stays until dismissed (or stale). */
export function noticeLifetime(n: { readonly tone?: NoticeTone; readonly action?: unknown }): number | null {
  return n.action === undefined && (n.tone ?? 'info') === 'info' ? INFO_NOTICE_MS : null;
}
