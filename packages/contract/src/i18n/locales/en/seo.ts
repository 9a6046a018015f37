/**
 * The page head the API writes for link previews and crawlers (title, description), in the page's language.
 * `{{site}}` is the shop's name; product and category names are written as the shop stores them.
 */
export default {
  site: {
    title: '{{site}} · Gold, Silver & Smartphones',
    description:
      'Investment-grade gold and silver bullion and the latest smartphones in the UAE. Prices in AED, paid in Bitcoin, insured delivery.',
  },
  page: {
    title: '{{name}} · {{site}}',
  },
  category: {
    description:
      '{{name}} at {{site}}: {{productCount}} products, priced in AED, paid in Bitcoin, with insured delivery in the UAE.',
  },
  productNotFound: {
    title: 'Product Not Found · {{site}}',
    description: 'This product is not available.',
  },
  categoryNotFound: {
    title: 'Category Not Found · {{site}}',
    description: "We can't seem to find the category you are looking for.",
  },
} as const
