import type { ProductFilters } from '@shop/contract'
import { and } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { pageShapeOf, pageSqlOf, type ProductPageFilter } from './product-page-shape.js'

// PostgreSQL keeps one prepared statement per name on a connection: two pages whose SQL differs must never
// share a name (the second would run the first's SQL), and pages that differ only in what was typed must
// share one (or every search would prepare a statement of its own).

const dialect = new PgDialect()
const sqlTextOf = (filter: ProductPageFilter) => {
  const { shape } = pageShapeOf(filter)
  const { conditions, order } = pageSqlOf(shape)
  const where = and(...conditions)
  const orderBy = order.map((part) => dialect.sqlToQuery(part).sql).join(', ')
  return `${shape.language} where ${where ? dialect.sqlToQuery(where).sql : ''} order by ${orderBy}`
}

const categories: Partial<ProductPageFilter>[] = [{}, { categoryId: 3 }, { categoryName: 'Gold' }]
const searches: Partial<ProductPageFilter>[] = [
  {},
  { search: 'pamp', terms: [{ word: 'pamp', alternatives: ['pamp'] }] },
  {
    search: 'pmap 1oz',
    terms: [
      { word: 'pmap', alternatives: ['pmap', 'pamp'] },
      { word: '1oz', alternatives: ['1oz'] },
    ],
  },
]
const filterSets: (ProductFilters | undefined)[] = [
  undefined,
  {},
  { metals: ['gold'] },
  { metals: [] },
  { brands: ['PAMP', 'Valcambi'] },
  { minPriceFils: 100 },
  { maxPriceFils: 100 },
  { minWeightGrams: 1, maxWeightGrams: 31.1 },
  { inStock: true },
  { inStock: false },
  { sort: 'price_asc' },
  { sort: 'price_desc', metals: ['silver'] },
  { sort: 'newest' },
  { sort: 'popular', inStock: true },
]

const pages: ProductPageFilter[] = categories.flatMap((category) =>
  searches.flatMap((search) =>
    filterSets.flatMap((filters) =>
      (['en', 'ar'] as const).map((language) => ({
        page: 1,
        limit: 20,
        language,
        ...category,
        ...search,
        filters,
      })),
    ),
  ),
)

describe('the prepared statement of a page of products', () => {
  it('has one name per SQL text, across categories, searches, filters, sorts and languages', () => {
    const textOfName = new Map<string, string>()
    const nameOfText = new Map<string, string>()
    for (const page of pages) {
      const name = pageShapeOf(page).shape.name
      const text = sqlTextOf(page)
      expect(textOfName.get(name) ?? text).toBe(text)
      expect(nameOfText.get(text) ?? name).toBe(name)
      textOfName.set(name, text)
      nameOfText.set(text, name)
      // PostgreSQL cuts a longer name to 63 bytes, and two names would become one.
      expect(name.length).toBeLessThanOrEqual(63)
    }
    expect(textOfName.size).toBeGreaterThan(100)
  })

  it('is the same for two searches of as many words, only their parameters differ', () => {
    const terms = (words: string[]) => words.map((word) => ({ word, alternatives: [word] }))
    const gold = pageShapeOf({ page: 1, limit: 20, search: 'gold bar', terms: terms(['gold', 'bar']) })
    const coin = pageShapeOf({ page: 2, limit: 20, search: 'eagle coin', terms: terms(['eagle', 'coin']) })
    expect(coin.shape.name).toBe(gold.shape.name)
    expect(coin.values).toMatchObject({ t0: ['%eagle%'], t1: ['%coin%'], whole: '%eagle coin%', offset: 20 })
  })

  it('passes what the shopper typed as parameters, LIKE wildcards escaped', () => {
    const typed = {
      page: 1,
      limit: 20,
      search: '100%_gold',
      terms: [{ word: '100%_gold', alternatives: ['100%_gold'] }],
    }
    const { values } = pageShapeOf(typed)
    expect(values.t0).toEqual(['%100\\%\\_gold%'])
    expect(values.whole).toBe('%100\\%\\_gold%')
    expect(sqlTextOf(typed)).toContain('ilike any')
    expect(sqlTextOf(typed)).not.toContain('100')
  })
})
