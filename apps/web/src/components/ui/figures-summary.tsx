import { orderSummaryRows, SERVICE_CHARGE_PERCENT, type OrderFigures } from '@shop/contract'
import { useTranslation } from '../../lib/i18n'
import { cx } from '../../lib/cx'
import { formatFils } from '../../lib/format'

/**
 * Amounts read left to right in every language (docs/architecture.md#languages).
 * An order's summary, the same rows on every screen (the contract's `orderSummaryRows`): sub-total, VAT,
 * shipping ('Free' at zero), the service charge and the total, each once. `totalLabel` renames the last row
 * where the screen says more ("Total to pay"). Rows carry `data-figure` so tests read each figure by name.
 */
export function FiguresSummary({
  figures,
  totalLabel,
  className,
}: {
  figures: OrderFigures
  totalLabel?: string
  className?: string
}) {
  const { t } = useTranslation(['common'])
  const label = (key: ReturnType<typeof orderSummaryRows>[number]['key']) =>
    t(`common:figures.${key}`, { percent: figures.serviceChargePercent ?? SERVICE_CHARGE_PERCENT })
  return (
    <dl className={cx('grid grid-cols-[1fr_auto] gap-y-2 text-sm [&>dd]:ps-4', className)}>
      {orderSummaryRows(figures).map((row) =>
        row.key === 'total' ? (
          <div key={row.key} className="contents" data-figure={row.key}>
            <dt className="border-t border-line pt-3 text-base font-semibold text-ink-900">
              {totalLabel ?? label(row.key)}
            </dt>
            <dd className="border-t border-line pt-3 text-end text-base font-semibold whitespace-nowrap text-ink-900 tabular-nums">
              <span dir="ltr">{formatFils(row.fils)}</span>
            </dd>
          </div>
        ) : (
          <div key={row.key} className="contents" data-figure={row.key}>
            <dt className="text-ink-600">{label(row.key)}</dt>
            <dd className="text-end whitespace-nowrap text-ink-900 tabular-nums">
              {row.key === 'shipping' && row.fils === 0 ? (
                t('common:figures.free')
              ) : (
                <span dir="ltr">{formatFils(row.fils)}</span>
              )}
            </dd>
          </div>
        ),
      )}
    </dl>
  )
}
