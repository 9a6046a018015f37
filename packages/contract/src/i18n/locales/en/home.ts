/** The home page: hero, categories, how it works, featured products, testimonials. */
export default {
  hero: {
    eyebrow: 'Bullion & tech · UAE',
    // <gold> and <silver> pick out the metals' names in their colours.
    title:
      'Investment-grade <gold>gold</gold> and <silver>silver</silver>, the latest smartphones, paid in Bitcoin.',
    lead: 'Investment gold and fine silver bars and coins alongside flagship phones, priced in AED and delivered insured to your door anywhere in the UAE.',
    shopNow: 'Shop Now',
    browseCategories: 'Browse categories',
    promises: {
      certified: 'Certified & insured',
      bitcoin: 'Pay with Bitcoin',
      pricing: 'Live AED pricing',
    },
  },
  categories: {
    eyebrow: 'Shop by category',
    title: 'Product Categories',
    description: 'Gold, silver and smartphones: everything priced in AED and payable in Bitcoin.',
  },
  featured: {
    eyebrow: 'Hand-picked',
    title: 'Featured Products',
    description: 'Certified bars and coins and the latest phones, priced live in AED.',
    viewMore: 'View More Products',
  },
  howItWorks: {
    eyebrow: 'Simple & secure',
    title: 'How It Works',
    step: 'Step {{number}}: ',
    steps: {
      choose: {
        title: 'Choose your pieces',
        text: 'Browse certified gold and silver bars and coins and the latest smartphones, priced live in AED.',
      },
      pay: {
        title: 'Pay in Bitcoin',
        text: 'Place your order and send BTC to the unique address we give you. A countdown shows the time left to pay.',
      },
      receive: {
        title: 'Receive it insured',
        text: 'Once your payment is confirmed we ship, fully insured, to your saved address anywhere in the UAE.',
      },
    },
  },
  testimonials: {
    eyebrow: 'Trusted across the UAE',
    title: 'What Our Customers Say',
  },
} as const
