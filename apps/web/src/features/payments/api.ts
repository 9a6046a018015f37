import {
  API_BASE,
  apiPath,
  GetPaymentResponseSchema,
  isTerminalStatus,
  ORDER_PATHS,
  PAYMENT_EVENT_NAME,
  type PaymentDetails,
  PaymentEventDataSchema,
} from '@shop/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { apiGet } from '../../lib/api-client'
import { USER_SCOPED_QUERY_ROOT } from '../../lib/user-scoped-query'

/** How often the page asks again when the live stream is not available (docs/architecture.md#orders-stock-and-payment: polling as fallback). */
export const PAYMENT_POLL_MS = 10_000

/** Payment details and this device's clock error at the time they arrived (server minus device, ms). */
export interface PaymentSnapshot {
  details: PaymentDetails
  clockOffsetMs: number
}

export const paymentQueryKey = (orderUniqueId: string) =>
  [USER_SCOPED_QUERY_ROOT, 'payment', orderUniqueId] as const

function snapshot(details: PaymentDetails): PaymentSnapshot {
  return { details, clockOffsetMs: Date.parse(details.serverTime) - Date.now() }
}

/** Statuses after which nothing on the payment page can change any more. */
function isSettled(details: PaymentDetails | undefined): boolean {
  if (!details) return false
  return details.status === 'Confirmed' || isTerminalStatus(details.status) || details.status === 'Shipped'
}

/**
 * GET /order/get-payment/:orderUniqueId, kept live: the payment-events stream pushes fresh details (docs/architecture.md#orders-stock-and-payment);
 * when the stream fails (or the browser has none) the page polls every 10 s instead. Both stop once the order
 * is settled.
 */
export function usePaymentDetails(orderUniqueId: string) {
  const queryClient = useQueryClient()
  const [streamFailed, setStreamFailed] = useState(() => typeof EventSource === 'undefined')
  const query = useQuery({
    queryKey: paymentQueryKey(orderUniqueId),
    queryFn: async ({ signal }) =>
      snapshot(
        (
          await apiGet(apiPath(ORDER_PATHS.getPayment, { orderUniqueId }), GetPaymentResponseSchema, {
            signal,
          })
        ).data,
      ),
    refetchInterval: (current) =>
      streamFailed && !isSettled(current.state.data?.details) ? PAYMENT_POLL_MS : false,
  })
  const settled = isSettled(query.data?.details)
  const loaded = query.isSuccess

  useEffect(() => {
    if (!loaded || settled || streamFailed) return
    const source = new EventSource(`${API_BASE}${apiPath(ORDER_PATHS.paymentEvents, { orderUniqueId })}`, {
      withCredentials: true,
    })
    source.addEventListener(PAYMENT_EVENT_NAME, (event) => {
      try {
        const parsed = PaymentEventDataSchema.safeParse(JSON.parse((event as MessageEvent<string>).data))
        if (parsed.success) queryClient.setQueryData(paymentQueryKey(orderUniqueId), snapshot(parsed.data))
      } catch {
        // A malformed event is skipped; the next one (or polling) brings the state.
      }
    })
    source.onerror = () => {
      source.close()
      setStreamFailed(true)
    }
    return () => source.close()
  }, [loaded, settled, streamFailed, orderUniqueId, queryClient])

  return query
}
