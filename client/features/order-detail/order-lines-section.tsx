import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../ui/format';
import { DetailSection } from './detail-section';
import type { OrderDetailView, OrderSignupRecord } from './order-detail-view';

const CELL = 'px-2 py-1.5 align-top';

type RecordLine = OrderSignupRecord['lines'][number];

function addressOf(address: NonNullable<RecordLine['installationAddress']>): string {
  const street = [address.streetType, address.street, address.number, address.floor]
    .filter(Boolean)
    .join(' ');
  return `${street}, ${address.postalCode} ${address.city}`;
}

/** What each contracted product is: its number, SIM, portability and, from the wizard, address, CUPS or TV user. */
function LineDetails({
  product,
  line,
}: {
  product: OrderDetailView['products'][number];
  line: RecordLine | undefined;
}) {
  const { t } = useTranslation(['orderDetail', 'domain']);
  const options = product.options;
  const parts: string[] = [];
  if (options.lineNumber) parts.push(t('orderDetail.line.mobile', { number: options.lineNumber }));
  if (options.fixedNumber) parts.push(t('orderDetail.line.fixed', { number: options.fixedNumber }));
  if (options.esim) parts.push(t('orderDetail.line.esim'));
  else if (options.icc) parts.push(t('orderDetail.line.icc', { icc: options.icc }));
  if (options.portability) {
    parts.push(
      t('orderDetail.line.portability', {
        operator: options.portability.donorOperator,
        type: t(`domain.portabilityType.${options.portability.type}`),
      }),
    );
  }
  if (line?.supplyPoint) parts.push(t('orderDetail.line.cups', { cups: line.supplyPoint.cups }));
  if (line?.tvUserEmail) parts.push(t('orderDetail.line.tvUser', { email: line.tvUserEmail }));
  if (line?.installationAddress) {
    parts.push(t('orderDetail.line.installation', { address: addressOf(line.installationAddress) }));
  }
  if (parts.length === 0) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  return (
    <ul className="space-y-0.5">
      {parts.map((part) => (
        <li key={part}>{part}</li>
      ))}
    </ul>
  );
}

/** The contracted products and their lines, as the order recorded them. */
export function OrderLinesSection({
  order,
  record,
}: {
  order: OrderDetailView;
  record: OrderSignupRecord | null;
}) {
  const { t, i18n } = useTranslation(['orderDetail', 'domain']);
  return (
    <DetailSection id="order-lines" title={t('orderDetail.section.lines')}>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-500 text-xs dark:text-slate-400">
            <tr>
              <th scope="col" className={CELL}>
                {t('orderDetail.line.position')}
              </th>
              <th scope="col" className={CELL}>
                {t('orderDetail.line.product')}
              </th>
              <th scope="col" className={CELL}>
                {t('orderDetail.line.family')}
              </th>
              <th scope="col" className={CELL}>
                {t('orderDetail.line.details')}
              </th>
              <th scope="col" className={`${CELL} text-right`}>
                {t('orderDetail.line.price')}
              </th>
            </tr>
          </thead>
          <tbody className="text-slate-800 dark:text-slate-100">
            {order.products.map((product) => (
              <tr key={product.id} className="border-slate-100 border-t dark:border-slate-800">
                <td className={`${CELL} tabular-nums`}>{product.position}</td>
                <td className={`${CELL} font-medium`}>{product.name}</td>
                <td className={CELL}>{t(`domain.productFamily.${product.family}`)}</td>
                <td className={CELL}>
                  <LineDetails
                    product={product}
                    line={record?.lines.find((line) => line.position === product.position)}
                  />
                </td>
                <td className={`${CELL} text-right tabular-nums`}>
                  {formatEuros(product.priceCents, i18n.language)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DetailSection>
  );
}
