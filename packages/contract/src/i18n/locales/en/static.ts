/** The About, FAQs and Terms pages, and the not-found and maintenance screens. */
export default {
  home: 'Home',
  serviceChargeExplained:
    "Every order carries a service charge of {{percent}} % of its subtotal: the items' prices times their quantities, before VAT and shipping, rounded to the nearest fils. It is the shop's fee for handling your order and its Bitcoin payment, charged once per order; no VAT is added to it. It is shown on its own line in the cart, at checkout, on the payment page and in every order mail, and it is part of the total you pay.",
  about: {
    title: 'About Us',
    eyebrow: 'Our story',
    lead: '{{site}} brings together two things people in the UAE trust to hold value and to get things done: precious metals and great technology. We sell investment-grade gold and silver and the latest smartphones, priced in dirhams and paid in Bitcoin.',
    story:
      'We started with a simple idea: buying a gold bar with cryptocurrency should be as clear as buying it over the counter in the souk. So every price is shown in AED, every order gets its own payment address and countdown, and every delivery within the UAE is fully insured to your door.',
    valuesTitle: 'What we stand for',
    values: {
      certified: {
        title: 'Certified bullion',
        text: '24-karat gold bars of 99.99% purity (99.9% for the 10 tola bar), gold coins as their mints strike them (24 karat, 99.99%, or 22 karat, 91.67%, for the Krugerrand and the American Gold Eagle) and silver of 99.9% or 99.99%, from established refiners and mints. Every product page states its purity, and every bar comes with its certificate.',
      },
      pricing: {
        title: 'Live, open pricing',
        text: 'Bars and coins priced by weight follow the live metal price per gram plus a fixed making charge; collector editions have a fixed price. Every price is shown in AED.',
      },
      bitcoin: {
        title: 'Paid in Bitcoin',
        text: 'A unique address for every order, the amount in BTC and a countdown: paying is as simple as scanning a code.',
      },
      phones: {
        title: 'The latest phones',
        text: 'New, sealed flagship smartphones with the manufacturer’s warranty, next to your bars and coins.',
      },
    },
    readyTitle: 'Ready to start?',
    shopAll: 'Shop all products',
    contactUs: 'Contact us',
  },
  faq: {
    title: 'FAQs',
    heading: 'Frequently Asked Questions',
    lead: 'Payment, delivery, purity and warranty: the answers to what shoppers ask us most.',
    stillQuestion: 'Still have a question?',
    contactUs: 'Contact us',
    items: {
      methods: {
        question: 'Which payment methods do you accept?',
        answer:
          'We accept cryptocurrency only. Bitcoin (BTC) is available today; Ethereum (ETH) and USDT are coming soon. We do not accept cards, bank transfers or cash.',
      },
      howToPay: {
        question: 'How do I pay with Bitcoin?',
        answer:
          'After you place your order we show a unique Bitcoin address, the exact amount in BTC and a QR code. Send the amount from any wallet before the countdown ends; the page updates by itself when your payment is seen and confirmed.',
      },
      split: {
        question: 'Can I split one payment across several cryptocurrencies?',
        answer:
          'No. Each order is paid with one cryptocurrency in one transaction or more to the same address. Mixing coins within one order is not possible.',
      },
      timeToPay: {
        question: 'How long do I have to pay?',
        answer:
          'You have one hour from placing the order, or 24 hours for a large order (one that needs an identity check), counted from the approval of your identity. If you send less than the amount due, you have two more hours to pay the rest, at the same BTC amount. The payment page and the mail say until when.',
      },
      whyAed: {
        question: 'Why is the price in AED when I pay in Bitcoin?',
        answer:
          'Our products are priced in UAE dirhams. When you place an order we convert the total to BTC at the current rate and hold that amount for your payment window.',
      },
      refund: {
        question: 'Can I get a refund on a crypto payment?',
        answer:
          'Crypto payments are final. If an item qualifies for a return under our terms (defective or damaged goods reported within {{days}} days of delivery), the refund is paid in cryptocurrency at the rate current on the day of the refund.',
      },
      international: {
        question: 'Do you ship internationally?',
        answer: 'No. We deliver within the United Arab Emirates only; there is no international shipping.',
      },
      delivery: {
        question: 'How is my order delivered?',
        answer:
          'Every order travels fully insured to the saved address you choose at checkout, pinned on the map so the courier finds you first time.',
      },
      shippingCost: {
        question: 'How much does shipping cost?',
        answer:
          'Shipping is shown on each product page before you buy. Many items ship free; any charge appears in your cart and at checkout.',
      },
      serviceCharge: {
        question: 'What is the {{percent}} % service charge?',
      },
      goldPurity: {
        question: 'How pure is your gold?',
        answer:
          'Our gold bars are 24 karat, 99.99% (999.9) fine gold, except the 10 tola bar, which is 99.9% (999.0). The Britannia and Maple Leaf coins are 24 karat, 99.99% too; the Krugerrand and the American Gold Eagle are 22 karat, 91.67% (916.7), and hold one troy ounce of fine gold in a heavier coin. Every product page states its purity, and these two coins their fine gold content too.',
      },
      silverPurity: {
        question: 'How pure is your silver?',
        answer:
          'Our silver is 99.9% (999) fine, and the Canadian Maple Leaf and the Perth Mint lunar coin 99.99% (999.9). Every product page states its purity, and every silver bar comes with its certificate from the refiner.',
      },
      certificates: {
        question: 'Do your bars come with certificates?',
        answer:
          'Yes. Minted bars are sealed in assay cards or blisters carrying their serial number and certificate of authenticity. Keep them sealed to preserve resale value.',
      },
      priceChanges: {
        question: 'Why do gold and silver prices change?',
        answer:
          'Bars and coins priced by weight follow the live metal price per gram shown at the top of every page, plus a fixed making charge; collector editions, such as the lunar bar and coin, have a fixed price. The price you see at checkout is the one you pay.',
      },
      vat: {
        question: 'Is VAT charged on gold and silver?',
        answer:
          'Investment gold and silver of 99% purity or more is zero-rated for UAE VAT. Other products, including smartphones, carry the standard 5% VAT, included in every price we show.',
      },
      warranty: {
        question: 'Do smartphones come with a warranty?',
        answer:
          "Yes. Every smartphone is new, sealed and covered by the manufacturer's warranty, usually one year, honoured by the brand's service centres in the UAE.",
      },
      loyalty: {
        question: 'Do you have a loyalty program?',
        answer: 'Not at the moment. We keep our prices and making charges low for every customer instead.',
      },
      sellBack: {
        question: 'Do you buy gold and silver back?',
        answer:
          "Yes. Each gold and silver product page shows today's buy-back price. Signed in, ask for a quote for the pieces you hold: we hold its price while we accept it, you ship or bring the pieces, we inspect them and pay you in bitcoin to your own address or in cash.",
      },
      bulk: {
        question: 'Do you offer discounts on bulk orders?',
        answer:
          'Yes. Coins and bars with volume pricing show a table of unit prices on their page: from the quantity shown, each unit of that line costs less, in the cart, at checkout and on the invoice. For larger quantities than the table covers, contact us through the contact page and we will prepare a quote.',
      },
      account: {
        question: 'Do I need an account to order?',
        answer:
          'Yes. You can browse and fill your cart as a visitor, then sign in or register to check out. You must be at least {{age}} years old to buy.',
      },
      cancel: {
        question: 'Can I cancel my order?',
        answer:
          'You can cancel an order from your profile while it is waiting for payment or being processed. Once it has shipped it can no longer be cancelled. Once paid, its price is binding: cancelling refunds the lower of its value when you paid and when you cancel, less a {{fee}} % fee.',
      },
      track: {
        question: 'How can I track my order?',
        answer: 'Your profile lists every order with its status, from payment to delivery.',
      },
    },
  },
  terms: {
    title: 'Terms & Conditions',
    sectionsNav: 'Sections',
    contactUs: 'Contact Us',
    sections: {
      seller: {
        title: 'The Seller',
        p1: '{{site}} is operated by the company below, which sells every product on this site and issues your receipt.',
      },
      generalTerms: {
        title: 'General Terms',
        p1: 'These terms apply to every purchase from {{site}}. By placing an order you confirm that you have read and accept them.',
        p2: 'You must be over {{age}} years of age to register an account or buy from us. We may refuse or cancel any order where we cannot confirm this.',
        p3: 'Product descriptions, images and prices are given in good faith. The price of bullion priced by weight follows the live metal price and may change until your order is placed; the total shown when you place your order is the one you pay.',
      },
      payments: {
        title: 'Payments',
        p1: 'Prices are shown in UAE dirhams (AED). Payment is accepted in cryptocurrency only, currently Bitcoin; Ethereum and USDT are coming soon.',
        p3: 'When you place an order we convert its total to cryptocurrency at the current rate and give you a unique payment address and a payment window. An order that is not paid in full within its window is cancelled and its items released.',
        p4: 'All cryptocurrency payments are final. Blockchain transactions cannot be reversed, so check the amount and address before you send a payment.',
        bindingPrice:
          'Once your payment has reached us, in the network or confirmed, the price of your order is binding. You may still cancel it before it ships: we then refund the lower of its value when you paid and when you cancel, less a {{fee}} % cancellation fee, once your payment is confirmed. An order part paid and cancelled is refunded every satoshi that arrived.',
      },
      shipping: {
        title: 'Shipping',
        p1: 'We deliver within the United Arab Emirates only; we do not ship internationally.',
        p2: 'Orders ship once their payment is confirmed on the blockchain. Every shipment is insured until it is handed over at the address you chose at checkout. Any shipping charge is shown before you pay.',
      },
      returnsAndRefunds: {
        title: 'Returns and Refunds',
        p1: 'We accept returns of defective or damaged goods reported within {{days}} days of delivery. Bullion must be returned in its original, sealed packaging with its certificate.',
        p2: 'Because their price follows the metal market, gold and silver that are neither defective nor damaged cannot be returned.',
        p3: 'Approved refunds are paid in cryptocurrency at the exchange rate current on the day of the refund, which may differ from the rate on the day you paid.',
        p4: 'To return an item, open the order in your account and choose Return items: say what is wrong and add photos. Once we accept, send the items back; when they arrive we issue a credit note for exactly those items, and you claim the refund to a Bitcoin address of your own. Shipping is not refunded.',
      },
      privacy: {
        title: 'Privacy',
        p1: 'We collect only what we need to run your account and deliver your orders: your name, email address, delivery addresses and phone numbers, and your order history.',
        p2: 'We never sell your personal data. We share it only with the courier delivering your order and where the law requires us to.',
        p3: 'For an order that reaches the identity threshold, alone or with your orders of the last 30 days, we ask for your Emirates ID (both sides) or the photo page of your passport, as photos or a PDF, as UAE rules for dealers in precious metals require. The files are stored encrypted, opened only by the owner and the staff who check identities (each opening is logged), and deleted five years after the last change to any of your orders. When we approve them we record the name, document number and date of birth they show, which your invoices and later checks rely on; that record stays with your account.',
      },
      contact: {
        title: 'Contact',
        p1: 'Questions about these terms or an order? Write to us through our contact page and we will reply by email.',
      },
    },
  },
  notFound: {
    title: 'Page not found',
    eyebrow: 'Error 404',
    heading: 'Hey Buddy',
    text: "We can't seem to find the page you are looking for. It may have moved, or the link may be mistyped.",
    goHome: 'Go Home',
  },
  maintenance: {
    title: 'Under maintenance',
    heading: "We'll be back soon",
    text: 'The site is under maintenance. Please check back later.',
  },
} as const
