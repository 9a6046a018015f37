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
    vat: 'VAT {{percent}}%',
    freeShipping: ' · Free shipping',
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
} as const
