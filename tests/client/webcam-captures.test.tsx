import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerificationStep } from '../../client/features/signup/steps/verification-step';
import type { SignupOrderFieldsFragment } from '../../client/generated/graphql';
import { MADRID_ADDRESS } from './address-fixture';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

/** A residential draft at its documents step, verified by webcam. */
const ORDER: SignupOrderFieldsFragment = {
  id: '5b0c8f3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  orderNumber: 'ORD-2026-000123',
  status: 'LINES_UPDATED',
  draft: true,
  customerId: 'customer-1',
  customerFiscalId: '40123456A',
  customerName: 'Joan',
  customerFirstSurname: 'Ferrer',
  customerSecondSurname: null,
  family: 'MOBILE',
  verificationType: 'WEBCAM',
  mobileNumber: '612345678',
  email: 'cliente@example.com',
  totalPriceCents: 1500,
  modified: '2026-11-28T09:00:00.000Z',
  products: [],
  history: [],
  contract: null,
  signup: {
    resumeStep: 'DOCUMENT_VERIFICATION',
    familyTab: 'MOBILE',
    customerType: 'RESIDENTIAL',
    address: MADRID_ADDRESS,
    products: [],
    lines: [],
    shippingAddress: null,
    verification: {
      status: 'NOT_STARTED',
      reason: null,
      signed: false,
      documents: [],
      check: null,
      link: null,
    },
    payment: null,
    totals: {
      taxTerritory: 'PENINSULA',
      taxRate: 21,
      monthlyWithoutTaxCents: 1240,
      monthlyTaxCents: 260,
      monthlyCents: 1500,
      monthlyWithPromotionsCents: 1500,
      oneOffWithoutTaxCents: 0,
      oneOffTaxCents: 0,
      oneOffCents: 0,
    },
  },
};

type GraphqlBody = { query: string; variables: Record<string, unknown> };

/** The gateway at the fetch boundary: the saved step answers the order with the documents requested. */
function stubGateway(): GraphqlBody[] {
  const calls: GraphqlBody[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as GraphqlBody;
      calls.push(body);
      const saved: SignupOrderFieldsFragment = {
        ...ORDER,
        status: 'VERIFICATION_REQUESTED',
        signup: ORDER.signup && {
          ...ORDER.signup,
          resumeStep: 'VERIFICATION_REVIEW',
          verification: {
            ...ORDER.signup.verification,
            status: 'REQUESTED',
            documents: ['FRONT', 'BACK', 'SELFIE'].map((kind) => ({
              kind: kind as 'FRONT' | 'BACK' | 'SELFIE',
              mimeType: 'image/png',
            })),
          },
        },
      };
      return Response.json({ data: { saveSignupVerification: saved } });
    }),
  );
  return calls;
}

/** The browser's camera: absent, or getUserMedia answering each call with the next of `answers`. */
function stubCamera(answers: Array<() => Promise<MediaStream>> | 'absent') {
  const getUserMedia = vi.fn(() => {
    const next = answers === 'absent' ? undefined : answers.shift();
    return next ? next() : Promise.reject(new DOMException('No more answers', 'AbortError'));
  });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: answers === 'absent' ? undefined : { getUserMedia },
  });
  return getUserMedia;
}

const refusal = (name: string) => () => Promise.reject(new DOMException(`Camera refused: ${name}`, name));

function renderStep() {
  const onSaved = vi.fn();
  render(
    <VerificationStep
      order={ORDER}
      onSaved={onSaved}
      onDirtyChange={() => {}}
      onBack={() => {}}
      onOrderChanged={() => {}}
      onChangeMethod={() => {}}
    />,
  );
  return onSaved;
}

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: 'image/png' });

const LABELS = ['Anverso del documento', 'Reverso del documento', 'Selfie del cliente'];
const UPLOAD_INSTEAD = 'Sube las fotos del documento y el selfie como archivos.';

/** The notice shows its reason and the way to upload instead; a file field takes each picture, none a camera. */
async function expectUploadFallback(reason: string): Promise<HTMLElement> {
  const notice = await screen.findByRole('alert');
  await waitFor(() => expect(notice.textContent).toContain(reason));
  expect(notice.textContent).toContain(UPLOAD_INSTEAD);
  for (const label of LABELS) {
    expect((screen.getByLabelText(label) as HTMLInputElement).type).toBe('file');
  }
  expect(screen.getByLabelText('Selfie del cliente').getAttribute('accept')).toBe('image/jpeg,image/png');
  expect(screen.queryByRole('button', { name: /^Capturar/ })).toBeNull();
  // The switch between camera and files is for a working camera only.
  expect(screen.queryByRole('button', { name: 'Subir archivos en lugar de usar la cámara' })).toBeNull();
  return notice;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
});

describe('the webcam method without a usable camera', () => {
  it.each([
    [
      'getUserMedia is refused (NotAllowedError)',
      [refusal('NotAllowedError')],
      'El navegador no tiene permiso para usar la cámara.',
      true,
    ],
    [
      'there is no camera (NotFoundError)',
      [refusal('NotFoundError')],
      'No se encuentra ninguna cámara en este equipo.',
      false,
    ],
    [
      'the browser has no mediaDevices',
      'absent',
      'Este navegador no permite usar la cámara desde esta página.',
      false,
    ],
  ] as const)(
    'when %s: says so, offers file fields instead, and saves the files chosen',
    async (_case, camera, reason, retryOffered) => {
      const getUserMedia = stubCamera(camera === 'absent' ? camera : [...camera]);
      const calls = stubGateway();
      const onSaved = renderStep();
      const notice = await expectUploadFallback(reason);
      // Asking again is offered where the agent can change the answer: the browser's permission.
      expect(
        within(notice).queryByRole('button', { name: 'Pedir de nuevo permiso para la cámara' }) !== null,
      ).toBe(retryOffered);
      if (camera !== 'absent') {
        expect(getUserMedia).toHaveBeenCalledWith({
          video: { width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
      }

      // Nothing is sent while a picture is missing.
      fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByLabelText('Anverso del documento')),
      );
      expect(calls).toEqual([]);

      for (const label of LABELS) {
        fireEvent.change(screen.getByLabelText(label), { target: { files: [png(`${label}.png`)] } });
        expect(await screen.findByRole('img', { name: `Vista previa de ${label}.png` })).toBeTruthy();
      }
      fireEvent.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
      const content = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 1, 2, 3));
      expect(calls).toHaveLength(1);
      expect(calls[0]?.query).toContain('mutation SaveSignupVerification');
      expect(calls[0]?.variables).toEqual({
        id: ORDER.id,
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        input: {
          documents: ['FRONT', 'BACK', 'SELFIE'].map((kind) => ({ kind, mimeType: 'image/png', content })),
        },
      });
      expect(onSaved.mock.calls[0]?.[0]).toMatchObject({
        id: ORDER.id,
        signup: { verification: { status: 'REQUESTED' } },
      });
    },
  );

  it('asks the browser again on request after a refusal, and says what it answered this time', async () => {
    const getUserMedia = stubCamera([refusal('NotAllowedError'), refusal('NotFoundError')]);
    stubGateway();
    renderStep();
    const notice = await expectUploadFallback('El navegador no tiene permiso para usar la cámara.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Pedir de nuevo permiso para la cámara' }));
    await expectUploadFallback('No se encuentra ninguna cámara en este equipo.');
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });
});
