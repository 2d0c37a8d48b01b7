/**
 * A seeded stream of numbers in [0, 1) (a linear congruential generator): tests draw their cases
 * from a seed they print when they fail, so a failure can be repeated.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
