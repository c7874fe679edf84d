/**
 * Writes a level document as stable, reviewable JSON: one tile, legend entry, row or object per
 * line, keys in the order the builder gave them. JSON.stringify(doc, null, 2) would put each
 * height on its own line and make a one-block change a hundred-line diff.
 */
export function formatLevelJson(doc: Readonly<Record<string, unknown>>): string {
  const lines: string[] = ['{'];
  const keys = Object.keys(doc);
  keys.forEach((key, k) => {
    const value = doc[key];
    const comma = k < keys.length - 1 ? ',' : '';
    if (Array.isArray(value)) {
      lines.push(`  ${JSON.stringify(key)}: [`);
      value.forEach((v, i) => lines.push(`    ${JSON.stringify(v)}${i < value.length - 1 ? ',' : ''}`));
      lines.push(`  ]${comma}`);
    } else if (typeof value === 'object' && value !== null && (key === 'tiles' || key === 'legend')) {
      const entries = Object.entries(value);
      lines.push(`  ${JSON.stringify(key)}: {`);
      entries.forEach(([name, v], i) => lines.push(`    ${JSON.stringify(name)}: ${JSON.stringify(v)}${i < entries.length - 1 ? ',' : ''}`));
      lines.push(`  }${comma}`);
    } else {
      lines.push(`  ${JSON.stringify(key)}: ${JSON.stringify(value)}${comma}`);
    }
  });
  lines.push('}');
  return lines.join('\n') + '\n';
}
