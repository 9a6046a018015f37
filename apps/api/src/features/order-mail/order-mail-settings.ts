// Where the order mails link to and where the owner's alerts go: set once at boot (config.ts), passed to every
// feature that queues an order mail. order-mail.ts exports these for other features.

export interface OrderMailSettings {
  /** Base of the payment-page link (PUBLIC_URL). */
  publicUrl: string
  /** Where owner alerts go (SHOP_EMAIL). */
  shopEmail: string
  /** UNCONFIRMED_HOLD_MINUTES, told in the mail of an order whose unconfirmed payment's hold ended. */
  unconfirmedHoldMinutes?: number
}

/** For services built without settings (unit tests): links and owner mail go to the development defaults. */
export const DEFAULT_ORDER_MAIL_SETTINGS: OrderMailSettings = {
  publicUrl: 'http://localhost:3001',
  shopEmail: 'shop@aurumandbyte.local',
}
