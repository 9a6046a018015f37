import type { PaymentDetails } from '@shop/contract'
import type { TFunction } from '@shop/contract/i18n'
import { formatDateTime } from '../../lib/format'

/**
 * What happens to bitcoin sent to a Timeout or Cancelled order's address after it closed, in one sentence
 * (docs/decisions/267): the watcher still reads the address until `watchedUntil` (MONITOR_DAYS after closing),
 * the refund sweep mails a claim link once such money confirms, and the owner may honour the order instead,
 * except one its buyer cancelled. Null when the address is no longer read, the order is open, or an older
 * server did not say until when.
 */
export function lateMoneyText(details: PaymentDetails, t: TFunction): string | null {
  if (details.status !== 'Timeout' && details.status !== 'Cancelled') return null
  const { watchedUntil } = details
  if (!watchedUntil || Date.parse(watchedUntil) <= Date.parse(details.serverTime)) return null
  const until = formatDateTime(watchedUntil)
  return details.status === 'Cancelled' && details.cancelledByBuyer === true
    ? t('payment:messages.lateMoneyRefundOnly', { until })
    : t('payment:messages.lateMoney', { until })
}
