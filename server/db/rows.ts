/** The rows of a raw statement's result (node-postgres and PGlite answer alike). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
