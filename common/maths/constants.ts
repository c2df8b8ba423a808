/** The longest maths answer or model answer marked, in LaTeX characters. */
export const MATHS_ANSWER_MAX_LENGTH = 1_000;
/**
 * Values the variables take when two expressions are compared by evaluation: irregular, both
 * signs, so two different polynomials of degree below six cannot agree at all of them. Each
 * point costs about a millisecond per expression, which an equivalent answer pays in full.
 */
export const SAMPLE_POINTS = [0.37, 1.29, -0.61, 2.71, -1.47, 0.83] as const;
/** How many sample points must give both expressions a value for a verdict. */
export const MIN_DEFINED_SAMPLES = 3;
/** Relative closeness two evaluated values need to count as equal. */
export const EQUAL_TOLERANCE = 1e-9;
