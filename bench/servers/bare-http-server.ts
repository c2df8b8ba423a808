import { createServer } from 'node:http';

/** Baseline: the cheapest JSON answer Node can give, with no framework at all. */
const body = JSON.stringify({ status: 'ok' });
const port = Number(process.env.PORT ?? 0);

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
