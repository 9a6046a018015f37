import { ALL_PRODUCTS_PAGE_SIZE, ALL_PRODUCTS_SKELETON_COUNT } from '@shop/contract'
import { Navigate, useSearchParams } from 'react-router'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { categoryHref, useCategories } from '../features/categories/api'
import { useProductList } from '../features/products/api'
import { catalogHref, catalogParams, readCatalogQuery } from '../features/products/catalog-query'
import { CatalogView } from '../features/products/components/catalog-view'
import { pageCountOf } from '../lib/pagination'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const [searchParams, setSearchParams] = useSearchParams()
  const query = readCatalogQuery(searchParams)
  usePageTitle(query.search ? `“${query.search}” – All Products` : 'All Products')
  const result = useProductList(query)
  const categories = useCategories().data?.map((c) => ({
    id: c.id,
    name: c.categoryName,
    href: categoryHref(c.categoryName),
  }))

  const { data } = result
  const pageCount = data ? pageCountOf(data.meta.count, ALL_PRODUCTS_PAGE_SIZE) : 0
  if (data && query.page > 1 && query.page > pageCount)
    return <Navigate to={catalogHref('/products', { ...query, page: Math.max(pageCount, 1) })} replace />

  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'All Products' }]} />
      <h1 className="mt-6 font-display text-4xl font-semibold text-ink-900">All Products</h1>
      <p className="mt-3 mb-8 max-w-2xl text-ink-600">Gold, silver and technology, priced in AED.</p>
      <CatalogView
        path="/products"
        query={query}
        result={result}
        pageSize={ALL_PRODUCTS_PAGE_SIZE}
        skeletonCount={ALL_PRODUCTS_SKELETON_COUNT}
        categories={categories}
        searchLabel="Search products"
        onChange={(next) => setSearchParams(catalogParams(next))}
      />
    </div>
  )
}
