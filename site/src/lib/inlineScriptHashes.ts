import { createHash } from 'node:crypto';
import { accountScript } from './accountScript.ts';
import { preferenceScript } from './preferenceScript.ts';

/**
 * The CSP hashes (`sha256-…`) of the site's `is:inline` scripts, which Astro's `security.csp`
 * does not hash itself: the theme/language script in every `<head>` and the header's account
 * script. Used by astro.config.ts at build time.
 */
export function inlineScriptHashes(): `sha256-${string}`[] {
  return [preferenceScript(), accountScript()].map(
    (script) => `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}` as const,
  );
}
