/** A timestamp as the API writes it (ISO 8601, UTC), from the Date or the string a driver gives. */
export const iso = (value: Date | string): string => new Date(value).toISOString();

/** `iso`, keeping null. */
export const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));
