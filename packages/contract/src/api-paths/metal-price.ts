export const METAL_PRICE_PATHS = {
  getAll: '/metal-price/get-all-metal-prices',
  /** Addition (admin). */
  update: '/metal-price/update-metal-price/:id',
  /** Addition (admin, docs/architecture.md#live-metal-prices): ends the owner's pin. */
  unpin: '/metal-price/unpin-metal-price/:id',
  /** Addition (docs/architecture.md#live-metal-prices): the home page's chart. */
  history: '/metal-price/get-metal-price-history',
  /** Addition (admin): which sources answer. */
  feedHealth: '/metal-price/feed-health',
} as const
