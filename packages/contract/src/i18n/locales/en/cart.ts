/** Texts of the cart page and of the notices when the cart is checked against live stock and prices. */
export default {
  title: 'Your Cart',
  breadcrumb: {
    home: 'Home',
    cart: 'Cart',
  },
  empty: {
    title: 'Your cart is empty',
    text: 'Browse our gold, silver and smartphones and add what you like.',
  },
  continueShopping: 'Continue Shopping',
  items: 'Items',
  loading: 'Loading your cart…',
  checking: 'Checking prices and stock…',
  checkFailed:
    'We could not check the latest prices and stock. They are checked again when you place your order.',
  columns: {
    product: 'Product',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    total: 'Total',
  },
  line: {
    unitPrice: 'Unit price: ',
    total: 'Total: ',
    remove: 'Remove {{name}}',
    removed: 'Product removed from cart',
    vat: 'incl. VAT {{percent}}%',
    noVat: 'No VAT',
    freeShipping: ' · Free shipping',
    volumeTier: ' · {{percent}}% off from {{from}} units',
  },
  summary: {
    title: 'Order Summary',
    totalToPay: 'Total to pay',
    deliverTo: 'Deliver to',
    serviceCharge:
      'Includes a {{percent}}% service charge on the sub-total. Checkout will ask exactly <0>{{total}}</0>, paid in bitcoin.',
    proceed: 'Proceed to Checkout',
    paidInBitcoin: 'Paid in Bitcoin at checkout · insured delivery',
  },
  notices: {
    noLongerAvailable: 'A product in your cart is no longer available and has been removed.',
    outOfStockRemoved: '{{name}} is out of stock and has been removed from your cart.',
    quantityLowered_one: 'Only {{count}} of {{name}} left: the quantity in your cart was lowered.',
    quantityLowered_other: 'Only {{count}} of {{name}} left: the quantity in your cart was lowered.',
  },
  /** A closed order's lines put back in the cart as they were bought (docs/decisions/267). */
  putBack: {
    button: 'Put these items back in the cart',
    adding: 'Putting the items back…',
    noneAdded: 'None of these items could be put back in your cart:',
    someNotAdded: 'Some items of your order could not be put back in your cart:',
    gone: '{{name}}: no longer sold',
    changed: '{{name}}: no longer sold with the options you chose',
    outOfStock: '{{name}}: out of stock',
    paused: '{{name}}: its price is paused until a fresh metal price is known',
    atLimit: '{{name}}: your cart already holds as many as one order may',
    lowered_one: '{{name}}: only {{count}} put back, the most one order may hold now',
    lowered_other: '{{name}}: only {{count}} put back, the most one order may hold now',
  },
  /** docs/architecture.md#identity-checks-for-large-orders: what the shop's limits mean, told before Place Order. */
  limits: {
    identityNeeded:
      'An order of {{threshold}} or more (with your orders of the last {{days}} days) needs an identity check: after you place it, we ask for your Emirates ID (both sides) or your passport, and the payment opens once we have approved it, with {{hours}} hours to pay.',
    overCapUntilVerified:
      'Unpaid orders may total at most {{limit}} until your identity is verified. Once we have checked your Emirates ID or passport, you may order up to {{verifiedLimit}}: place a smaller order first (we ask for your document then), or contact us.',
    overCap:
      'Unpaid orders may total at most {{limit}}; this order would bring yours to {{total}}. Pay or cancel an order first, or contact us.',
    tooManyOpenOrders_one:
      'You have {{count}} unpaid order, the most one account may hold. Pay or cancel it before placing another.',
    tooManyOpenOrders_other:
      'You have {{count}} unpaid orders, the most one account may hold. Pay or cancel one before placing another.',
    contact: 'Contact us',
    yourOrders: 'Your orders',
  },
} as const
