import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that with
 * `Function('')`, which the page's Content-Security-Policy (no 'unsafe-eval') refuses and reports
 * on every load. The browser parses small answers, so the interpreted parser is plenty. Zod reads
 * this as each schema is built: main.tsx imports it before anything that builds one.
 */
z.config({ jitless: true });
