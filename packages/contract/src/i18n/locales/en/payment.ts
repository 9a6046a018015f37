/** Texts of the crypto payment page: the amount, the countdown, the state of the payment and the receipt. */
export default {
  pageTitle: 'Crypto Payment',
  loading: 'Loading payment details',
  backToOrdersArrow: '← Back to orders',
  backToOrders: 'Back to orders',
  heading: 'Pay with Bitcoin',
  orderLine: 'Order #{{id}} · {{total}}',
  placed: 'Order placed successfully!',
  messages: {
    detailsUnavailable: 'Invalid order ID or unable to fetch payment details.',
    pendingExpired: 'Payment window has expired. Order has timed out.',
    insufficientExpired: 'Time to complete the outstanding payment has expired. Order has been cancelled.',
    timeExpired: 'Payment time has expired.',
    cancelled: 'This order has been cancelled.',
    closedWithMoney:
      'The {{received}} you sent is kept for you: once it is confirmed on the Bitcoin network, the shop refunds it, or honours the order if the items are still in stock. You will get an email either way.',
    /** The buyer cancelled: the shop only refunds, as its cancellation terms say (a paid order's binding price). */
    closedWithMoneyRefundOnly:
      'The {{received}} you sent is kept for you: once it is confirmed on the Bitcoin network, the shop refunds it as its cancellation terms say. You will get an email with a link to give your Bitcoin address.',
    reorganised: 'The block holding your payment was replaced; waiting for it to confirm again.',
    /** What the payment watcher and the refund sweep do with money sent to a closed order (decision 267). */
    lateMoney:
      'Bitcoin sent to this address after the order closed is not lost: the shop still watches this address until {{until}}. Once such a payment is confirmed, you get an email with a link to give your Bitcoin address for its refund; if it pays the whole order and the items are still in stock, the shop may honour the order and ship them instead.',
    /** The buyer cancelled: their cancel was a choice, so money sent later only goes back. */
    lateMoneyRefundOnly:
      'Bitcoin sent to this address after you cancelled is not lost: the shop still watches this address until {{until}}. Once such a payment is confirmed, you get an email with a link to give your Bitcoin address for its refund.',
  },
  error: {
    shopAgain: 'Shop again',
    orderStatus: 'Order Status:',
    goBack: 'Go Back',
  },
  state: {
    againTitle: 'Waiting for confirmation again',
    receivedTitle: 'Payment received — waiting for confirmation',
    receivedText:
      'We have seen your payment on the Bitcoin network ({{seen}} of {{required}} confirmations). This page updates by itself.',
    confirmedTitle: 'Payment confirmed',
    confirmedText: 'Thank you! Your payment is confirmed and your order is being prepared.',
    timedOutTitle: 'Order timed out',
    cancelledTitle: 'Order cancelled',
    expiredTitle: 'Payment time has expired',
  },
  irreversible: 'Cryptocurrency transactions are irreversible.',
  sendAdvice:
    'Send exactly the amount shown to this address only, from a wallet you control; payments sent to a wrong address or on another network cannot be recovered.',
  rate: {
    heading: 'Exchange rate',
    perBtc: '1 BTC = {{amount}}',
    lockedAt: 'Locked when you placed the order ({{at}}). ',
    holdsUntil: 'It holds until {{until}} (your time), while this payment window is open.',
    fixed: 'The BTC amount of this order was fixed at this rate.',
  },
  overpaid: {
    text: "You sent {{amount}} BTC more than the order's total.",
    afterConfirmation: 'Once your payment is confirmed, we will contact you by email about returning it.',
    now: 'We will contact you by email about returning it.',
  },
  pay: {
    partPaid: 'We received {{received}} of {{expected}}. Please send the rest: {{due}} BTC.',
    dueInAed: 'That is {{amount}} at the rate locked for this order.',
    orCancel:
      'Or stop here: cancel the order, and what you have sent comes back to you once it is confirmed (we email you a link to give your Bitcoin address).',
    cancelAndRefund: 'Cancel and get a refund',
    failed: 'A payment to this order left the network before it was confirmed. {{due}} BTC is still due.',
    amount: 'Amount',
    amountDue: 'Amount due',
    copyAmount: 'Copy amount',
    amountCopied: 'Amount copied!',
    timeLeft: 'Time left to pay',
    openInWallet: 'Open in wallet',
    advice:
      'Send exactly this amount in <strong>one transaction</strong>. An exchange may take its withdrawal fee from the amount you send, so a little less arrives: a shortfall of up to {{percent}} % still counts as paid in full.',
    binding:
      'Once your payment reaches us, the price is binding: if you then cancel, we refund the lower of the order’s value when you paid and when you cancel, less a {{fee}} % fee.',
    adviceNoTolerance:
      'Send exactly this amount in <strong>one transaction</strong>. An exchange may take its withdrawal fee from the amount you send: make sure this full amount arrives, or the order waits for the rest.',
    address: 'Bitcoin address',
    copyAddress: 'Copy address',
    addressCopied: 'Address copied!',
    checkPayment: 'Check Payment',
    qrLabel: 'QR code of the payment request',
    scan: 'Scan with your wallet: it fills in the address and amount.',
  },
  copyFailed: 'Could not copy. Please select the text and copy it.',
  summary: {
    heading: 'Your order',
    qty: 'Qty {{quantity}}',
    subtotal: 'Sub-total',
    vat: 'VAT',
    shipping: 'Shipping',
    serviceCharge: 'Service charge ({{percent}}%)',
    total: 'Total',
  },
  receipt: {
    heading: 'Receipt',
    order: 'Order',
    received: 'Received',
    receivedValue: '{{received}} of {{expected}}',
    delivery: 'Delivery',
    expected: 'Expected {{earliest}} – {{latest}}',
    transaction: 'Transaction',
    viewOrder: 'View your order',
    confirmations_one: '{{count}} confirmation',
    confirmations_other: '{{count}} confirmations',
  },
  tx: {
    unconfirmed: 'Waiting for confirmation',
    confirmed: 'Confirmed',
    dropped: 'Left the network (not counted)',
  },
} as const
