import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_ACTIONS } from '../../client/features/products/product-actions';
import { ProductFormDialog } from '../../client/features/products/product-form-dialog';
import {
  closeProductForm,
  openProductForm,
  productFormStore,
} from '../../client/features/products/product-form-store';
import {
  type ProductFormValues,
  validateProductForm,
} from '../../client/features/products/product-form-values';
import type { ProductRow } from '../../client/features/products/product-row';
import type { CommandContext } from '../../client/palette/command';
import { noticeStore } from '../../client/ui/notice-store';
import type { Role } from '../../schema/domain/roles';

vi.mock('aws-amplify/auth', () => ({
  signOut: vi.fn(async () => {}),
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token' } } })),
}));

function contextFor(role: Role, channel = '2020001'): CommandContext {
  return {
    user: { role, channel, originalChannel: '2020001', email: 'demo@demo.test' },
    brand: { brandId: '2020001', name: 'Demo Telecom' },
    route: { id: 'products', path: '/management/products', params: {} },
  } as unknown as CommandContext;
}

function product(overrides: Partial<ProductRow> = {}): ProductRow {
  return {
    id: 'p-1',
    brandId: '2020001',
    name: 'Móvil 10 GB',
    description: null,
    family: 'MOBILE',
    subfamily: null,
    price: 1210,
    priceWithoutTax: 1000,
    providerPriceWithoutTax: null,
    promotions: [],
    priceWithPromotions: 1210,
    display: true,
    status: 'ACTIVE',
    tax: 2100,
    maxAdditionalLines: 0,
    cumulativeGb: false,
    created: '2026-01-01T00:00:00Z',
    modified: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

const visibleActions = (context: CommandContext, row: ProductRow) =>
  PRODUCT_ACTIONS.filter((action) => action.isVisible(context, row)).map((action) => action.id);

type GraphqlCall = { query: string; variables: Record<string, unknown> };

function stubGateway(answer: (call: GraphqlCall) => unknown) {
  const calls: GraphqlCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as GraphqlCall;
      calls.push(body);
      return Response.json(answer(body));
    }),
  );
  return calls;
}

afterEach(() => {
  if (productFormStore.open) act(() => closeProductForm(false));
  noticeStore.notices = [];
  vi.unstubAllGlobals();
});

describe('product actions', () => {
  it('follow the product lifecycle for an admin in the brand’s own channel', () => {
    const admin = contextFor('ADMIN');
    expect(visibleActions(admin, product({ status: 'ACTIVE' }))).toEqual([
      'product.deactivate',
      'product.terminate',
    ]);
    expect(visibleActions(admin, product({ status: 'INACTIVE' }))).toEqual([
      'product.activate',
      'product.terminate',
    ]);
    expect(visibleActions(admin, product({ status: 'TERMINATED' }))).toEqual([]);
  });

  it('are not offered to an admin standing in a sub-channel, nor below admin', () => {
    expect(visibleActions(contextFor('ADMIN', '2020001001'), product())).toEqual([]);
    expect(visibleActions(contextFor('MANAGER'), product())).toEqual([]);
    expect(visibleActions(contextFor('AGENT'), product())).toEqual([]);
  });

  it('terminating asks for an irreversible confirmation', () => {
    const terminate = PRODUCT_ACTIONS.find((action) => action.id === 'product.terminate');
    expect(terminate?.confirm?.irreversible).toBe(true);
  });
});

const VALID: ProductFormValues = {
  name: 'Fibra 1 Gb',
  description: '',
  family: 'FIBRE',
  subfamily: '',
  priceWithoutTax: '33,06',
  providerPriceWithoutTax: '',
  promotions: [{ name: '-5 € 3 meses', discount: '5', months: '3' }],
  display: true,
  maxAdditionalLines: '2',
  cumulativeGb: false,
};

describe('product form validation', () => {
  it('sends net prices and discounts in cents, empty optional texts as null', () => {
    expect(validateProductForm(VALID)).toEqual({
      ok: true,
      input: {
        name: 'Fibra 1 Gb',
        description: null,
        family: 'FIBRE',
        subfamily: null,
        priceWithoutTax: 3306,
        providerPriceWithoutTax: null,
        promotions: [{ name: '-5 € 3 meses', discount: 500, months: 3 }],
        display: true,
        maxAdditionalLines: 2,
        cumulativeGb: false,
      },
    });
  });

  it('reports each bad field, promotions by position', () => {
    const result = validateProductForm({
      ...VALID,
      name: '',
      priceWithoutTax: 'doce',
      maxAdditionalLines: '100',
      promotions: [{ name: '', discount: '1,234', months: '0' }],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: { key: 'validation.required' },
        priceWithoutTax: { key: 'catalogue.form.invalidAmount' },
        maxAdditionalLines: { key: 'catalogue.form.invalidNumber', values: { min: 0, max: 99 } },
        'promotions.0.name': { key: 'validation.required' },
        'promotions.0.discount': { key: 'catalogue.form.invalidAmount' },
        'promotions.0.months': { key: 'catalogue.form.invalidNumber', values: { min: 1, max: 120 } },
      },
    });
  });
});

describe('product form dialog', () => {
  it('shows translated messages next to the fields and sends nothing', async () => {
    const calls = stubGateway(() => ({ data: null }));
    render(<ProductFormDialog />);
    act(() => {
      void openProductForm(null);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo producto' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Precio sin impuestos (€/mes)'), '12,345');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir promoción' }));
    await user.type(within(dialog).getByLabelText('Meses'), '121');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getAllByText('Este campo es obligatorio')).toHaveLength(3);
    expect(
      within(dialog).getByText('Importe no válido: usa euros con hasta 2 decimales (p. ej. 12,50)'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Debe ser un número entero entre 1 y 120')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('edits a product with its current values and saves the new price in cents', async () => {
    const calls = stubGateway(() => ({ data: { updateProduct: { id: 'p-1', status: 'ACTIVE' } } }));
    render(<ProductFormDialog />);
    let saved: Promise<boolean> = Promise.resolve(false);
    act(() => {
      saved = openProductForm(product());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Editar producto' });
    const price = within(dialog).getByLabelText('Precio sin impuestos (€/mes)') as HTMLInputElement;
    expect(price.value).toBe('10,00');
    const user = userEvent.setup();
    await user.clear(price);
    await user.type(price, '12.5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(saved).resolves.toBe(true);
    expect(calls[0]?.query).toContain('updateProduct');
    expect(calls[0]?.variables).toMatchObject({
      id: 'p-1',
      product: { name: 'Móvil 10 GB', priceWithoutTax: 1250 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(noticeStore.notices.map((notice) => notice.message)).toContain('Producto guardado: Móvil 10 GB');
  });

  it('an api refusal naming a promotion’s field lands on that field, and the dialog stays open', async () => {
    const calls = stubGateway(() => ({
      data: null,
      errors: [{ message: 'refused', extensions: { code: 'INVALID_REQUEST', field: 'promotions.0.months' } }],
    }));
    render(<ProductFormDialog />);
    act(() => {
      void openProductForm(product());
    });
    const dialog = await screen.findByRole('dialog', { name: 'Editar producto' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Añadir promoción' }));
    await user.type(within(dialog).getByLabelText('Promoción 1'), '-5 € 3 meses');
    await user.type(within(dialog).getByLabelText('Descuento (€/mes)'), '5');
    const months = within(dialog).getByLabelText('Meses');
    await user.type(months, '3{Enter}');
    const message = await within(dialog).findByText('La petición no es válida.');
    expect(months.getAttribute('aria-invalid')).toBe('true');
    expect(months.getAttribute('aria-describedby')).toBe(message.getAttribute('id'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(calls).toHaveLength(1);
    expect(productFormStore.open).toBe(true);
  });
});
