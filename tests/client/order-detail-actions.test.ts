import { describe, expect, it } from 'vitest';
import { contractUploadSchema } from '../../client/features/order-detail/contract-upload-schema';
import { ORDER_DETAIL_ACTIONS } from '../../client/features/order-detail/order-detail-actions';
import type { OrderDetailView } from '../../client/features/order-detail/order-detail-view';
import type { Role } from '../../schema/domain/roles';
import type { OrderStatus } from '../../schema/domain/vocabulary/order';
import { MAX_SIGNED_CONTRACT_BYTES } from '../../schema/rest/orders';
import { commandContextFixture } from './command-context-fixture';

const onPage = (role: Role, routeId = 'order-v2') =>
  commandContextFixture(role, {
    route: { id: routeId, path: '/management/orders/v2/o-1', params: { id: 'o-1' } },
  });

function order(status: OrderStatus, draft: boolean): OrderDetailView {
  return {
    id: 'o-1',
    orderNumber: 'ORD-2026-000001',
    brandId: '2020001',
    channelId: '2020001',
    customerId: 'c-1',
    customerFiscalId: '12345678Z',
    customerName: 'Ada',
    customerFirstSurname: null,
    customerSecondSurname: null,
    family: 'MOBILE',
    verificationType: 'MANUAL',
    status,
    draft,
    documentNumber: '12345678Z',
    mobileNumber: '612345678',
    email: null,
    totalPriceCents: 1000,
    created: '2026-11-01T10:00:00Z',
    modified: '2026-11-01T10:00:00Z',
    products: [],
    history: [],
    contract: null,
  };
}

const visible = (role: Role, row: OrderDetailView, routeId?: string) =>
  ORDER_DETAIL_ACTIONS.filter((action) => action.isVisible(onPage(role, routeId), row)).map(
    (action) => action.id,
  );

describe('order detail actions follow the shared lifecycle rules', () => {
  it('offers continue, launch and delete on a launchable draft, on both routes of the page', () => {
    const draft = order('PAYMENT_UPDATED', true);
    const expected = ['orderDetail.continue', 'orderDetail.launch', 'orderDetail.delete'];
    expect(visible('AGENT', draft)).toEqual(expected);
    expect(visible('AGENT', draft, 'order')).toEqual(expected);
    expect(visible('AGENT', draft, 'draft-orders')).toEqual([]);
  });

  it('relaunches a failed verification or signature, and cancels a pending signature for managers only', () => {
    expect(visible('AGENT', order('VERIFICATION_ERRORED', true))).toEqual([
      'orderDetail.continue',
      'orderDetail.relaunch',
      'orderDetail.delete',
    ]);
    expect(visible('AGENT', order('SIGNATURE_CANCELED', false))).toEqual(['orderDetail.relaunch']);
    expect(visible('AGENT', order('PENDING_CONTRACT_SIGNATURE', false))).toEqual([]);
    expect(visible('MANAGER', order('PENDING_CONTRACT_SIGNATURE', false))).toEqual([
      'orderDetail.cancelSignature',
    ]);
    expect(visible('ADMIN', order('COMPLETED', false))).toEqual([]);
  });

  it('asks for an irreversible confirmation before deleting or cancelling the signature', () => {
    const irreversible = ORDER_DETAIL_ACTIONS.filter((action) => action.confirm?.irreversible).map(
      (action) => action.id,
    );
    expect(irreversible).toEqual(['orderDetail.delete', 'orderDetail.cancelSignature']);
  });
});

describe('the signed contract upload form', () => {
  const parse = (file: File | null) => contractUploadSchema.safeParseAsync({ file });
  const messages = async (file: File | null) => {
    const result = await parse(file);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('answers the api body of a PDF, base64 with its name', async () => {
    const result = await parse(
      new File(['%PDF-1.4\n%firmado\n'], 'firmado.pdf', { type: 'application/pdf' }),
    );
    expect(result.success && result.data).toEqual({
      document: btoa('%PDF-1.4\n%firmado\n'),
      fileName: 'firmado.pdf',
    });
  });

  it('refuses no file, a file that is not a PDF and one over the limit, each on the file field', async () => {
    expect(await messages(null)).toEqual(['validation.required']);
    expect(await messages(new File(['hola'], 'nota.pdf', { type: 'application/pdf' }))).toEqual([
      'orderDetail.upload.notPdf',
    ]);
    const big = new File(['%PDF-', 'x'.repeat(MAX_SIGNED_CONTRACT_BYTES)], 'grande.pdf');
    expect(await messages(big)).toEqual(['orderDetail.upload.tooBig']);
  });
});
