/**
 * Whose X-Forwarded-For a server believes, from TRUST_PROXY, as Express's `trust proxy` takes it: a number of hops
 * ("1": the load balancer in front), or addresses, subnets and the names loopback, linklocal and uniquelocal
 * separated by commas ("loopback, 10.0.0.0/8"). Unset: loopback only, the gateway and the api on one machine. The
 * gateway forwards the address it believes to the api, and the api counts public requests per that address, so
 * behind a load balancer both must name it or every visitor shares one rate limit (docs/instances.md).
 */
export function trustProxySetting(value: string | undefined): number | string {
  const text = value?.trim();
  if (!text) return 'loopback';
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true')
    throw new Error('TRUST_PROXY=true would believe any client: name the proxies or the hops');
  return text;
}
