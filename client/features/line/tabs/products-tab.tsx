import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../ui/format';
import type { LineView } from '../line-view';
import { DenseTable, DetailList, EmptyNote, TabSection } from './detail-list';

/** The main product (tariff) and the optional products of the line. */
export function ProductsTab({ line }: { line: LineView }) {
  const { t, i18n } = useTranslation(['line', 'domain']);
  return (
    <div className="space-y-5">
      <TabSection title={t('line.products.main')}>
        <DetailList
          items={[
            { label: t('line.field.product'), value: line.productName },
            { label: t('line.field.family'), value: t(`domain.productFamily.${line.family}`) },
            { label: t('line.field.finalPrice'), value: formatEuros(line.finalPrice, i18n.language) },
          ]}
        />
      </TabSection>
      <TabSection title={t('line.products.optionals')}>
        {line.optionals.length === 0 ? (
          <EmptyNote>{t('line.products.noOptionals')}</EmptyNote>
        ) : (
          <DenseTable
            headers={[t('line.field.product'), t('line.field.price')]}
            rows={line.optionals.map((optional, index) => ({
              id: `${optional.productId ?? 'custom'}-${index}`,
              cells: [optional.name, formatEuros(optional.price, i18n.language)],
            }))}
          />
        )}
      </TabSection>
    </div>
  );
}
