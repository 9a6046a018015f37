import { SEARCH_MAX_TERMS, SOLD_ORDER_STATUSES, type ProductFilters } from '@shop/contract'
import type { Language } from '@shop/contract/i18n'
import { asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { escapeLikePattern } from '../../db/like-pattern.js'
import { shownListPriceSql } from '../../db/shown-price.js'
import { categories, metalPrices, products } from '../../db/schema/index.js'
import type { SearchTerm } from './search-terms.js'

// A page of products is one prepared statement per shape (docs/decisions/138): which conditions it has and
// how it is sorted make the SQL text; every value a shopper typed is a parameter. The shape names the
// statement, so the same kind of page is built by drizzle once per process and planned by PostgreSQL once
// per connection, whatever was searched.

/** What a page of products asks: its category, search, filters, sort, language and paging. */
export interface ProductPageFilter {
  /** The language names and descriptions are answered in (English when absent). */
  language?: Language | undefined
  categoryId?: number | undefined
  /** The category's name in any letter case (the lower(name) index answers it). */
  categoryName?: string | undefined
  /** The whole search as typed: with `terms`, a product whose name holds it comes first. */
  search?: string | undefined
  /** The search as words, each matching any of its alternatives (search-terms.ts); all must match. */
  terms?: readonly SearchTerm[] | undefined
  /** Filters and sort (docs/decisions/067, 068). */
  filters?: ProductFilters | undefined
  page: number
  limit: number
}

/**
 * The product's metal: the metal its price follows, else the shop's Gold or Silver category it sits in (a
 * fixed-price gold bar is still gold to a buyer filtering by metal).
 */
const metalOfSql = sql`coalesce(${metalPrices.metalType}, case when lower(${categories.name}) in ('gold', 'silver') then lower(${categories.name}) end)`

/** Brand values of the product (its Brand attributes), as one text. */
const brandsText = sql`(select string_agg(a.value, ' ') from product_attributes a
  where a.product_id = products.id and lower(a.attribute_type) = 'brand')`

/**
 * What a search word is looked for in: name, SKU, brand, metal, category and description, in English and
 * Arabic alike, whatever the page's language (a shopper may type either).
 */
const searchDocument = sql`concat_ws(' ', ${products.name}, ${products.nameAr}, ${products.sku}, ${brandsText}, ${metalPrices.metalType}, ${categories.name}, ${categories.nameAr}, ${products.description}, ${products.descriptionAr})`

/** Units of the product in paid orders that were not cancelled or refunded (docs/decisions/068). */
const unitsSold = sql`(select coalesce(sum(oi.quantity), 0) from order_items oi join orders o on o.id = oi.order_id
  where oi.product_id = products.id and o.status in (${sql.join(
    SOLD_ORDER_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  )}))`

const containing = (text: string) => `%${escapeLikePattern(text)}%`

/**
 * The category a URL names: by its English name or its Arabic one, in any letter case; never a hidden one
 * (docs/decisions/207).
 */
const categoryNamed = (name: string | Placeholder): SQL =>
  sql`((lower(${categories.name}) = lower(${name}) or lower(${categories.nameAr}) = lower(${name})) and not ${categories.hidden})`

/**
 * One optional condition of a page: the parameter's value when the page has it (undefined: absent), and
 * the condition on its placeholder. `code` stands for it in the statement's name (PostgreSQL keeps 63
 * characters of a name).
 */
interface PagePart {
  code: string
  value(filter: ProductPageFilter): unknown
  condition(value: Placeholder): SQL
}

/** Nonempty lists only: an empty list of metals or brands filters nothing. */
const listOrAbsent = <T>(list: readonly T[] | undefined) => (list && list.length > 0 ? list : undefined)

const PAGE_PARTS: readonly PagePart[] = [
  {
    code: 'i',
    value: (filter) => filter.categoryId,
    condition: (id) => eq(products.categoryId, id),
  },
  { code: 'n', value: (filter) => filter.categoryName, condition: categoryNamed },
  // Each searched word, as any of its alternatives (search-terms.ts).
  ...Array.from({ length: SEARCH_MAX_TERMS }, (_, index): PagePart => ({
    code: `t${index}`,
    value: (filter) => filter.terms?.[index]?.alternatives.map(containing),
    condition: (patterns) => sql`${searchDocument} ilike any (${patterns}::text[])`,
  })),
  {
    code: 'm',
    value: (filter) => listOrAbsent(filter.filters?.metals),
    condition: (metals) => sql`${metalOfSql} = any (${metals}::text[])`,
  },
  {
    code: 'b',
    value: (filter) => listOrAbsent(filter.filters?.brands)?.map((brand) => brand.toLowerCase()),
    condition: (brands) => sql`exists (select 1 from product_attributes a where a.product_id = products.id
      and lower(a.attribute_type) = 'brand' and lower(a.value) = any (${brands}::text[]))`,
  },
  {
    code: 'p',
    value: (filter) => filter.filters?.minPriceFils,
    condition: (fils) => sql`${shownListPriceSql} >= ${fils}`,
  },
  {
    code: 'q',
    value: (filter) => filter.filters?.maxPriceFils,
    condition: (fils) => sql`${shownListPriceSql} <= ${fils}`,
  },
  {
    code: 'w',
    value: (filter) => filter.filters?.minWeightGrams,
    condition: (grams) => sql`${products.weightGrams} >= ${grams}`,
  },
  {
    code: 'x',
    value: (filter) => filter.filters?.maxWeightGrams,
    condition: (grams) => sql`${products.weightGrams} <= ${grams}`,
  },
  {
    code: 'k',
    value: (filter) => (filter.filters?.inStock ? true : undefined),
    condition: () => sql`${products.stock} > 0`,
  },
]

type PageOrder = 'id' | 'rank' | 'price_asc' | 'price_desc' | 'newest' | 'popular'

/** The page's order; while searching, with no sort chosen, a product whose name holds the whole search leads. */
function pageOrderOf(filter: ProductPageFilter): PageOrder {
  const sort = filter.filters?.sort
  if (sort !== undefined) return sort
  return filter.search !== undefined && filter.terms !== undefined ? 'rank' : 'id'
}

const ORDER_BY: Record<PageOrder, SQL[]> = {
  id: [asc(products.id)],
  rank: [
    sql`(${products.name} ilike ${sql.placeholder('whole')} or coalesce(${products.nameAr}, '') ilike ${sql.placeholder('whole')}) desc`,
    asc(products.id),
  ],
  price_asc: [sql`${shownListPriceSql} asc`, asc(products.id)],
  price_desc: [sql`${shownListPriceSql} desc`, asc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
  popular: [sql`${unitsSold} desc`, asc(products.id)],
}

/** What makes a page's SQL: its language, the conditions it has and its order. */
export interface PageShape {
  /** The prepared statement's name, unique to this SQL. */
  name: string
  language: Language
  parts: readonly PagePart[]
  order: PageOrder
}

/** The shape of the page `filter` asks, and the values of its parameters. */
export function pageShapeOf(filter: ProductPageFilter): {
  shape: PageShape
  values: Record<string, unknown>
} {
  const language = filter.language ?? 'en'
  const order = pageOrderOf(filter)
  const values: Record<string, unknown> = {
    limit: filter.limit,
    offset: (filter.page - 1) * filter.limit,
  }
  if (order === 'rank' && filter.search !== undefined) values.whole = containing(filter.search)
  const parts = PAGE_PARTS.filter((part) => {
    const value = part.value(filter)
    if (value !== undefined) values[part.code] = value
    return value !== undefined
  })
  const name = `catalog_page_${language}_${order}_${parts.map((part) => part.code).join('') || 'all'}`
  return { shape: { name, language, parts, order }, values }
}

/** The shape's conditions on its placeholders (named by each part's code) and its order. */
export function pageSqlOf(shape: PageShape): { conditions: SQL[]; order: SQL[] } {
  return {
    conditions: shape.parts.map((part) => part.condition(sql.placeholder(part.code))),
    order: ORDER_BY[shape.order],
  }
}
