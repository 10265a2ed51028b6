import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentContentOf, previewOf } from '../../client/features/customer/document-content';
import { DocumentsPanel } from '../../client/features/customer/documents-panel';
import type { CustomerDetailFieldsFragment } from '../../client/generated/graphql';
import { currentGraphqlClient } from '../../client/session/graphql-client';
import { companyFixture, customerFixture } from './customer-fixture';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

type GraphqlCall = { query: string; variables: Record<string, unknown> };

const PDF = btoa('%PDF-1.4\n% contrato\n');
const PNG = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0));
const HTML = btoa('<html><script>alert(1)</script></html>');

const DOCUMENTS = [
  {
    documentType: 'CONTRACT',
    name: 'contrato.pdf',
    title: 'Contrato de servicios',
    created: '2025-12-15T10:00:00Z',
  },
  { documentType: 'ID_FRONT', name: 'dni.png', title: 'DNI anverso', created: '2025-12-16T10:00:00Z' },
  { documentType: 'OTHER', name: 'nota.pdf', title: 'Nota', created: '2025-12-17T10:00:00Z' },
];
const CONTENTS: Record<string, string> = {
  'Contrato de servicios': `data:application/pdf;base64,${PDF}`,
  'DNI anverso': PNG,
  Nota: `data:application/pdf;base64,${HTML}`,
};

function stubGateway() {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const call = JSON.parse(String(init?.body)) as GraphqlCall;
      calls.push(call);
      const title = String(call.variables.title);
      const document = DOCUMENTS.find((candidate) => candidate.title === title);
      return Response.json({ data: { customerDocument: { ...document, content: CONTENTS[title] } } });
    }),
  );
  return calls;
}

function renderPanel(customer: CustomerDetailFieldsFragment) {
  render(
    <Provider value={currentGraphqlClient()}>
      <DocumentsPanel customer={customer} />
    </Provider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a custom document's content", () => {
  it('is typed by its bytes: a data URL or plain base64, PDF and images previewed, anything else not', () => {
    expect(documentContentOf(CONTENTS['Contrato de servicios'] ?? '').mimeType).toBe('application/pdf');
    expect(documentContentOf(PNG).mimeType).toBe('image/png');
    const html = documentContentOf(`data:application/pdf;base64,${HTML}`);
    expect(html.mimeType).toBe('application/octet-stream');
    expect(previewOf(html.mimeType)).toBeNull();
    expect(previewOf('application/pdf')).toBe('pdf');
    expect(previewOf('image/png')).toBe('image');
    expect(new TextDecoder().decode(documentContentOf(`data:application/pdf;base64,${PDF}`).bytes)).toBe(
      '%PDF-1.4\n% contrato\n',
    );
  });
});

describe('the Documentation tab: view and download', () => {
  it('shows a PDF in the browser viewer and an image inline, in a dialog named after the document', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://console/contrato');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const calls = stubGateway();
    const user = renderPanel(customerFixture({ customDocuments: DOCUMENTS }));
    expect(screen.getByRole('cell', { name: 'Contrato' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Ver Contrato de servicios' }));
    const pdfDialog = await screen.findByRole('dialog', { name: 'Contrato de servicios' });
    const frame = await within(pdfDialog).findByTitle('Documento PDF Contrato de servicios');
    expect(frame.getAttribute('src')).toBe('blob:http://console/contrato');
    expect(calls.at(-1)?.variables).toMatchObject({ fiscalId: '12345678Z', title: 'Contrato de servicios' });
    await user.click(within(pdfDialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Ver DNI anverso' }));
    const imageDialog = await screen.findByRole('dialog', { name: 'DNI anverso' });
    const image = await within(imageDialog).findByRole('img', { name: 'DNI anverso' });
    expect(image.getAttribute('src')).toBe(`data:image/png;base64,${PNG}`);
  });

  it('never shows a file whose bytes are not what it claims, and downloads it under its own name', async () => {
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:http://console/nota';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    stubGateway();
    const user = renderPanel(customerFixture({ customDocuments: DOCUMENTS }));

    await user.click(screen.getByRole('button', { name: 'Ver Nota' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nota' });
    expect(await within(dialog).findByText(/no se puede mostrar aquí/)).toBeTruthy();
    expect(within(dialog).queryByTitle(/Documento PDF/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Descargar Contrato de servicios' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({ href: 'blob:http://console/nota', download: 'contrato.pdf' });
    expect(made.at(-1)?.type).toBe('application/pdf');
    expect(await made.at(-1)?.text()).toBe('%PDF-1.4\n% contrato\n');
  });

  it("lists the company documents the customer's record names, with nothing to open", () => {
    stubGateway();
    const company = companyFixture();
    renderPanel({
      ...company,
      company: company.company ? { ...company.company, deeds: 'escrituras-B12345674.pdf' } : null,
    });
    const section = screen.getByRole('region', { name: 'Documentos de la empresa en su ficha' });
    expect(within(section).getByText('Escrituras')).toBeTruthy();
    expect(within(section).getByText('escrituras-B12345674.pdf')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: /empresa/ }) === section).toBe(true);
  });
});
