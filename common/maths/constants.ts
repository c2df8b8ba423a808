/** The longest maths answer or model answer marked, in LaTeX characters. */
export const MATHS_ANSWER_MAX_LENGTH = 1_000;
/** Values the variables take when two expressions are compared by evaluation. */
export const SAMPLE_POINTS = [0.37, 1.29, 2.71, 0.83, 1.91, -0.61, -1.47, 3.3, 0.05, 4.7] as const;
/** How many sample points must give both expressions a value for a verdict. */
export const MIN_DEFINED_SAMPLES = 4;
/** Relative closeness two evaluated values need to count as equal. */
export const EQUAL_TOLERANCE = 1e-9;
