export const ORDER_PATHS = {
  create: '/order/create-order',
  getByUser: '/order/get-orders-by-user/:userId',
  getPayment: '/order/get-payment/:orderUniqueId',
  cancelByUser: '/order/cancel-order-by-user/:orderId',
  /** Addition (admin): marks a Confirmed order Shipped, and a Shipped one Delivered. */
  updateStatus: '/order/update-order-status/:orderId',
  /** Addition (docs/architecture.md#orders-stock-and-payment): server-sent events of the payment page. */
  paymentEvents: '/order/payment-events/:orderUniqueId',
  /** Addition: one of the caller's orders with its status timeline, for the buyer's order page. */
  getOrder: '/order/get-order/:orderUniqueId',
  /**
   * Addition (docs/architecture.md#identity-checks-for-large-orders): the caller's caps on unpaid orders and the
   * identity threshold as they stand, so the product page, cart and checkout say before Place Order what applies.
   */
  limits: '/order/get-order-limits',
} as const
