import { describe, expect, it } from 'vitest'
import { activeFilterCount, catalogHref, readCatalogQuery, withoutFilters } from './catalog-query'

const read = (search: string) => readCatalogQuery(new URLSearchParams(search))

describe('the list state in the URL', () => {
  it('reads every parameter and writes it back in the same names', () => {
    const url =
      'search=pamp&categoryId=2&metal=gold&brand=PAMP+Suisse%2CValcambi&minPrice=100&maxPrice=5000.50&minWeight=1&maxWeight=31.1035&inStock=true&sort=price_desc&page=3'
    const query = read(url)
    expect(query).toEqual({
      search: 'pamp',
      categoryId: 2,
      metals: ['gold'],
      brands: ['PAMP Suisse', 'Valcambi'],
      minPrice: '100',
      maxPrice: '5000.50',
      minWeight: '1',
      maxWeight: '31.1035',
      inStock: true,
      sort: 'price_desc',
      page: 3,
    })
    expect(catalogHref('/products', query)).toBe(`/products?${url}`)
    expect(activeFilterCount(query, { withCategory: true })).toBe(7)
    expect(activeFilterCount(query, { withCategory: false })).toBe(6)
  })

  it('drops what the API would refuse, so an edited link still shows a list', () => {
    const query = read(
      'sort=cheapest&metal=platinum,silver&minPrice=-5&maxPrice=1e9&inStock=yes&page=0&categoryId=x',
    )
    expect(query).toMatchObject({
      sort: null,
      metals: ['silver'],
      minPrice: '',
      maxPrice: '',
      inStock: false,
      page: 1,
    })
    expect(query.categoryId).toBeNull()
    expect(read('minPrice=500&maxPrice=100')).toMatchObject({ minPrice: '500', maxPrice: '' })
  })

  it('leaves a bare path when nothing is set, and clearing filters keeps the search and sort', () => {
    expect(catalogHref('/products', read(''))).toBe('/products')
    const cleared = withoutFilters(read('search=gold&metal=gold&inStock=1&sort=newest&page=2'))
    expect(catalogHref('/products', cleared)).toBe('/products?search=gold&sort=newest')
  })
})
