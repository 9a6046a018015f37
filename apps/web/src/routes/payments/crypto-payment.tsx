import { isPayableStatus, ORDER_UNIQUE_ID_PATTERN } from '@shop/contract'
import { useEffect, useState } from 'react'
import { formatBtcAmount } from '../../lib/format'
import { useTranslation } from '../../lib/i18n'
import { useLocation, useNavigate, useSearchParams } from '../../lib/router'
import { PageSpinner, RequireUser } from '../../features/auth/components/require-user'
import { SoldBy } from '../../features/company/components/sold-by'
import { usePaymentDetails, type PaymentSnapshot } from '../../features/payments/api'
import { PaymentError } from '../../features/payments/components/payment-error'
import { PaymentView } from '../../features/payments/components/payment-view'
import { lateMoneyText } from '../../features/payments/late-money'
import { PutBackInCart } from '../../features/cart/components/put-back-in-cart'
import { IdentityStep } from '../../features/identity/components/identity-step'
import { useCancelOrderDialog } from '../../features/orders/components/cancel-order-dialog'
import { usePageTitle } from '../../lib/use-page-title'

export function Component() {
  // The cart's texts load beside the payment's: a closed order's page offers to put its items back in the cart.
  const { t } = useTranslation(['payment', 'cart'])
  usePageTitle(t('payment:pageTitle'))
  const [searchParams] = useSearchParams()
  const orderId = searchParams.get('order') ?? ''
  return (
    <RequireUser>
      {(user) =>
        ORDER_UNIQUE_ID_PATTERN.test(orderId) ? (
          <PaymentPage key={orderId} orderId={orderId} userId={user.id} />
        ) : (
          <PaymentError message={t('payment:messages.detailsUnavailable')} />
        )
      }
    </RequireUser>
  )
}

/** True when the window was already over when the details first arrived (docs/architecture.md#orders-stock-and-payment: error screen). */
function overOnArrival(snapshot: PaymentSnapshot): boolean {
  const { details } = snapshot
  if (details.status === 'Timeout' || details.status === 'Cancelled') return true
  if (!isPayableStatus(details.status) || !details.expiresAt) return false
  return Date.parse(details.expiresAt) <= Date.parse(details.serverTime)
}

const saysJustPlaced = (state: unknown): boolean =>
  (state as { justPlaced?: unknown } | null)?.justPlaced === true

/**
 * True when the shopper came straight from Place Order (checkout navigates here with state justPlaced). The
 * state is read once and then taken out of the history entry: a reload, or coming Back to this entry later,
 * is no longer the moment the order was placed.
 */
function useJustPlaced(): boolean {
  const location = useLocation()
  const navigate = useNavigate()
  const [justPlaced] = useState(() => saysJustPlaced(location.state))
  const stateSaysJustPlaced = saysJustPlaced(location.state)
  const { pathname, search, hash } = location
  useEffect(() => {
    if (stateSaysJustPlaced) void navigate({ pathname, search, hash }, { replace: true, state: null })
  }, [stateSaysJustPlaced, navigate, pathname, search, hash])
  return justPlaced
}

function PaymentPage({ orderId, userId }: { orderId: string; userId: number }) {
  const payment = usePaymentDetails(orderId)
  // Part paid, the buyer may stop instead of paying the rest: the orders' own cancel flow, then the page reads
  // the order again (cancelled, with what arrived owed back).
  const cancelFlow = useCancelOrderDialog(userId, () => void payment.refetch())
  const justPlaced = useJustPlaced()
  const { t } = useTranslation(['payment'])
  // Decided once, on the first answer: a window that ends while the shopper watches shows §4's message in place.
  const [firstSnapshot, setFirstSnapshot] = useState<PaymentSnapshot | null>(null)
  if (payment.data && firstSnapshot === null) setFirstSnapshot(payment.data)

  if (!payment.data) {
    if (payment.isError) return <PaymentError message={t('payment:messages.detailsUnavailable')} />
    return <PageSpinner label={t('payment:loading')} />
  }
  // docs/architecture.md#identity-checks-for-large-orders: a large order waits for the buyer's document and the
  // owner's approval before it takes payment; the live details switch to the payment view once approved.
  if (payment.data.details.status === 'Awaiting verification') return <IdentityStep orderId={orderId} />
  // A closed order (Timeout, Cancelled) is no dead end: its items can go back in the cart as they were bought.
  const { orderItems } = payment.data.details
  const putBack = orderItems.length > 0 ? <PutBackInCart lines={orderItems} /> : undefined
  if (firstSnapshot && overOnArrival(firstSnapshot)) {
    const { details } = payment.data
    const message =
      details.status === 'Timeout'
        ? t('payment:messages.pendingExpired')
        : details.status === 'Cancelled'
          ? details.insufficientAt && details.cancelledByBuyer !== true
            ? t('payment:messages.insufficientExpired')
            : t('payment:messages.cancelled')
          : t('payment:messages.timeExpired')
    // Money sent to an order that closed (a payment that never confirmed in time, a too-small part payment)
    // is the buyer's: say so, not only that the window ended.
    const detail =
      details.amountReceived > 0
        ? t(
            details.status === 'Cancelled' && details.cancelledByBuyer === true
              ? 'payment:messages.closedWithMoneyRefundOnly'
              : 'payment:messages.closedWithMoney',
            { received: formatBtcAmount(details.amountReceived) },
          )
        : undefined
    return (
      <PaymentError
        message={message}
        status={details.status}
        detail={detail}
        lateMoney={lateMoneyText(details, t)}
        action={putBack}
      />
    )
  }
  const { details } = payment.data
  return (
    <>
      <PaymentView
        snapshot={payment.data}
        justPlaced={justPlaced}
        seller={<SoldBy />}
        onCancel={() => cancelFlow.ask({ orderId: details.orderUniqueId, status: details.status })}
        closedAction={putBack}
      />
      {cancelFlow.dialog}
    </>
  )
}
