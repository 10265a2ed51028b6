// What the soak sends: the console's own operations in the proportions a working day of operators would, each
// pick one request. Lists, details, the palette's search, a line action (the alias) and the signup wizard's steps
// (start, products, lines, customer, then the draft discarded, so the demo's number inventory never runs out).
import { randomUUID } from 'node:crypto';
import {
  CatalogueClientsDocument,
  CustomerLinesDocument,
  CustomerPageDocument,
  DeleteDraftOrderDocument,
  DraftOrdersDocument,
  GlobalSearchDocument,
  LaunchedOrdersDocument,
  LineChangeAliasDocument,
  LineDocument,
  LineHistoryDocument,
  SaveSignupCustomerDocument,
  SaveSignupLinesDocument,
  SaveSignupProductsDocument,
  SessionDocument,
  SignupCatalogueDocument,
  StartSignupDocument,
  SubscriptionsQueueDocument,
  type TypedDocumentString,
} from '../client/generated/graphql';
import { lineAllows } from '../schema/domain/lifecycles/subscription-lifecycle';
import { dniControlLetter } from '../schema/domain/validators/dni';
import { runGraphql, type Session, signIn } from './soak-graphql';

/** One request the mix chose: its document and variables, and what to remember from its answer. */
export type SoakRequest = {
  document: TypedDocumentString<unknown, unknown>;
  variables: unknown;
  onAnswer?: (data: unknown) => void;
  /** Runs whether the request succeeded or not (frees what the request held). */
  onSettled?: () => void;
};

/** Typed at the call, erased in the mix's list. */
function request<Result, Variables>(
  document: TypedDocumentString<Result, Variables>,
  variables: Variables,
  handlers: { onAnswer?: (data: Result) => void; onSettled?: () => void } = {},
): SoakRequest {
  return {
    document: document as TypedDocumentString<unknown, unknown>,
    variables,
    onAnswer: handlers.onAnswer as ((data: unknown) => void) | undefined,
    onSettled: handlers.onSettled,
  };
}

type LineRef = {
  subscriptionId: string;
  lineNumber: string;
  fiscalId: string;
  surname: string | null;
  /** Whether the line page offers the alias change (the lifecycle's rule the console reads). */
  aliasChangeable: boolean;
};
type CustomerRef = { fiscalId: string; name: string; surname: string | null };
type DraftStep = 'products' | 'lines' | 'customer' | 'discard';
type Draft = { id: string; next: DraftStep; busy: boolean };

/** A demo account, what it sees (read once before the soak) and its wizard drafts in progress. */
export type SoakUser = {
  email: string;
  session: Session;
  lines: LineRef[];
  customers: CustomerRef[];
  /** A cursor of the lines list, for the second page a user scrolls to. */
  linesCursor: string | null;
  mobileProductId: string | null;
  drafts: Draft[];
};

/** The accounts the soak signs in as (the demo world's, README). Only brand 2020001 has mobile numbers to sell. */
export const SOAK_ACCOUNTS = [
  'admin@demo.test',
  'manager@demo.test',
  'agent@demo.test',
  'legacy@demo.test',
  'admin@nimbus.test',
] as const;
const WIZARD_ACCOUNTS: readonly string[] = ['manager@demo.test', 'agent@demo.test', 'legacy@demo.test'];
/** Agents (and USER, treated as one) have no lines queue or line pages (spec section 6). */
const LINE_ACCOUNTS: readonly string[] = ['admin@demo.test', 'manager@demo.test', 'admin@nimbus.test'];
const DRAFTS_PER_USER = 3;

let signupSerial = 0;
/** A DNI no seed gives (70,000,000 and up) for each signup of this run. */
function nextDni(): string {
  signupSerial += 1;
  const digits = String(70_000_000 + signupSerial);
  return `${digits}${dniControlLetter(digits)}`;
}

const MADRID = {
  street: 'Calle de Alcalá',
  number: '12',
  postalCode: '28014',
  province: '28',
  city: 'Madrid',
};

function pick<T>(items: readonly T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

/** Reads what an account sees, so the mix asks for lines and customers that exist for it. */
export async function prepareUser(url: string, email: string): Promise<SoakUser> {
  const session = await signIn(url, email);
  const lines = LINE_ACCOUNTS.includes(email)
    ? (await runGraphql(url, session, SubscriptionsQueueDocument, { first: 100 })).subscriptions
    : { edges: [], pageInfo: { endCursor: null } };
  const customers = await runGraphql(url, session, CatalogueClientsDocument, { first: 100 });
  const wizard = WIZARD_ACCOUNTS.includes(email);
  const catalogue = wizard ? await runGraphql(url, session, SignupCatalogueDocument, {}) : null;
  return {
    email,
    session,
    lines: lines.edges.map(({ node }) => ({
      subscriptionId: node.subscriptionId,
      lineNumber: node.lineNumber,
      fiscalId: node.fiscalId,
      surname: node.customerFirstSurname,
      aliasChangeable: lineAllows('CHANGE_ALIAS', node),
    })),
    customers: customers.customers.edges.map(({ node }) => ({
      fiscalId: node.fiscalId,
      name: node.name,
      surname: node.firstSurname,
    })),
    linesCursor: lines.pageInfo.endCursor ?? null,
    mobileProductId:
      catalogue?.brandProducts.find((product) => product.family === 'MOBILE' && product.display)?.id ?? null,
    drafts: [],
  };
}

/** Renews a session at half its life (a soak longer than the token's life would otherwise fail). */
export async function renewIfDue(url: string, user: SoakUser): Promise<void> {
  if (Date.now() >= user.session.renewAt) user.session = await signIn(url, user.email);
}

const busyLines = new Set<string>();
let aliasSerial = 0;

function wizardStep(user: SoakUser): SoakRequest | null {
  const productId = user.mobileProductId;
  if (!productId) return null;
  const draft = user.drafts.find((candidate) => !candidate.busy);
  if (!draft) {
    if (user.drafts.filter((candidate) => candidate.busy).length >= DRAFTS_PER_USER) return null;
    const fiscalId = nextDni();
    return request(
      StartSignupDocument,
      {
        idempotencyKey: randomUUID(),
        input: {
          customer: {
            documentType: 'DNI',
            fiscalId,
            customerType: 'RESIDENTIAL',
            name: 'Lucía',
            firstSurname: 'Soak',
            secondSurname: 'Pardo',
            birthDate: '01/02/1990',
            company: null,
          },
          contact: { email: `soak${signupSerial}@example.com`, mobileNumber: '612345678' },
          address: { ...MADRID, floor: null },
          familyTab: 'MOBILE',
          verificationType: 'MANUAL',
        },
      },
      { onAnswer: (data) => user.drafts.push({ id: data.startSignup.id, next: 'products', busy: false }) },
    );
  }
  draft.busy = true;
  const settled = {
    onSettled: () => {
      draft.busy = false;
    },
  };
  const advance = (next: DraftStep | null) => () => {
    if (next) draft.next = next;
    else user.drafts.splice(user.drafts.indexOf(draft), 1);
  };
  switch (draft.next) {
    case 'products':
      return request(
        SaveSignupProductsDocument,
        { id: draft.id, idempotencyKey: randomUUID(), input: { items: [{ productId, lines: 1 }] } },
        { ...settled, onAnswer: advance('lines') },
      );
    case 'lines':
      return request(
        SaveSignupLinesDocument,
        {
          id: draft.id,
          idempotencyKey: randomUUID(),
          input: {
            lines: [
              {
                position: 1,
                mobileNumber: { mode: 'NEW', lineNumber: null },
                sim: { kind: 'ESIM', email: 'esim@example.com' },
              },
            ],
            shippingAddress: null,
          },
        },
        { ...settled, onAnswer: advance('customer') },
      );
    case 'customer':
      // The agent goes back to the customer step and corrects the contact.
      return request(
        SaveSignupCustomerDocument,
        {
          id: draft.id,
          idempotencyKey: randomUUID(),
          input: {
            contact: { email: 'otra@example.com', mobileNumber: '611222333' },
            address: { ...MADRID, floor: null },
            familyTab: 'MOBILE',
            verificationType: 'MANUAL',
          },
        },
        { ...settled, onAnswer: advance('discard') },
      );
    case 'discard':
      return request(
        DeleteDraftOrderDocument,
        { orderId: draft.id },
        { ...settled, onAnswer: advance(null) },
      );
  }
}

function aliasChange(user: SoakUser): SoakRequest | null {
  const line = pick(
    user.lines.filter((candidate) => candidate.aliasChangeable && !busyLines.has(candidate.subscriptionId)),
  );
  if (!line) return null;
  busyLines.add(line.subscriptionId);
  aliasSerial += 1;
  return request(
    LineChangeAliasDocument,
    { subscriptionId: line.subscriptionId, alias: `Soak ${aliasSerial % 1000}`, fiscalId: line.fiscalId },
    { onSettled: () => busyLines.delete(line.subscriptionId) },
  );
}

/** What the palette sends when its local indexes are not loaded: a number's start, a surname, a document. */
function paletteSearch(user: SoakUser): SoakRequest | null {
  const line = pick(user.lines);
  const customer = pick(user.customers);
  const texts = [
    line?.lineNumber.slice(0, 6),
    customer?.surname ?? customer?.name,
    customer?.fiscalId,
    line?.surname,
  ].filter((text): text is string => Boolean(text && text.length >= 3));
  const q = pick(texts);
  if (!q) return null;
  return request(GlobalSearchDocument, { q, types: ['lines', 'customers'], limit: 20 });
}

type MixEntry = {
  weight: number;
  accounts?: readonly string[];
  next: (user: SoakUser) => SoakRequest | null;
};

/** The mix, by weight (a share of the requests). */
const MIX: readonly MixEntry[] = [
  { weight: 5, next: () => request(SessionDocument, {}) },
  {
    weight: 14,
    accounts: LINE_ACCOUNTS,
    next: (user) =>
      request(SubscriptionsQueueDocument, {
        first: 50,
        // One in four opens the second page, one in four filters active lines.
        after: Math.random() < 0.25 ? user.linesCursor : null,
        status: Math.random() < 0.25 ? 'ACTIVE' : null,
      }),
  },
  { weight: 7, next: () => request(LaunchedOrdersDocument, { first: 50, order: 'desc' }) },
  { weight: 3, next: () => request(DraftOrdersDocument, { first: 50 }) },
  {
    weight: 7,
    next: (user) =>
      request(CatalogueClientsDocument, {
        first: 50,
        search: Math.random() < 0.3 ? (pick(user.customers)?.surname ?? null) : null,
      }),
  },
  {
    weight: 14,
    accounts: LINE_ACCOUNTS,
    next: (user) => {
      const line = pick(user.lines);
      return line ? request(LineDocument, { lineNumber: line.lineNumber }) : null;
    },
  },
  {
    weight: 4,
    accounts: LINE_ACCOUNTS,
    next: (user) => {
      const line = pick(user.lines);
      return line ? request(LineHistoryDocument, { lineNumber: line.lineNumber }) : null;
    },
  },
  {
    weight: 8,
    next: (user) => {
      const customer = pick(user.customers);
      return customer ? request(CustomerPageDocument, { fiscalId: customer.fiscalId }) : null;
    },
  },
  {
    weight: 4,
    // The customer page asks for its lines for an agent too, and is refused: /subscriptions needs manager.
    accounts: LINE_ACCOUNTS,
    next: (user) => {
      const customer = pick(user.customers);
      return customer ? request(CustomerLinesDocument, { fiscalId: customer.fiscalId }) : null;
    },
  },
  { weight: 14, next: paletteSearch },
  { weight: 6, accounts: LINE_ACCOUNTS, next: aliasChange },
  { weight: 14, accounts: WIZARD_ACCOUNTS, next: wizardStep },
];

const TOTAL_WEIGHT = MIX.reduce((sum, entry) => sum + entry.weight, 0);

/** The next request of the mix, as one of `users`; null when the pick had nothing to do (then nothing is sent). */
export function nextRequest(users: readonly SoakUser[]): { user: SoakUser; request: SoakRequest } | null {
  const roll = Math.random() * TOTAL_WEIGHT;
  let reached = 0;
  const entry = MIX.find((candidate) => {
    reached += candidate.weight;
    return roll < reached;
  });
  if (!entry) return null;
  const user = pick(
    entry.accounts ? users.filter((candidate) => entry.accounts?.includes(candidate.email)) : users,
  );
  if (!user) return null;
  const chosen = entry.next(user);
  return chosen ? { user, request: chosen } : null;
}
