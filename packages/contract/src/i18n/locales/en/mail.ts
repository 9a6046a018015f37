/**
 * Every mail the API sends (the features' mail templates on apps/api/src/lib/mail-layout.ts), in the recipient's
 * language. `{{- value}}` slots take a value the mail has already made safe for HTML (an amount, an order id or
 * an address kept left to right in Arabic); every other value is escaped.
 */
export default {
  money: {
    aed: '{{amount}} AED',
    btc: '{{amount}} BTC',
  },
  time: {
    uae: '{{date}} (UAE time)',
  },
  greeting: 'Hello {{name}},',
  code: {
    line: 'Your {{what}} is {{- code}}. It expires in {{minutes}} minutes.',
    verification: {
      subject: 'Your {{shop}} verification code',
      what: 'verification code',
      closing: 'If you did not create an account, you can ignore this message.',
    },
    reset: {
      subject: 'Your {{shop}} password reset code',
      what: 'password reset code',
      closing:
        'If you did not ask to reset your password, ignore this message: your password stays as it is.',
    },
  },
  figures: {
    subtotal: 'Subtotal',
    vat: 'VAT',
    shipping: 'Shipping',
    serviceCharge: 'Service charge ({{percent}} %)',
    total: 'Total',
  },
  order: {
    payOrCheck: 'Pay or check the payment here: {{url}}',
    openPaymentPage: 'Open the payment page',
    received: 'We have received {{- received}} for your order {{- order}} ({{- total}}).',
    placed: {
      subject: 'Order {{order}} placed: complete your Bitcoin payment',
      thanks: 'Thank you for your order {{- order}} of {{- total}}.',
      amountToPay: 'Amount to pay: {{- amount}}.',
      payTo: 'Pay to: {{- address}}',
      payBefore: 'Please pay before {{- deadline}}.',
    },
    paid: {
      subject: 'Payment received for order {{order}}',
      next: 'We will confirm the order once the payment has enough confirmations.',
    },
    confirmed: {
      subject: 'Order {{order}} confirmed',
      line: 'Your payment for order {{- order}} ({{- total}}) is confirmed.',
      next: 'We are preparing your order and will let you know when it ships.',
    },
    partPaid: {
      subject: 'Part payment received for order {{order}}: {{due}} still due',
      stillDueBefore: 'Still due: {{- due}}, before {{- deadline}}; after that the order is cancelled.',
      stillDue: 'Still due: {{- due}}; after that the order is cancelled.',
      payRest: 'Pay the rest here: {{url}}',
      payRestLabel: 'Pay the rest',
    },
    failed: {
      subject: 'Payment for order {{order}} was not confirmed',
      line: 'A Bitcoin payment for your order {{- order}} left the network before it was finally confirmed (it was replaced or double spent, or the block holding it was replaced).',
      stillDue: 'Still due: {{- due}}. Your order is held for 2 hours; pay the rest to keep it.',
    },
    honoured: {
      subject: 'Order {{order}} is back on',
      line: 'Your payment for order {{- order}} ({{- total}}) arrived after its payment window had closed.',
      next: 'We have accepted it: the order is open again and will be confirmed and shipped as usual.',
    },
    shipped: {
      subject: 'Order {{order}} shipped',
      line: 'Your order {{- order}} is on its way.',
    },
    delivered: {
      subject: 'Order {{order}} delivered',
      line: 'Your order {{- order}} ({{- total}}) has been delivered.',
      thanks: 'Thank you for shopping with us.',
    },
    cancelled: {
      subject: 'Order {{order}} cancelled',
      byBuyer: 'Your order {{- order}} ({{- total}}) is cancelled as you asked.',
      byShop: 'Your order {{- order}} ({{- total}}) is cancelled by the shop.',
      byWindow:
        'Your order {{- order}} ({{- total}}) is cancelled because the rest of its payment did not arrive in time.',
      reason: 'Reason: {{reason}}',
      refund:
        'The {{- refund}} you sent will be refunded: the shop will contact you for the address to refund to, and mail you once it is sent.',
      refundBinding:
        'You had paid {{- refund}}: the price was binding once paid, so we refund the lower of the order’s value when you paid and now, less the shop’s cancellation fee. Once your payment confirms we mail you the amount and a link to give the Bitcoin address to refund it to.',
      nothingOwed: 'No payment had arrived, so nothing is owed to you.',
      lateMoney:
        'Bitcoin sent to this order’s address from now on is not lost either: the shop sees it and will refund it.',
    },
    timedOut: {
      subject: 'Order {{order}} closed: no payment in time',
      line: 'The payment window of your order {{- order}} ({{- total}}) has ended without payment, so the order is closed.',
      refund:
        'The {{- received}} you sent will be refunded: the shop will contact you for the address to refund to.',
      nothingCharged: 'Nothing was charged. You are welcome to order again.',
      late: 'If your payment is still on its way, the shop will see it when it arrives and refund it or honour the order.',
    },
    holdEnded: {
      subject: 'Order {{order}} closed: your payment did not confirm in time',
      line: 'Your payment of {{- received}} for order {{- order}} ({{- total}}) arrived but was still not confirmed by the Bitcoin network {{hours}} hours later, so the items we held for you at the locked price went back on sale and the order is closed.',
      why: 'A payment with a low network fee can wait unconfirmed for days, and can still be replaced or spent elsewhere until it confirms.',
      refund:
        'Once it confirms, the shop will refund it to you, or honour the order if the items are still in stock. Nothing more is asked of you.',
    },
    refunded: {
      subject: 'Refund sent for order {{order}}',
      line: 'The shop has refunded {{- refunded}} for your order {{- order}}.',
      note: 'Note from the shop: {{note}}',
      next: 'It may take some time for the refund to be confirmed on the Bitcoin network.',
    },
    refundClaim: {
      subject: 'Claim your refund for order {{order}}',
      line: 'The shop owes you {{- amount}} for your order {{- order}}.',
      how: 'Tell us the Bitcoin address of your own wallet to send it to. You can enter it once; the network fee is shared between the refunds sent together.',
      button: 'Claim your refund',
      link: 'Claim it here: {{- url}}',
    },
    refundPaid: {
      subject: 'Your refund for order {{order}} is on its way',
      line: 'The shop has sent {{- amount}} for your order {{- order}} to {{- address}}.',
      txid: 'Transaction: {{- txid}}',
      next: 'It may take some time for the refund to be confirmed on the Bitcoin network.',
    },
    returnRequested: {
      subject: 'We received your return request for order {{order}}',
      line: 'You asked to return {{count}} item(s) of your order {{- order}}. We will look at your request and write to you.',
      link: 'Follow it on your order page: {{- url}}',
      button: 'See your order',
    },
    returnAccepted: {
      subject: 'Your return for order {{order}} is accepted',
      line: 'We accept the return of {{count}} item(s) of your order {{- order}}. Please send them back in their packaging.',
      note: 'From the shop: {{- note}}',
      next: 'Once we receive them, we will issue a credit note and you will be able to claim your refund in bitcoin.',
      button: 'See your order',
    },
    returnRefused: {
      subject: 'Your return for order {{order}} was not accepted',
      line: 'We could not accept the return of items of your order {{- order}}.',
      note: 'From the shop: {{- note}}',
      next: 'Reply to this mail if you would like to talk about it.',
      button: 'See your order',
    },
    returnReceived: {
      subject: 'We received your returned items of order {{order}}',
      line: 'We received the items you returned from your order {{- order}}. We credit you {{- credit}}.',
      next: 'A separate mail brings the link to claim your refund in bitcoin.',
      button: 'See your order',
    },
  },
  contact: {
    subject: 'Contact form: {{subject}}',
    from: 'From: {{sender}}',
    subjectLine: 'Subject: {{subject}}',
  },
  lowStock: {
    subject: 'Low stock: {{name}} ({{sku}}), {{left}}',
    outOfStock: 'out of stock',
    left: '{{stock}} left',
    line: '{{name}} (SKU {{sku}}) is down to {{stock}} in stock, at or below its low-stock level of {{threshold}}.',
    once: 'You will not be mailed about it again until its stock rises above that level.',
    restock: 'Restock it here: {{url}}',
    open: 'Open its stock page',
  },
  paymentAlert: {
    subjectConfirmedAgain: 'Payment for {{status}} order {{order}} confirmed again',
    subjectGone: 'Alert: payment for {{status}} order {{order}} is gone',
    subjectUnconfirmed: 'Alert: payment for {{status}} order {{order}} unconfirmed',
    paymentUnconfirmed:
      'The payment for order {{- order}} ({{status}}) is unconfirmed again: the block holding it left the best chain.',
    paymentGone:
      'The payment for order {{- order}} ({{status}}) is gone: its transaction left the chain in a reorganisation.',
    paymentConfirmedAgain: 'The payment for order {{- order}} ({{status}}) is confirmed again.',
    amounts: 'Expected {{- expected}}; counted on the chain now {{- counted}}.',
    check:
      'The order keeps its status. Check the order in the back office before shipping anything else to this buyer.',
  },
  backInStock: {
    subject: 'Back in stock: {{name}}',
    line: '{{name}} is back in stock at {{shop}}, as you asked us to tell you.',
    notHeld: 'Stock is limited and is not held for you: it is yours once an order for it is placed.',
    once: 'This is the one mail for your request; ask again on the product page to hear of the next restock.',
    see: 'See {{name}}',
    seeHere: 'See it here: {{url}}',
  },
  sellBack: {
    subject: {
      accepted: 'Your sell-back of {{name}} is accepted',
      refused: 'Your sell-back of {{name}} is not accepted',
      received: 'We received your {{name}}',
      claim: 'Claim the bitcoin for your {{name}}',
      paidCash: 'We paid you for your {{name}}',
      paidBitcoin: 'Your bitcoin for {{name}} is on its way',
    },
    accepted: 'We accept your quote: {{count}} × {{- name}} at {{- total}}. The price is held for you.',
    refused: 'We cannot buy back your {{- name}} this time.',
    received: 'Your {{count}} × {{- name}} arrived and passed our inspection. We pay {{- total}}.',
    claim:
      'We pay {{- total}} in bitcoin: {{- amount}} at today’s rate. Give us the address of a wallet you control and we send it with our next payout.',
    claimHere: 'Give your address here: {{- url}}',
    paidCash: 'We paid you {{- total}} in cash for your {{count}} × {{- name}}.',
    paidBitcoin: 'We sent {{- amount}} to {{- address}} for your {{- name}}.',
    txid: 'Transaction: {{- txid}}',
    note: 'Our note: {{- note}}',
    seeQuotes: 'Your quotes: {{- url}}',
    button: 'See your quotes',
    claimButton: 'Claim your bitcoin',
  },
  priceAlert: {
    subject: 'Price alert: {{name}} is now {{current}}, below {{target}}',
    line: '{{name}} is now {{- current}}, below the {{- target}} you asked us to watch for.',
    once: 'We mail you once each time the price falls below your target: if it rises back to the target and falls again, we mail you again.',
    notHeld: 'Prices follow the market and are not held for you: the price at checkout is the one you pay.',
    seeMetal: 'See {{name}} products',
    seeProduct: 'See {{name}}',
    seeHere: 'See it here: {{- url}}',
    stop: 'Stop this price alert',
    stopHere: 'To stop this alert, open: {{- url}}',
    perGram: '{{- amount}} per gram',
    metal: {
      gold: 'Gold',
      silver: 'Silver',
    },
  },
  ownerFooter:
    'Thank you for shopping with Aurum & Byte. A question about an order? Reply to this mail or write to us through the contact page of our site.',
  footer: {
    tradeLicence: 'Trade licence: {{- value}}',
    trn: 'TRN (VAT): {{- value}}',
    phone: 'Phone: {{- value}}',
    email: 'Email: {{- value}}',
  },
  identity: {
    needed: {
      subject: 'Order {{order}} placed: we need to check your identity',
      thanks: 'Thank you for your order {{- order}} of {{- total}}.',
      why: 'For an order of this size the law asks us to check the buyer’s identity before taking payment. Please upload your Emirates ID (both sides) or your passport. Your items are reserved meanwhile.',
      deadline: 'If we cannot check it by {{- deadline}}, the order is closed and nothing is charged.',
      upload: 'Upload your document here: {{- url}}',
      button: 'Upload your document',
    },
    approved: {
      subject: 'Identity confirmed: complete the payment of order {{order}}',
      line: 'Thank you: your identity is confirmed and your order {{- order}} of {{- total}} is ready for payment.',
    },
    rejected: {
      subject: 'Order {{order}} cancelled: identity not confirmed',
      line: 'We could not confirm your identity from the documents sent, so your order {{- order}} ({{- total}}) is cancelled.',
      next: 'Nothing was charged. You are welcome to order again with a clear copy of a valid document.',
    },
    windowEnded: {
      subject: 'Order {{order}} closed: identity check not completed',
      line: 'The identity check of your order {{- order}} ({{- total}}) was not completed in time, so the order is closed and its items released.',
      next: 'Nothing was charged. You are welcome to order again.',
    },
  },
  staff: {
    invitation: {
      subject: 'You are invited to the {{shop}} back office',
      line: '{{inviter}} invites you to work in the back office of {{shop}} as {{role}}.',
      how: 'Open the link below to choose your password; you are then signed in.',
      deadline: 'The link works once, until {{- deadline}}.',
      open: 'Accept the invitation: {{- url}}',
      button: 'Accept the invitation',
      closing: 'If you did not expect this, ignore this message: nothing changes.',
    },
    role: {
      owner: 'owner',
      manager: 'manager',
      fulfilment: 'fulfilment (packing and shipping)',
      accountant: 'accountant',
      compliance: 'compliance (identity checks)',
    },
  },
} as const
