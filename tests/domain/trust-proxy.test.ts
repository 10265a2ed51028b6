import { describe, expect, it } from 'vitest';
import { trustProxySetting } from '../../schema/rest/trust-proxy';

describe('TRUST_PROXY', () => {
  it('is loopback when unset, hops when a number, and the named proxies otherwise', () => {
    expect(trustProxySetting(undefined)).toBe('loopback');
    expect(trustProxySetting(' ')).toBe('loopback');
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });

  it('refuses to believe every client', () => {
    expect(() => trustProxySetting('true')).toThrow(/TRUST_PROXY/);
  });
});
