/**
 * The settings a branch was made with, as its entry in the branch list shows them:
 * `loop · s2 · sonic · drop dash · + tails (cpu) · fixes zip`. Pure, so it is tested without a DOM.
 */
import type { BranchInfo } from '../worker/protocol.ts';

export function branchSettingsText(b: BranchInfo): string {
  const s = b.settings;
  if (s === null) return '';
  const dropDash = s.dropDash ? ' · drop dash' : '';
  const partner = s.partner !== null ? ` · + ${s.partner.character} (${s.partner.control})` : '';
  const fixes = s.fixes.length > 0 ? ` · fixes ${s.fixes.join(', ')}` : '';
  return `${s.level} · ${s.profile} · ${s.character}${dropDash}${partner}${fixes}`;
}
