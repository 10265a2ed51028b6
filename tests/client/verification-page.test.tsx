import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../client/app';
import { changeLanguage } from '../../client/i18n/i18n';
import { setSessionAnonymous } from '../../client/session/session-store';

type GatewayCall = { operation: string; variables: Record<string, unknown>; authorization: string | null };

const LINK = {
  brand: { name: 'Demo Telecom', logoURL: null },
  customerFirstName: 'Nuria',
  customerType: 'RESIDENTIAL',
  documentsAsked: ['FRONT', 'BACK', 'SELFIE', 'SIGNATURE'],
  products: ['Móvil 10 GB', 'Fibra 600 Mb'],
  monthlyCents: 4250,
  signatureRequired: true,
  expiresAt: '2026-11-28T17:00:00.000Z',
};

/** The gateway at the fetch boundary: each operation's answer by name, every call recorded. */
function stubGateway(answers: Record<string, unknown>) {
  const calls: GatewayCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
      calls.push({
        operation,
        variables: body.variables,
        authorization: new Headers(init?.headers).get('authorization'),
      });
      return Response.json(answers[operation] ?? { data: null, errors: [{ message: 'unexpected' }] });
    }),
  );
  return calls;
}

function refusal(code: string) {
  return { data: null, errors: [{ message: code, extensions: { code } }] };
}

function renderAnonymous(path: string) {
  setSessionAnonymous();
  const location = memoryLocation({ path, record: true });
  render(
    <StrictMode>
      <App locationHook={location.hook} searchHook={location.searchHook} />
    </StrictMode>,
  );
  return location;
}

function choose(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: 'image/png' });

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('es');
});

describe('the public verification page', () => {
  it("reads the link without a session, in the link's language, and asks for what the link asks", async () => {
    const calls = stubGateway({ PublicVerification: { data: { publicVerification: LINK } } });
    const location = renderAnonymous('/verification?token=the-token&lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Nuria' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(
      calls.map(({ operation, variables, authorization }) => [operation, variables, authorization]),
    ).toContainEqual(['PublicVerification', { token: 'the-token' }, null]);
    expect(screen.getByText('Móvil 10 GB')).toBeTruthy();
    expect(screen.getByText(/Monthly fee: €42\.50/)).toBeTruthy();
    expect(screen.getByLabelText('Front of the document').getAttribute('capture')).toBe('environment');
    expect(screen.getByLabelText('Selfie').getAttribute('capture')).toBe('user');
    expect(screen.getByLabelText('Selfie').getAttribute('accept')).toBe('image/jpeg,image/png');
    expect(screen.queryByLabelText('Company deeds')).toBeNull();
    expect(screen.getByRole('group', { name: 'Your signature' })).toBeTruthy();
    expect(location.history).toEqual(['/verification?token=the-token&lang=en']);
  });

  it.each([
    ['VERIFICATION_LINK_EXPIRED', 'Enlace caducado', 'ha caducado'],
    ['VERIFICATION_LINK_USED', 'Enlace ya usado', 'ya se ha usado'],
    ['VERIFICATION_LINK_INVALID', 'Enlace no válido', 'no es válido'],
    ['RATE_LIMITED', 'Demasiados intentos', 'Demasiadas peticiones'],
  ])(
    'says why a link refused with %s cannot be used, with no form and no trip to /login',
    async (code, title, text) => {
      stubGateway({ PublicVerification: refusal(code) });
      const location = renderAnonymous('/verification?token=spent');
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toContain(text);
      expect(screen.queryByRole('button', { name: 'Enviar documentos' })).toBeNull();
      expect(location.history).toEqual(['/verification?token=spent']);
    },
  );

  it('treats a link without a token as not valid without asking the gateway', async () => {
    const calls = stubGateway({});
    renderAnonymous('/verification');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enlace no válido' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends nothing while a document, the conditions or the signature is missing, and focuses the first', async () => {
    const calls = stubGateway({ PublicVerification: { data: { publicVerification: LINK } } });
    renderAnonymous('/verification?token=the-token');
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar documentos' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Anverso del documento')));
    expect(screen.getByText('Acepta las condiciones para continuar.')).toBeTruthy();
    expect(screen.getByText('Firma dentro del recuadro o escribe tu nombre completo.')).toBeTruthy();
    expect(calls.map((call) => call.operation)).not.toContain('SubmitPublicVerification');
  });

  it("sends the documents, the typed signature and the acceptance once, and shows the check's refusal", async () => {
    // happy-dom draws nothing: the pad's PNG is the browser's to make.
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,c2lnbmVk');
    const calls = stubGateway({
      PublicVerification: { data: { publicVerification: LINK } },
      SubmitPublicVerification: {
        data: { submitPublicVerification: { outcome: 'REJECTED', reason: 'FACE_MISMATCH' } },
      },
    });
    renderAnonymous('/verification?token=the-token');
    await screen.findByRole('heading', { level: 1, name: 'Hola, Nuria' });
    choose('Anverso del documento', png('front.png'));
    choose('Reverso del documento', png('back.png'));
    choose('Selfie', png('selfie.png'));
    await screen.findByText('Elegido: selfie.png');
    fireEvent.change(screen.getByLabelText(/Escribe tu nombre completo/), {
      target: { value: 'Nuria Vidal' },
    });
    fireEvent.click(screen.getByLabelText('He leído y acepto las condiciones'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar documentos' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No hemos podido verificar tu identidad' }),
    ).toBeTruthy();
    expect(within(screen.getByTestId('verification-rejected')).getByRole('alert').textContent).toContain(
      'tu cara en el selfie no coincide con la foto del documento',
    );
    const submissions = calls.filter((call) => call.operation === 'SubmitPublicVerification');
    expect(submissions).toHaveLength(1);
    const content = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 1, 2, 3));
    expect(submissions[0]).toEqual({
      operation: 'SubmitPublicVerification',
      authorization: null,
      variables: {
        input: {
          token: 'the-token',
          documents: [
            { kind: 'FRONT', mimeType: 'image/png', content },
            { kind: 'BACK', mimeType: 'image/png', content },
            { kind: 'SELFIE', mimeType: 'image/png', content },
          ],
          acceptConditions: true,
          signature: 'c2lnbmVk',
        },
      },
    });
  });
});
