import { ENDPOINTS, isTerminalStatus, PAYMENT_EVENT_NAME, type PaymentDetails } from '@shop/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { call, endpointUrl } from '../../lib/api-client'
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

/**
 * The details with this device's clock error: the server's time in them minus this device's time when they
 * arrived (`dataUpdatedAt`; for details the server rendered into the page, when the page arrived:
 * lib/server-hydration.ts), so no render reads the clock and the server's render and the browser's match.
 */
function snapshotOf(details: PaymentDetails, arrivedAtMs: number): PaymentSnapshot {
  return { details, clockOffsetMs: Date.parse(details.serverTime) - arrivedAtMs }
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
      (await call(ENDPOINTS.getPayment, { params: { orderUniqueId } }, { signal })).data,
    refetchInterval: (current) => (streamFailed && !isSettled(current.state.data) ? PAYMENT_POLL_MS : false),
  })
  const settled = isSettled(query.data)
  const loaded = query.isSuccess

  useEffect(() => {
    if (!loaded || settled || streamFailed) return
    const events = ENDPOINTS.paymentEvents
    const source = new EventSource(endpointUrl(events, { params: { orderUniqueId } }), {
      withCredentials: true,
    })
    // Read once; events wait for it in the order they came.
    const eventSchema = events.response()
    source.addEventListener(PAYMENT_EVENT_NAME, (event) => {
      eventSchema
        .then((schema) => {
          const parsed = schema.safeParse(JSON.parse((event as MessageEvent<string>).data))
          if (parsed.success) queryClient.setQueryData(paymentQueryKey(orderUniqueId), parsed.data)
        })
        // A malformed event is skipped; the next one (or polling) brings the state.
        .catch(() => undefined)
    })
    source.onerror = () => {
      source.close()
      setStreamFailed(true)
    }
    return () => source.close()
  }, [loaded, settled, streamFailed, orderUniqueId, queryClient])

  const { data: details, dataUpdatedAt, isError, refetch } = query
  const data = useMemo(
    () => (details ? snapshotOf(details, dataUpdatedAt) : undefined),
    [details, dataUpdatedAt],
  )
  return { data, isError, refetch }
}
