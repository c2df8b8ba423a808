import Fastify from 'fastify';
import pg from 'pg';

/**
 * The floor route: bare Fastify (no plugins, hooks or logger) and one primary-key select through a
 * pool the size of the app's. No route that reads the database can beat it; the app's routes are
 * measured as a fraction of it.
 */
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE || 10),
  idleTimeoutMillis: 0, // connections stay open between rounds, as the busy app's do
});
const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/floor/:id', async (request, reply) => {
  const { rows } = await pool.query('select id, name from institutions where id = $1', [
    Number(request.params.id),
  ]);
  return rows[0] ?? reply.code(404).send({ message: 'Not found' });
});
process.on('SIGTERM', () => void app.close().finally(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
