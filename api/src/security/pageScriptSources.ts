import { readFileSync, statSync } from 'node:fs';

// Astro's `security.csp` writes the page's policy into a <meta http-equiv> in its <head>.
const META = /<meta\s+http-equiv=["']content-security-policy["']\s+content="([^"]*)"/i;
// What the header takes over from the page: our own origin and hashes of inline scripts. Never
// 'unsafe-inline' or 'unsafe-eval', whatever a build says.
const ALLOWED = /^('self'|'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}')$/;

const cache = new Map<string, { mtimeMs: number; size: number; sources: string[] }>();

const decode = (value: string) =>
  value.replace(/&#39;|&#x27;|&quot;|&amp;/g, (entity) =>
    entity === '&quot;' ? '"' : entity === '&amp;' ? '&' : "'",
  );

/** The `script-src` sources of a page's meta policy, `'self'` alone when it has none. */
export function scriptSourcesOf(html: string): string[] {
  const content = META.exec(html)?.[1];
  const directive = content
    ? decode(content)
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([name]) => name === 'script-src')
    : undefined;
  const sources = (directive ?? []).slice(1).filter((source) => ALLOWED.test(source));
  return sources.includes("'self'") ? sources : ["'self'", ...sources];
}

/**
 * The `script-src` sources of the built page `file` (the hashes of its inline scripts, from
 * Astro's meta policy), read once per build of the file. `file` may be the page's `.br` or
 * `.gz` copy; the policy is read from the page itself.
 */
export function pageScriptSources(file: string): string[] {
  const page = file.replace(/\.(br|gz)$/, '');
  let mtimeMs: number, size: number;
  try {
    ({ mtimeMs, size } = statSync(page));
  } catch {
    // A compressed copy without its page (a build half-copied): no inline script is allowed.
    return ["'self'"];
  }
  const known = cache.get(page);
  if (known && known.mtimeMs === mtimeMs && known.size === size) return known.sources;
  const sources = scriptSourcesOf(readFileSync(page, 'utf8'));
  cache.set(page, { mtimeMs, size, sources });
  return sources;
}
