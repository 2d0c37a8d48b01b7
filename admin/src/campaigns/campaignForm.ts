/** Form values of a campaign as far as validation reads them. */
export interface CampaignFormValues {
  startAt?: string | null;
  endAt?: string | null;
}

/** Form-level rule: the end comes after the start (the api checks it too). */
export function validateCampaignForm(values: CampaignFormValues): Record<string, string> {
  const start = values.startAt ? Date.parse(values.startAt) : NaN;
  const end = values.endAt ? Date.parse(values.endAt) : NaN;
  if (Number.isFinite(start) && Number.isFinite(end) && end <= start) {
    return { endAt: 'app.campaigns.validation.end_after_start' };
  }
  return {};
}

/** A `datetime-local` value (browser time) as an ISO instant; empty stays empty. */
export function localToIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** New campaigns start now and run for four weeks (whole minutes). */
export function defaultCampaignValues(now = Date.now()) {
  const start = Math.floor(now / 60_000) * 60_000;
  return {
    enabled: true,
    startAt: new Date(start).toISOString(),
    endAt: new Date(start + 28 * 24 * 3600_000).toISOString(),
    designIds: [] as string[],
  };
}

/** `ids` with the entry at `index` moved by `delta` places (clamped to the list). */
export function moveItem<T>(ids: readonly T[], index: number, delta: number): T[] {
  const target = Math.min(ids.length - 1, Math.max(0, index + delta));
  const next = [...ids];
  const [item] = next.splice(index, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

/** The limit field's text as the api's value: empty = no limit, else a whole number ≥ 1. */
export function parseLimit(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= 1 ? value : 'invalid';
}
