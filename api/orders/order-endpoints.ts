import type { Kysely } from 'kysely';
import { orderEndpoints } from '../../schema/rest/orders';
import type { Caller } from '../auth/request-caller';
import { generateContractAnnex } from '../contracts/generate-contract-annex';
import { loadContractDocument } from '../contracts/load-contract-document';
import type { Database } from '../db/database-schema';
import { implement } from '../http/endpoint-router';
import type { ESignature } from '../providers/e-signature/e-signature';
import { createEmbeddedESignature } from '../providers/e-signature/embedded-e-signature';
import { cancelOrderSignature } from './cancel-order-signature';
import { continueOrder, type OrderActionRequest } from './continue-order';
import { createDraftOrder } from './create-draft-order';
import { deleteDraftOrder } from './delete-draft-order';
import { launchOrder } from './launch-order';
import { listOrders } from './list-orders';
import { loadOrderDetail } from './load-order-detail';
import { loadOrderFulfilment } from './load-order-fulfilment';
import { uploadOrderContract } from './upload-order-contract';

/**
 * Orders and contracts: lists, detail, draft creation and deletion, the lifecycle actions and the contract
 * document and upload; scoped to the caller's current channel, clock and e-signature provider injected.
 */
export function createOrderEndpoints({
  db,
  clock,
  eSignature = createEmbeddedESignature(),
}: {
  db: Kysely<Database>;
  clock: () => Date;
  eSignature?: ESignature;
}) {
  const request = (caller: Caller, orderId: string | undefined): OrderActionRequest => ({
    orderId: orderId ?? '',
    scopeChannel: caller.user.channel_id,
    actor: caller.user.email,
    now: clock(),
  });
  const detail = (caller: Caller, id: string) => loadOrderDetail(db, caller.user.channel_id, id);
  return [
    implement(orderEndpoints.listDraftOrders, ({ caller, query }) =>
      listOrders(db, caller.user.channel_id, { ...query, draft: true, order: 'desc' }, clock()),
    ),
    implement(orderEndpoints.listOrders, ({ caller, query }) =>
      listOrders(
        db,
        caller.user.channel_id,
        { ...query, draft: query.draft === undefined ? undefined : query.draft === 'true' },
        clock(),
      ),
    ),
    implement(orderEndpoints.getOrder, ({ caller, query }) => detail(caller, query.id)),
    implement(orderEndpoints.createDraftOrder, async ({ caller, body }) => {
      const id = await createDraftOrder(db, {
        body,
        scopeChannel: caller.user.channel_id,
        actor: caller.user.email,
        now: clock(),
      });
      return detail(caller, id);
    }),
    implement(orderEndpoints.deleteDraftOrder, async ({ caller, body }) => {
      await deleteDraftOrder(db, request(caller, body.orderId));
      return { id: body.orderId, deleted: true as const };
    }),
    implement(orderEndpoints.continueOrder, async ({ caller, params }) => {
      await continueOrder(db, request(caller, params.id));
      return detail(caller, params.id ?? '');
    }),
    implement(orderEndpoints.launchOrder, async ({ caller, params }) => {
      await launchOrder(db, eSignature, { action: 'LAUNCH', ...request(caller, params.id) });
      return detail(caller, params.id ?? '');
    }),
    implement(orderEndpoints.relaunchOrder, async ({ caller, params }) => {
      await launchOrder(db, eSignature, { action: 'RELAUNCH', ...request(caller, params.id) });
      return detail(caller, params.id ?? '');
    }),
    implement(orderEndpoints.cancelOrderSignature, async ({ caller, params }) => {
      await cancelOrderSignature(db, eSignature, request(caller, params.id));
      return detail(caller, params.id ?? '');
    }),
    implement(orderEndpoints.generateContractAnnex, ({ caller, body }) =>
      generateContractAnnex(db, request(caller, body.orderId)),
    ),
    implement(orderEndpoints.getOrderContractDocument, ({ caller, params, query }) =>
      loadContractDocument(db, caller.user.channel_id, params.id ?? '', query.kind),
    ),
    implement(orderEndpoints.getOrderFulfilment, ({ caller, params }) =>
      loadOrderFulfilment(db, caller.user.channel_id, params.id ?? ''),
    ),
    implement(orderEndpoints.uploadOrderContract, async ({ caller, params, body }) => {
      await uploadOrderContract(db, eSignature, {
        ...request(caller, params.id),
        signedDocument: body.document,
      });
      return detail(caller, params.id ?? '');
    }),
  ];
}
