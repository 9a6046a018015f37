import { lineDetails, lineName } from '../../../lib/line-name'
import {
  figuresFromAed,
  filsToAed,
  orderSummaryRows,
  SERVICE_CHARGE_PERCENT,
  type PaymentDetails,
} from '@shop/contract'
import { useTranslation } from '../../../lib/i18n'
import { FigureText } from '../../../components/ui/figure-text'
import { formatAed } from '../../../lib/format'

/** One line of what is being paid for. */
export interface SummaryLine {
  key: number
  name: string
  /** The chosen options and weight, e.g. "256 GB · Black". */
  details: string
  quantity: number
  /** Unit price x quantity; VAT, shipping and the service charge are shown once, in the parts. */
  amount: number
}

/** What the payment page lists: the lines, the parts of the total and the total, adding up to the fils. */
export interface PaymentSummary {
  lines: SummaryLine[]
  /** Keyed like the contract's summary rows; the page words each in its language. */
  parts: { key: 'subtotal' | 'vat' | 'shipping' | 'serviceCharge'; amount: number }[]
  total: number
  /** The percent the order was charged at (the owner's setting when it was placed). */
  serviceChargePercent: number
}

/** The summary from get-payment's answer: the same rows as the cart, checkout and the order page. */
export function summaryOf(details: PaymentDetails): PaymentSummary {
  return {
    lines: details.orderItems.map((item) => ({
      key: item.id,
      name: lineName(item),
      details: lineDetails(item),
      quantity: item.quantity,
      amount: item.subtotal,
    })),
    parts: orderSummaryRows(figuresFromAed(details)).flatMap((row) =>
      row.key === 'total' ? [] : [{ key: row.key, amount: filsToAed(row.fils) }],
    ),
    total: details.totalPrice,
    // Orders placed before the percent became a setting carry none: they were charged the spec's figure.
    serviceChargePercent: details.serviceChargePercent ?? SERVICE_CHARGE_PERCENT,
  }
}

/** The order's lines and total, so the buyer sees what the bitcoin pays for. */
export function OrderSummary({ summary }: { summary: PaymentSummary }) {
  const { t } = useTranslation(['payment'])
  return (
    <section
      aria-labelledby="payment-order-heading"
      className="rounded-3xl border border-line bg-white p-5 sm:p-8"
    >
      <h2 id="payment-order-heading" className="font-display text-xl font-semibold text-ink-900">
        {t('payment:summary.heading')}
      </h2>
      {summary.lines.length > 0 && (
        <ul className="mt-3 divide-y divide-line">
          {summary.lines.map((line) => (
            <li key={line.key} className="flex items-baseline justify-between gap-4 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium text-ink-900">{line.name}</span>
                {line.details && (
                  <span className="block text-ink-500">
                    <bdi>
                      <FigureText text={line.details} />
                    </bdi>
                  </span>
                )}
                <span className="block text-ink-500">
                  {t('payment:summary.qty', { quantity: line.quantity })}
                </span>
              </span>
              <span dir="ltr" className="shrink-0 text-ink-900 tabular-nums">
                {formatAed(line.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-2 space-y-1 border-t border-line pt-3 text-sm">
        {summary.parts.map((part) => (
          <div key={part.key} className="flex justify-between gap-4 text-ink-700">
            <dt>{t(`payment:summary.${part.key}`, { percent: summary.serviceChargePercent })}</dt>
            <dd dir="ltr" className="tabular-nums">
              {formatAed(part.amount)}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 text-base font-semibold text-ink-900">
          <dt>{t('payment:summary.total')}</dt>
          <dd dir="ltr" className="tabular-nums" data-testid="payment-order-total">
            {formatAed(summary.total)}
          </dd>
        </div>
      </dl>
    </section>
  )
}
