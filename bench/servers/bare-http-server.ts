import { createServer } from 'node:http';

/**
 * Baseline: the cheapest JSON answer Node can give, with no framework at all, written as the usual
 * framework benchmarks write their bare node:http server. The header is set with `setHeader`, so
 * Node sends the answer with a Content-Length: after `writeHead`, `end(body)` would find the head
 * already built and send the body chunked, with its own framing, at about a tenth more CPU a
 * request on this machine.
 */
const body = JSON.stringify({ status: 'ok' });
const port = Number(process.env.PORT ?? 0);

const server = createServer((_request, response) => {
  response.setHeader('content-type', 'application/json; charset=utf-8');
  response.end(body);
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
