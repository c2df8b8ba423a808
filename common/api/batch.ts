import { z } from 'zod';

/** `getResponses[]` of a batch get: each entry wraps one entity under its own key. */
export function zGetResponses<K extends string, T extends z.ZodType>(key: K, item: T) {
  return z.object({ getResponses: z.array(z.object({ [key]: item } as { [P in K]: T })) });
}
