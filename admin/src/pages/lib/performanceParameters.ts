import { PERFORMANCE_LIMITS } from '@stickerei/shared/domain';

/** Whether a test's parameters are within the api's bounds; the reason when not. */
export function checkParameters(input: {
  scenarios: readonly string[];
  iterations: number;
  concurrency: number;
}) {
  const { maxIterations, maxConcurrency, maxRequests } = PERFORMANCE_LIMITS;
  if (input.scenarios.length === 0) return { ok: false, total: 0 } as const;
  const total = input.scenarios.length * input.iterations;
  const ok =
    Number.isInteger(input.iterations) &&
    Number.isInteger(input.concurrency) &&
    input.iterations >= 1 &&
    input.iterations <= maxIterations &&
    input.concurrency >= 1 &&
    input.concurrency <= maxConcurrency &&
    total <= maxRequests;
  return { ok, total } as const;
}
