import type { Language } from '@stickerei/shared/domain';

/** A campaign's end as the visitor reads it ("31 March 2026" / "31. März 2026"). */
export function formatEndDate(iso: string, language: Language): string {
  return new Date(iso).toLocaleDateString(language === 'de' ? 'de-DE' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** The host of a sponsor's site for display ("stitch.example"), or the text as given. */
export function websiteHost(url: string): string {
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** Only http(s) links are followed; anything else (javascript:, data:) is not a link. */
export function isSafeWebsite(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
