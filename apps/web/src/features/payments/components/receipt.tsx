import type { PaymentDetails } from '@shop/contract'
import { intlLocale } from '@shop/contract/i18n'
import { ExternalLink } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { formatBtcAmount } from '../../../lib/format'
import { currentLanguage } from '../../../lib/i18n'
import { explorerTxUrl } from '../explorer'

/** A UAE calendar day 'YYYY-MM-DD' as "Wed 25 Nov" (in Arabic, the UAE's Arabic day and month names). */
export function formatUaeDay(day: string): string {
  const language = currentLanguage()
  return new Intl.DateTimeFormat(language === 'ar' ? intlLocale(language) : 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))
}

/** The order's page, where the buyer follows it after paying. */
export const orderPagePath = (orderId: string) => `/profile/orders/${encodeURIComponent(orderId)}`

/**
 * The buyer's receipt once money arrived: each transaction (a link to a public explorer on mainnet), its
 * amount and confirmations, what was received, when delivery is expected, and the order's page.
 */
export function PaymentReceipt({ details }: { details: PaymentDetails }) {
  const window = details.deliveryWindow
  const { t } = useTranslation(['payment'])
  return (
    <section
      aria-labelledby="payment-receipt-heading"
      className="mt-6 rounded-3xl border border-line bg-white p-5 sm:p-8"
      data-testid="payment-receipt"
    >
      <h2 id="payment-receipt-heading" className="font-display text-xl font-semibold text-ink-900">
        {t('payment:receipt.heading')}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-600">{t('payment:receipt.order')}</dt>
        <dd className="break-all text-ink-900">
          <bdi>#{details.orderUniqueId}</bdi>
        </dd>
        <dt className="text-ink-600">{t('payment:receipt.received')}</dt>
        <dd className="font-mono text-ink-900 tabular-nums">
          {t('payment:receipt.receivedValue', {
            received: formatBtcAmount(details.amountReceived),
            expected: formatBtcAmount(details.amountExpected),
          })}
        </dd>
        {window && (
          <>
            <dt className="text-ink-600">{t('payment:receipt.delivery')}</dt>
            <dd className="text-ink-900" data-testid="delivery-window">
              {t('payment:receipt.expected', {
                earliest: formatUaeDay(window.earliest),
                latest: formatUaeDay(window.latest),
              })}
            </dd>
          </>
        )}
      </dl>
      {details.payments.length > 0 && (
        <ul className="mt-4 space-y-3">
          {details.payments.map((payment) => {
            const url = explorerTxUrl(payment.txid, details.paymentAddress)
            return (
              <li key={`${payment.txid}:${payment.vout}`} className="rounded-2xl bg-cream-100 p-3 text-sm">
                <p className="text-ink-600">{t('payment:receipt.transaction')}</p>
                {url ? (
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    dir="ltr"
                    className="inline-flex items-center gap-1 font-mono break-all text-gold-700 hover:underline"
                  >
                    {payment.txid}
                    <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />
                  </a>
                ) : (
                  <p dir="ltr" className="text-start font-mono break-all text-ink-900">
                    {payment.txid}
                  </p>
                )}
                <p className="mt-1 text-ink-800">
                  <span dir="ltr" className="font-mono tabular-nums">
                    {formatBtcAmount(payment.amount)}
                  </span>{' '}
                  · {t(`payment:tx.${payment.status}`)}
                  {payment.status !== 'dropped' &&
                    ` · ${t('payment:receipt.confirmations', { count: payment.confirmations })}`}
                </p>
              </li>
            )
          })}
        </ul>
      )}
      <Link
        to={orderPagePath(details.orderUniqueId)}
        className="mt-5 inline-flex items-center rounded-full bg-ink-900 px-5 py-3 text-sm font-semibold text-cream-50 hover:bg-ink-800"
      >
        {t('payment:receipt.viewOrder')}
      </Link>
    </section>
  )
}
