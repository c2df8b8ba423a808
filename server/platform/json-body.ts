import type { FastifyInstance } from 'fastify';

/**
 * The deepest nesting of arrays and objects a JSON body may have. The deepest body the API takes is
 * a rich-text document at its own limit (common/rich-text/constants.ts: 24 nodes, two levels each);
 * far deeper, parsing and validating recurse until the stack runs out.
 */
export const MAX_JSON_DEPTH = 100;

/** Whether `text` nests arrays and objects deeper than `max`, read without parsing it. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** The error a body nested too deep is refused with: a client error, answered 400 (errors.ts). */
export class JsonTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_CTP_TOO_DEEP';
  constructor() {
    super(`The body nests lists and objects more than ${MAX_JSON_DEPTH} levels deep`);
  }
}

/**
 * Fastify's own JSON parser (prototype poisoning refused), after a depth check: a body nested
 * thousands of levels deep is refused before anything recurses into it.
 */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new JsonTooDeepError(), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
