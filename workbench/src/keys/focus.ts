/** Whether keys typed now belong to a form field (the workbench's shortcuts stay out of its way). */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  if (target.tagName !== 'INPUT') return false;
  // Checkboxes and buttons take no typing: the workbench keeps its keys there.
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'range', 'file', 'color'].includes(type);
}
