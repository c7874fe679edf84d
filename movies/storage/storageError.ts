/**
 * Turning IndexedDB failures into MovieError values. The quota case gets its own code because
 * it is the one failure the user can fix (export the project, then free space), so the UI must
 * be able to say so instead of showing a generic "save failed".
 */
import type { MovieError } from '../types.ts';

/**
 * True for "the disk/origin is full". Matched by name, not class identity, because errors from
 * idb, fake-indexeddb and other realms are different classes. Legacy WebKit reports only the
 * DOMException code 22; Firefox has used its own name.
 */
export function isQuotaError(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false;
  const { name, code } = e as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22;
}

/** `file` names the database; `where` names the store operation that failed. */
export function storageError(e: unknown, dbName: string, where: string): MovieError {
  const file = `indexedDB:${dbName}`;
  if (isQuotaError(e)) {
    return {
      code: 'storageQuota',
      file,
      where,
      message: 'The browser has no storage space left for this site, so your latest work was not saved. Export the project to a file now, then free some space (delete old projects or branches) and try again.',
    };
  }
  const detail = e instanceof Error || (typeof e === 'object' && e !== null && 'message' in e) ? `${(e as { name?: string }).name ?? 'Error'}: ${(e as { message: string }).message}` : String(e);
  return { code: 'storageFailed', file, where, message: `Could not access saved work (${detail}). Reload the page; if this persists, export the project.` };
}

export function notFound(code: 'projectNotFound' | 'movieNotFound' | 'branchNotFound', id: string, dbName: string, where: string): MovieError {
  return { code, file: `indexedDB:${dbName}`, where, message: `No ${code.replace('NotFound', '')} with id "${id}" is stored.` };
}
