import Fastify from 'fastify';
import { keepTickRecordAlive } from '../../server/platform/keep-tick-record.ts';

/**
 * Reference: the framework the app is built on, with nothing of the app's (no plugins, hooks,
 * logger or schemas), giving bare node:http's answer. Its ratio to bare node:http is what Fastify
 * itself costs a request that runs through to a handler on this machine; a request answered from a
 * hook, as the app's trivial route is (a 401), skips the rest of the lifecycle and can cost less.
 * It keeps a nextTick record alive as the app does: without it, Node's nextTick went megamorphic in
 * every bare Fastify process measured and cost it 1.6 to 3 µs a request (keep-tick-record.ts), which
 * says nothing about Fastify.
 */
const body = JSON.stringify({ status: 'ok' });
const port = Number(process.env.PORT ?? 0);

await keepTickRecordAlive();
const app = Fastify({ logger: false });
app.get('/', (_request, reply) => {
  void reply.header('content-type', 'application/json; charset=utf-8').send(body);
});

process.on('SIGTERM', () => void app.close().finally(() => process.exit(0)));
await app.listen({ port, host: '127.0.0.1' });
