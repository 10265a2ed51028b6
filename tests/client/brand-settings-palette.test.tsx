import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildSchema,
  execute,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
} from 'graphql';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closePalette } from '../../client/palette/palette-store';
import { registerShellCommands } from '../../client/palette/register-shell-commands';
import { renderApp } from './render-app';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

/** The gateway's own SDL: every answer below has the shape the real gateway gives. */
const SDL_DIR = join(import.meta.dirname, '..', '..', 'schema', 'graphql');
// graphql's own buildSchema: @graphql-tools would bring a second graphql module into this test's realm.
const schema = buildSchema(
  readdirSync(SDL_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(join(SDL_DIR, file), 'utf8'))
    .join('\n'),
);

/** A value of the field's type where the test sets none: null if nullable, else an empty list, object or value. */
function filler(type: GraphQLOutputType): unknown {
  if (!isNonNullType(type)) return null;
  if (isListType(type.ofType)) return [];
  const named = getNamedType(type);
  if (isObjectType(named)) return {};
  if (isEnumType(named)) return named.getValues()[0]?.value;
  return { Int: 0, Float: 0, Boolean: false }[named.name] ?? '';
}

const fieldResolver: GraphQLFieldResolver<Record<string, unknown>, unknown> = (
  parent,
  args,
  _context,
  info,
) => {
  const value = parent?.[info.fieldName];
  if (typeof value === 'function') return value(args);
  return value === undefined ? filler(info.returnType) : value;
};

type Stored = { email: string; status: string; expiresAt: string | null };

/** The brand's two addresses: the notification one never verified, the billing one verified. */
function brandWorld() {
  const emails: Record<'notification' | 'billing', Stored> = {
    notification: { email: 'avisos@demo.test', status: 'NOT_EXISTS', expiresAt: null },
    billing: { email: 'facturas@demo.test', status: 'VERIFIED', expiresAt: null },
  };
  const sent: string[] = [];
  const root = {
    brandSettings: () => ({ brandId: '2020001', brandName: 'Demo Telecom', emails }),
    sendEmailVerification: ({ kind }: { kind: 'NOTIFICATION' | 'BILLING' }) => {
      sent.push(kind);
      const stored = kind === 'NOTIFICATION' ? emails.notification : emails.billing;
      stored.status = 'PENDING';
      stored.expiresAt = '2026-11-30T10:00:00.000Z';
      return { kind, action: 'SEND', ...stored, expiresAt: stored.expiresAt };
    },
  };
  const operations: string[] = [];
  const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as {
      query: string;
      variables?: Record<string, unknown>;
      operationName?: string;
    };
    operations.push(body.operationName ?? '');
    const result = await execute({
      schema,
      document: parse(body.query),
      rootValue: root,
      variableValues: body.variables ?? {},
      fieldResolver,
    });
    return Response.json(result);
  });
  return { emails, sent, operations, fetch };
}

beforeAll(() => {
  registerShellCommands();
});

afterEach(() => {
  cleanup();
  closePalette();
  vi.unstubAllGlobals();
});

describe('palette: send verification e-mail', () => {
  it("offers the brand's unverified address only, sends its e-mail, says so and reads the settings again", async () => {
    const world = brandWorld();
    vi.stubGlobal('fetch', world.fetch);
    renderApp('/access-control', { role: 'ADMIN' });
    await screen.findByRole('navigation', { name: 'Menú principal' });
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByLabelText('Buscar comandos');
    await user.keyboard('Enviar correo de verificación');
    await user.keyboard('{Enter}');

    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Verificar el correo de avisos: avisos@demo.test']),
    );
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Correo de verificación enviado a avisos@demo.test.')).toBeTruthy();
    expect(screen.queryByLabelText('Buscar comandos')).toBeNull();
    expect(world.sent).toEqual(['NOTIFICATION']);
    expect(world.emails.notification.status).toBe('PENDING');
    // The settings are read to list the addresses, and again after the send so every view shows PENDING.
    await waitFor(() =>
      expect(world.operations.filter((name) => name === 'BrandSettingsPage')).toHaveLength(2),
    );
  });

  it('is not offered below ADMIN', async () => {
    vi.stubGlobal('fetch', brandWorld().fetch);
    renderApp('/subs', { role: 'MANAGER' });
    await screen.findByRole('navigation', { name: 'Menú principal' });
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByLabelText('Buscar comandos');
    await user.keyboard('verificación');
    expect(
      screen
        .queryAllByRole('option')
        .filter((option) => option.textContent === 'Enviar correo de verificación'),
    ).toEqual([]);
  });
});
