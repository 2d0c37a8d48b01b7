/** Side of the density grid of the similarity vector: GRID × GRID cells. */
export const GRID = 4;
/**
 * Terms describing stitch directions: the thread-length-weighted mean of cos and sin of 2θ, 4θ
 * and 6θ (θ the direction of a stitch; multiples of 2θ because a stitch has no front and back).
 */
export const ORIENTATION_TERMS = 6;
