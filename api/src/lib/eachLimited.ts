/** Runs `task` over `items` with at most `limit` at once. */
export async function eachLimited<T>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let stopped = false;
  const lane = async () => {
    while (next < items.length && !stopped) {
      const index = next++;
      await task(items[index]!, index).catch((error: unknown) => {
        stopped = true;
        throw error;
      });
    }
  };
  // Every lane ends before this does (an abort must not leave a design half written behind).
  const ended = await Promise.allSettled(Array.from({ length: Math.max(1, limit) }, lane));
  const failed = ended.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}
