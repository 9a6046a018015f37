import {
  MIN_CUSTOMER_AGE_YEARS,
  RETURN_WINDOW_DAYS,
  SERVICE_CHARGE_EXPLAINED,
  SERVICE_CHARGE_PERCENT,
} from '@shop/contract'

/**
 * docs/product.md#for-shoppers FAQ: 20 questions covering crypto-only payment, no international shipping, gold 24k
 * (99.99%), silver 99.9% with certification, manufacturer warranty, no loyalty program, bulk discounts through
 * sales, one crypto per transaction; and a 21st, what the service charge every order carries is.
 */
export const FAQ_ITEMS: { question: string; answer: string }[] = [
  {
    question: 'Which payment methods do you accept?',
    answer:
      'We accept cryptocurrency only. Bitcoin (BTC) is available today; Ethereum (ETH) and USDT are coming soon. We do not accept cards, bank transfers or cash.',
  },
  {
    question: 'How do I pay with Bitcoin?',
    answer:
      'After you place your order we show a unique Bitcoin address, the exact amount in BTC and a QR code. Send the amount from any wallet before the countdown ends; the page updates by itself when your payment is seen and confirmed.',
  },
  {
    question: 'Can I split one payment across several cryptocurrencies?',
    answer:
      'No. Each order is paid with one cryptocurrency in one transaction or more to the same address. Mixing coins within one order is not possible.',
  },
  {
    question: 'How long do I have to pay?',
    answer:
      'You have one hour from placing the order. If you send less than the amount due, you have two more hours to pay the rest, at the same BTC amount.',
  },
  {
    question: 'Why is the price in AED when I pay in Bitcoin?',
    answer:
      'Our products are priced in UAE dirhams. When you place an order we convert the total to BTC at the current rate and hold that amount for your payment window.',
  },
  {
    question: 'Can I get a refund on a crypto payment?',
    answer: `Crypto payments are final. If an item qualifies for a return under our terms (defective or damaged goods reported within ${RETURN_WINDOW_DAYS} days of delivery), the refund is paid in cryptocurrency at the rate current on the day of the refund.`,
  },
  {
    question: 'Do you ship internationally?',
    answer: 'No. We deliver within the United Arab Emirates only; there is no international shipping.',
  },
  {
    question: 'How is my order delivered?',
    answer:
      'Every order travels fully insured to the saved address you choose at checkout, pinned on the map so the courier finds you first time.',
  },
  {
    question: 'How much does shipping cost?',
    answer:
      'Shipping is shown on each product page before you buy. Many items ship free; any charge appears in your cart and at checkout.',
  },
  {
    question: `What is the ${SERVICE_CHARGE_PERCENT} % service charge?`,
    answer: SERVICE_CHARGE_EXPLAINED,
  },
  {
    question: 'How pure is your gold?',
    answer:
      'Our gold bars and coins are 24 karat, 99.99% (999.9) fine gold from LBMA-accredited refiners and sovereign mints.',
  },
  {
    question: 'How pure is your silver?',
    answer:
      'Our silver is typically 99.9% (999) fine silver, and every bar and coin comes with its certification from the refiner or mint.',
  },
  {
    question: 'Do your bars come with certificates?',
    answer:
      'Yes. Minted bars are sealed in assay cards or blisters carrying their serial number and certificate of authenticity. Keep them sealed to preserve resale value.',
  },
  {
    question: 'Why do gold and silver prices change?',
    answer:
      'Bullion prices follow the live metal price per gram shown at the top of every page, plus a fixed making charge. The price you see at checkout is the one you pay.',
  },
  {
    question: 'Is VAT charged on gold and silver?',
    answer:
      'Investment gold and silver of 99% purity or more is zero-rated for UAE VAT. Other products, including smartphones, carry the standard 5% VAT, shown on the product page.',
  },
  {
    question: 'Do smartphones come with a warranty?',
    answer:
      "Yes. Every smartphone is new, sealed and covered by the manufacturer's warranty, usually one year, honoured by the brand's service centres in the UAE.",
  },
  {
    question: 'Do you have a loyalty program?',
    answer: 'Not at the moment. We keep our prices and making charges low for every customer instead.',
  },
  {
    question: 'Do you offer discounts on bulk orders?',
    answer:
      'Yes. For larger quantities of bullion or phones, contact our sales team through the contact page and we will prepare a quote.',
  },
  {
    question: 'Do I need an account to order?',
    answer: `Yes. You can browse and fill your cart as a visitor, then sign in or register to check out. You must be at least ${MIN_CUSTOMER_AGE_YEARS} years old to buy.`,
  },
  {
    question: 'Can I cancel my order?',
    answer:
      'You can cancel an order from your profile while it is waiting for payment or being processed. Once it has shipped it can no longer be cancelled.',
  },
  {
    question: 'How can I track my order?',
    answer: 'Your profile lists every order with its status, from payment to delivery.',
  },
]
