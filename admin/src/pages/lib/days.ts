/** The `from`/`to` of the last `days` UTC days up to `now` (what the metrics endpoints take). */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const start =
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * 86_400_000;
  return { from: new Date(start).toISOString(), to: now.toISOString() };
}
