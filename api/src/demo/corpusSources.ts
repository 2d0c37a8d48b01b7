/** A repository the corpus took files from, as `corpus/SOURCES.md` lists it. */
export interface CorpusSource {
  /** `owner/name` on GitHub. */
  repository: string;
  url: string;
  /** The licence's short name (`MIT`, `GPL-3.0`, `Zlib`, …). */
  licence: string;
}

/**
 * The repositories table of `corpus/SOURCES.md` (columns: origin tag, repository URL, licence,
 * files, snapshot): origin tag → source. Rows that do not have that shape are passed over.
 */
export function parseCorpusSources(markdown: string): Map<string, CorpusSource> {
  const sources = new Map<string, CorpusSource>();
  for (const line of markdown.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const [tag, url, licence] = cells;
    if (cells.length < 3 || !tag || !url || !licence) continue;
    const match = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)\/?$/.exec(url);
    if (!match) continue;
    // "GPL-3.0 (dual-licensed …)": the identifier before the remark.
    sources.set(tag, { repository: match[1]!, url, licence: licence.replace(/\s*\(.*$/, '') });
  }
  return sources;
}
