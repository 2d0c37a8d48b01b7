// What bench/lighthouse.ts reports of one Lighthouse result.
import type { Result } from 'lighthouse';

export interface Summary {
  /** Performance score, 0–100. */
  score: number;
  /** Largest contentful paint as Lighthouse shows it ("2.1 s"). */
  lcp: string;
  /** Total blocking time, ms (what the main thread's long tasks cost the score). */
  tbt: number;
  /** Bytes transferred, headers included. */
  bytes: number;
  jsBytes: number;
  /** Paths (with their query) of text responses of 1 KB or more that came uncompressed. */
  uncompressed: string[];
  /** The cache insight's score (1: every resource cached as it should be), or "–". */
  cacheScore: string;
  /** Paths of the images that were fetched. */
  imageUrls: string[];
  /**
   * Lighthouse's measure of this machine's CPU (`environment.benchmarkIndex`): its simulated
   * phone is the observed main-thread work slowed 4×, so on a slower machine the same page
   * blocks longer. Figures from machines of different indexes do not compare.
   */
  benchmarkIndex: number;
  /** Why Lighthouse could not score the visit (`runtimeError.code`, e.g. NO_LCP), if it could not. */
  failure?: string;
}

interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceSize?: number;
  mimeType?: string;
  resourceType?: string;
  statusCode?: number;
}

const TEXT = /^(?:text\/|application\/(?:javascript|json|[\w.-]+\+json|xml)|image\/svg\+xml)/;

/** The requests of a result (Lighthouse's network-requests audit). */
function requests(lhr: Result): NetworkItem[] {
  const details = lhr.audits['network-requests']?.details;
  return details && 'items' in details ? (details.items as unknown as NetworkItem[]) : [];
}

/** Score, LCP, bytes on the wire and the compression and cache findings of one visit. */
export function summarize(lhr: Result): Summary {
  const items = requests(lhr);
  const sum = (list: NetworkItem[]) => list.reduce((n, r) => n + (r.transferSize ?? 0), 0);
  // A compressed answer travels in fewer bytes than it has; an uncompressed one in more (headers).
  const uncompressed = items.filter(
    (r) =>
      r.statusCode === 200 &&
      TEXT.test(r.mimeType ?? '') &&
      (r.resourceSize ?? 0) >= 1024 &&
      (r.transferSize ?? 0) >= (r.resourceSize ?? 0),
  );
  const cache = lhr.audits['cache-insight']?.score;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: lhr.audits['largest-contentful-paint']?.displayValue ?? '?',
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    bytes: sum(items),
    jsBytes: sum(items.filter((r) => r.resourceType === 'Script')),
    uncompressed: uncompressed.map((r) => {
      const url = new URL(r.url);
      return url.pathname + url.search;
    }),
    cacheScore: typeof cache === 'number' ? String(cache) : '–',
    imageUrls: items.filter((r) => r.resourceType === 'Image').map((r) => new URL(r.url).pathname),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    ...(lhr.runtimeError ? { failure: lhr.runtimeError.code } : {}),
  };
}
