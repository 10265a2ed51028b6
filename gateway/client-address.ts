import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * The browser's address for a request, believing X-Forwarded-For only from the proxies TRUST_PROXY names (as
 * Express's req.ip does; /graphql is answered before Express sees the request).
 */
export function clientAddressOf(trustProxy: number | string): (req: IncomingMessage) => string {
  const trust =
    typeof trustProxy === 'number'
      ? (_address: string, hop: number) => hop < trustProxy
      : proxyaddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (req) => proxyaddr(req, trust);
}
