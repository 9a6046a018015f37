/** Texts of the checkout page: the summary, the payment method, the confirmation and Place Order. */
export default {
  loadingCart: 'Loading your cart…',
  title: 'Checkout',
  breadcrumb: {
    home: 'Home',
    cart: 'Cart',
    checkout: 'Checkout',
  },
  loadProductsFailed: 'Error loading products. Please try again later.',
  summary: {
    heading: 'Order Summary',
  },
  details: {
    heading: 'Order Details',
    totalToPay: 'Total to pay',
    confirm:
      'I accept the <terms>Terms</terms>, I am 18 or older, and I understand that bitcoin payments cannot be reversed.',
    placing: 'Placing Order...',
  },
  method: {
    heading: 'Payment Method',
    comingSoon: 'Coming soon',
    BTC: 'Bitcoin (BTC)',
    ETH: 'Ethereum (ETH)',
    USDT: 'Tether (USDT)',
  },
  shipping: {
    heading: 'Delivery',
    standard: 'Standard delivery',
    standardHint: 'Priced for your address’s emirate, as shown in the summary.',
    express: 'Express delivery',
    expressHint: '{{price}}, within {{days}} working days of payment.',
  },
  problems: {
    cartEmpty: 'No items in cart.',
    addressNotFound: 'Selected address not found.',
    selectShippingAddress: 'Please select a shipping address.',
    confirmRequired:
      'Please confirm that you accept the Terms, are 18 or older, and understand that bitcoin payments cannot be reversed.',
  },
  placeOrder: 'Place Order',
  placed: 'Order placed successfully',
  placementFailed: 'Order placement failed',
  failed: {
    title: 'Order failed',
    text: 'Order failed! Something went wrong. Please try again.',
    ok: 'OK',
  },
  outOfStock: {
    title: 'Not enough stock',
    text: 'Please lower the quantity or remove these items from your cart.',
    line: '{{product}} does not have enough stock. Available: {{available}}.',
  },
  priceChanged: {
    title: 'Prices have changed',
    text: 'Prices have changed. Please review your order.',
    cancel: 'Cancel',
    confirm: 'Confirm and Place Order',
  },
} as const
