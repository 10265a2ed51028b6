import { describe, expect, it, vi } from 'vitest';
import { signupForDocument } from '../../client/palette/signup-document-source';
import { commandContextFixture } from './command-context-fixture';

const SETTLED = { settled: true, customerFiscalIds: [] };

describe("the palette's 'New signup for <document>'", () => {
  it('is offered for a valid Spanish document, once the search has answered without that customer', () => {
    const agent = commandContextFixture('AGENT');
    const [command] = signupForDocument('12345678-z', agent, SETTLED);
    expect(command?.titleValues).toEqual({ fiscalId: '12345678Z' });
    expect(command?.isVisible(agent)).toBe(true);
    const navigate = vi.fn();
    if (command && 'run' in command && command.run) void command.run({ ...agent, navigate });
    expect(navigate).toHaveBeenCalledWith('/subscriptions/v2?fiscalId=12345678Z');
  });

  it('waits for the search, and leaves a found customer to its own hit', () => {
    const agent = commandContextFixture('AGENT');
    expect(signupForDocument('12345678Z', agent, { settled: false, customerFiscalIds: [] })).toEqual([]);
    expect(
      signupForDocument('12345678Z', agent, { settled: true, customerFiscalIds: ['12345678Z'] }),
    ).toEqual([]);
  });

  it('is not offered for text that is no valid document, nor to a client', () => {
    const agent = commandContextFixture('AGENT');
    expect(signupForDocument('12345678A', agent, SETTLED)).toEqual([]);
    expect(signupForDocument('garrido', agent, SETTLED)).toEqual([]);
    const client = commandContextFixture('CLIENT');
    expect(signupForDocument('12345678Z', client, SETTLED)[0]?.isVisible(client)).toBe(false);
  });
});
