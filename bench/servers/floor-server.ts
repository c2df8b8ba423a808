import Fastify from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { keepTickRecordAlive } from '../../server/platform/keep-tick-record.ts';

/**
 * The floor for a database-backed route: bare Fastify (no plugins, no hooks, no logging) and one
 * primary-key select through the app's own pool. No route that reads the database can beat it.
 * Like the app, it keeps a nextTick record alive (keep-tick-record.ts), so the floor is not lowered
 * by the megamorphic nextTick that the app is spared.
 */
await keepTickRecordAlive();
const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('The floor server needs DATABASE_URL');
const database = await openDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE });
const pool = database.pool;

const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/floor/:id', async (request, reply) => {
  const { rows } = await pool.query<{ id: number; name: string }>(
    'select id, name from institutions where id = $1',
    [Number(request.params.id)],
  );
  if (!rows[0]) return reply.code(404).send({ message: 'Not found' });
  return rows[0];
});

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
await app.listen({ port: config.PORT, host: '127.0.0.1' });
