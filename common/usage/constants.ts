/** The longest range the usage report reads at once: a school year and a little. */
export const USAGE_MAX_RANGE_DAYS = 400;

/** How many days back each run of the roll-up job recomputes (today and yesterday, in each school's time zone). */
export const USAGE_ROLLUP_DAYS = 2;
