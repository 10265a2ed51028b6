import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RoundRobin = {
  url: string;
  /** How many requests each target was sent, in the order the targets were given. */
  counts: () => number[];
  close: () => Promise<void>;
};

/**
 * A load balancer in miniature on 127.0.0.1: each request goes to the next target in turn, with no stickiness,
 * as an AWS ALB without stickiness does. Bodies and answers are streamed through untouched; a target that does not
 * answer gets the client a 502.
 */
export async function startRoundRobin(targets: readonly string[]): Promise<RoundRobin> {
  if (targets.length === 0) throw new Error('a round robin needs at least one target');
  const upstreams = targets.map((target) => new URL(target));
  const counts = targets.map(() => 0);
  let next = 0;
  const server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const upstream = upstreams[index] as URL;
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (res.headersSent) res.destroy();
      else res.writeHead(502).end();
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    counts: () => [...counts],
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
