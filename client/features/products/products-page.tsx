import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { PRODUCT_FAMILIES, PRODUCT_STATUSES } from '../../../schema/domain/vocabulary/product';
import { registerEntityActions } from '../../actions/register-entity-actions';
import { registerCommands } from '../../palette/command-registry';
import { type QueueFilter, QueuePage } from '../../queues/queue-page';
import type { PageProps } from '../../routing/route-types';
import { sessionStore } from '../../session/session-store';
import { loadProducts } from './load-products';
import { canWriteProducts, PRODUCT_ACTIONS, PRODUCT_ENTITY } from './product-actions';
import { productColumns } from './product-columns';
import { PRODUCT_COMMANDS } from './product-commands';
import { PRODUCTS_QUEUE_ID, ProductFormDialog } from './product-form-dialog';
import { openProductForm } from './product-form-store';

/** /management/products (admin): the brand's catalogue by name, with create, edit and status changes. */
export default function ProductsPage(_props: PageProps) {
  const { t, i18n } = useTranslation(['catalogue', 'domain']);
  const { user, brand } = useSnapshot(sessionStore);
  const canEdit = canWriteProducts({ user, brand });

  useEffect(() => {
    const removeActions = registerEntityActions(PRODUCT_ACTIONS);
    const removeCommands = registerCommands(PRODUCT_COMMANDS);
    return () => {
      removeActions();
      removeCommands();
    };
  }, []);

  const columns = useMemo(() => productColumns(t, i18n.language, canEdit), [t, i18n.language, canEdit]);
  const filters = useMemo<QueueFilter[]>(
    () => [
      {
        id: 'status',
        label: 'catalogue.products.filter.status',
        kind: 'select',
        options: PRODUCT_STATUSES.map((status) => ({
          value: status,
          label: `domain.productStatus.${status}`,
        })),
      },
      {
        id: 'family',
        label: 'catalogue.products.filter.family',
        kind: 'select',
        options: PRODUCT_FAMILIES.map((family) => ({
          value: family,
          label: `domain.productFamily.${family}`,
        })),
      },
      {
        id: 'search',
        label: 'catalogue.products.filter.search',
        kind: 'text',
        placeholder: 'catalogue.products.filter.searchPlaceholder',
      },
    ],
    [],
  );

  return (
    <>
      <QueuePage
        queueId={PRODUCTS_QUEUE_ID}
        entity={PRODUCT_ENTITY}
        title="catalogue.products.title"
        columns={columns}
        filters={filters}
        load={loadProducts}
        rowId={(row) => row.id}
        empty="catalogue.products.empty"
        toolbar={
          canEdit ? (
            <button
              type="button"
              onClick={() => void openProductForm(null)}
              className="h-9 rounded-lg bg-primary-600 px-3 font-semibold text-sm text-white hover:bg-primary-700 focus-visible:outline-2 focus-visible:outline-primary-500 focus-visible:outline-offset-2 dark:bg-primary-500 dark:hover:bg-primary-600"
            >
              {t('catalogue.products.action.new')}
            </button>
          ) : null
        }
      />
      <ProductFormDialog />
    </>
  );
}
