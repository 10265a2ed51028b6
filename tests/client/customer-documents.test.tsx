import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentsPanel } from '../../client/features/customer/documents-panel';
import { noticeStore } from '../../client/ui/notice-store';
import { customerFixture } from './customer-fixture';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

type GraphqlCall = { query: string; variables: Record<string, unknown> };

function stubGateway(answer: () => unknown) {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(JSON.parse(String(init?.body)) as GraphqlCall);
      return Response.json(answer());
    }),
  );
  return calls;
}

afterEach(() => {
  noticeStore.notices = [];
  vi.unstubAllGlobals();
});

describe('documents panel: adding a document', () => {
  it('asks for a file before sending, and puts an api refusal of the file name on the file field', async () => {
    const calls = stubGateway(() => ({
      data: null,
      errors: [
        { message: 'too long', extensions: { code: 'INVALID_REQUEST', status: 400, field: 'documentName' } },
      ],
    }));
    render(<DocumentsPanel customer={customerFixture()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Añadir documento' }));
    const file = screen.getByLabelText('Archivo');
    expect(file.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(file.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Este campo es obligatorio',
    );
    expect(calls).toHaveLength(0);

    await user.upload(file, new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Añadir documento' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.variables).toMatchObject({ documentType: 'OTHER', documentName: 'contrato.pdf' });
    await waitFor(() =>
      expect(document.getElementById(file.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'La petición no es válida.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
