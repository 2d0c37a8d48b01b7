import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/**
 * Replaces (or appends) one `## heading` section of a Markdown file, leaving the other
 * sections as they are: docs/benchmarks.md is shared by several benchmarks.
 */
export function writeSection(file: string, heading: string, body: string): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  const section = [`## ${heading}`, '', ...body.trimEnd().split('\n'), ''];
  if (start < 0) {
    writeFileSync(file, `${text.trimEnd()}\n\n${section.join('\n')}`);
    return;
  }
  let end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  if (end < 0) end = lines.length;
  lines.splice(start, end - start, ...section);
  writeFileSync(file, `${lines.join('\n').trimEnd()}\n`);
}
