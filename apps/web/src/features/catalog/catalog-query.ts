import { PRODUCT_SORTS, type MetalType, type ProductSort } from '@shop/contract'

// The metals a link may name; kept here (not the contract's zod enum) so the home page's first paint stays
// free of zod (docs/decisions/025).
const METAL_TYPES: readonly MetalType[] = ['gold', 'silver']

// The state of a product list (search, filters, sort, page) lives in the URL, in the same names the API
// reads (docs/decisions/069): a link or the back button brings back exactly the same list. Values the API
// would refuse are dropped here, so an edited or old link still shows a list instead of an error.

export interface CatalogQuery {
  search: string
  categoryId: number | null
  metals: MetalType[]
  brands: string[]
  minPrice: string
  maxPrice: string
  minWeight: string
  maxWeight: string
  inStock: boolean
  sort: ProductSort | null
  page: number
}

const PRICE = /^\d{1,12}(\.\d{1,2})?$/
const WEIGHT = /^\d{1,12}(\.\d{1,4})?$/

const listParam = (params: URLSearchParams, name: string) =>
  params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '')

function numberParam(params: URLSearchParams, name: string, pattern: RegExp): string {
  const value = params.get(name)?.trim() ?? ''
  return pattern.test(value) ? value : ''
}

/** The list's state read from the URL; anything unreadable counts as absent. */
export function readCatalogQuery(params: URLSearchParams): CatalogQuery {
  const categoryId = Number(params.get('categoryId'))
  const page = Number(params.get('page'))
  const sort = params.get('sort')
  let query: CatalogQuery = {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    categoryId: Number.isInteger(categoryId) && categoryId > 0 ? categoryId : null,
    metals: [...new Set(listParam(params, 'metal'))].filter((m): m is MetalType =>
      (METAL_TYPES as readonly string[]).includes(m),
    ),
    brands: [...new Set(listParam(params, 'brand'))].filter((b) => b.length <= 60).slice(0, 20),
    minPrice: numberParam(params, 'minPrice', PRICE),
    maxPrice: numberParam(params, 'maxPrice', PRICE),
    minWeight: numberParam(params, 'minWeight', WEIGHT),
    maxWeight: numberParam(params, 'maxWeight', WEIGHT),
    inStock: params.get('inStock') === 'true' || params.get('inStock') === '1',
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
  // A reversed range would be refused: the upper end is dropped.
  if (query.minPrice && query.maxPrice && Number(query.minPrice) > Number(query.maxPrice))
    query = { ...query, maxPrice: '' }
  if (query.minWeight && query.maxWeight && Number(query.minWeight) > Number(query.maxWeight))
    query = { ...query, maxWeight: '' }
  return query
}

/** The list's state as query parameters, in a fixed order, leaving out what is empty or default. */
export function catalogParams(query: CatalogQuery, options: { withPage?: boolean } = {}): URLSearchParams {
  const params = new URLSearchParams()
  if (query.search) params.set('search', query.search)
  if (query.categoryId !== null) params.set('categoryId', String(query.categoryId))
  if (query.metals.length > 0) params.set('metal', query.metals.join(','))
  if (query.brands.length > 0) params.set('brand', query.brands.join(','))
  if (query.minPrice) params.set('minPrice', query.minPrice)
  if (query.maxPrice) params.set('maxPrice', query.maxPrice)
  if (query.minWeight) params.set('minWeight', query.minWeight)
  if (query.maxWeight) params.set('maxWeight', query.maxWeight)
  if (query.inStock) params.set('inStock', 'true')
  if (query.sort) params.set('sort', query.sort)
  if ((options.withPage ?? true) && query.page > 1) params.set('page', String(query.page))
  return params
}

/** `path` with the list's state; `path` alone when nothing is set. */
export function catalogHref(path: string, query: CatalogQuery): string {
  const search = catalogParams(query).toString()
  return search ? `${path}?${search}` : path
}

/** How many filters narrow the list (search and sort are not filters). */
export function activeFilterCount(query: CatalogQuery, options: { withCategory: boolean }): number {
  return (
    (options.withCategory && query.categoryId !== null ? 1 : 0) +
    query.metals.length +
    query.brands.length +
    (query.minPrice || query.maxPrice ? 1 : 0) +
    (query.minWeight || query.maxWeight ? 1 : 0) +
    (query.inStock ? 1 : 0)
  )
}

/** The state without any filter, keeping the search and the sort. */
export function withoutFilters(query: CatalogQuery): CatalogQuery {
  return {
    ...query,
    categoryId: null,
    metals: [],
    brands: [],
    minPrice: '',
    maxPrice: '',
    minWeight: '',
    maxWeight: '',
    inStock: false,
    page: 1,
  }
}
