/** Texts of the live metal prices: the header's ticker (every page) and the home page's chart. */
export default {
  ticker: {
    gold: 'Gold 24K',
    silver: 'Silver',
    perGram: '{{price}}/g',
    updated: 'Updated ',
    /** Past METAL_PRICE_MAX_AGE_S the shop sells no metal: said where the time of the last price is. */
    paused: 'Prices paused',
    pausedWhy: ' — market data delayed · last price ',
  },
  /** Checkout and the product page: how fresh the metal price is, and how long a placed order's price holds. */
  freshness: {
    paused: 'Prices paused — market data delayed',
    pausedSince:
      'The last gold and silver prices are from {{time}}. Metal products can be ordered again as soon as prices are live.',
    live: 'Gold and silver prices updated {{time}}; they follow the market until you place your order.',
    held: 'Once your order is placed, its price is held for {{minutes}} minutes while you pay in bitcoin.',
  },
  chart: {
    eyebrow: 'Live market',
    title: 'Gold and Silver Prices',
    description: "The market's spot price per gram in AED over the last day, week or month.",
    metal: 'Metal',
    period: 'Period',
    metals: {
      gold: 'Gold',
      silver: 'Silver',
    },
    ranges: {
      '24h': '24 h',
      '7d': '7 d',
      '30d': '30 d',
    },
    over: {
      '24h': 'the last 24 hours',
      '7d': 'the last 7 days',
      '30d': 'the last 30 days',
    },
    loadFailed: 'The price history cannot be loaded right now.',
    loading: 'Loading prices',
    none: {
      gold: 'No gold prices recorded yet.',
      silver: 'No silver prices recorded yet.',
    },
    perGram: '/ g',
    change: 'over {{period}}',
    summary: {
      gold: 'Gold price per gram over {{period}}: from {{from}} to {{to}}',
      silver: 'Silver price per gram over {{period}}: from {{from}} to {{to}}',
    },
    highLow: 'High {{high}} · Low {{low}}',
  },
} as const
