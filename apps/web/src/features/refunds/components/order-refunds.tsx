import { Link } from '../../../lib/router'
import { formatBtcAmount } from '../../../lib/format'
import { useTranslation } from '../../../lib/i18n'
import { useOrderRefunds } from '../api'

/** The order page's refunds: each with its state and the link to claim or view it; nothing when none. */
export function OrderRefunds({ orderUniqueId }: { orderUniqueId: string }) {
  const { t } = useTranslation(['refunds'])
  const refunds = useOrderRefunds(orderUniqueId)
  const list = refunds.data?.data ?? []
  if (list.length === 0) return null
  return (
    <section
      aria-label={t('refunds:buyer.onOrder')}
      className="rounded-2xl border border-gold-300 bg-cream-50 p-5"
    >
      <h2 className="font-display text-lg font-semibold text-ink-900">{t('refunds:buyer.onOrder')}</h2>
      <ul className="mt-3 space-y-3">
        {list.map((refund) => (
          <li key={refund.refundId} className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <span>
              <span dir="ltr" className="font-semibold">
                {formatBtcAmount(refund.amountToPay ?? refund.amount)}
              </span>
              {' · '}
              {t(`refunds:status.${refund.status}`)}
              {refund.txid && (
                <span dir="ltr" className="mt-1 block break-all font-mono text-xs text-ink-600">
                  {refund.txid}
                </span>
              )}
            </span>
            <Link
              to={`/profile/refunds/${refund.refundId}`}
              className="rounded-full bg-ink-900 px-4 py-2 font-semibold text-white hover:bg-ink-800"
            >
              {refund.status === 'awaitingClaim' ? t('refunds:buyer.claimLink') : t('refunds:buyer.view')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
