import { ALL_PRODUCTS_PAGE_SIZE, ALL_PRODUCTS_SKELETON_COUNT, MESSAGES } from '@shop/contract'
import { Navigate, useSearchParams } from 'react-router'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { Pagination } from '../components/ui/pagination'
import { LoadError } from '../components/ui/status-message'
import { useAllProducts } from '../features/products/api'
import { ProductGrid, ProductGridSkeleton } from '../features/products/components/product-grid'
import { pageCountOf, pageFromSearch } from '../lib/pagination'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('All Products')
  const [searchParams] = useSearchParams()
  const page = pageFromSearch(searchParams)
  const { data, isPending, isError, refetch, isRefetching } = useAllProducts(page)

  const pageCount = data ? pageCountOf(data.meta.count, ALL_PRODUCTS_PAGE_SIZE) : 0
  if (data && page > 1 && page > pageCount) return <Navigate to={pageHref(Math.max(pageCount, 1))} replace />

  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'All Products' }]} />
      <h1 className="mt-6 font-display text-4xl font-semibold text-ink-900">All Products</h1>
      <p className="mt-3 mb-10 max-w-2xl text-ink-600">
        {data && data.meta.count > 0
          ? `${data.meta.count} ${data.meta.count === 1 ? 'product' : 'products'} of gold, silver and technology, priced in AED.`
          : 'Gold, silver and technology, priced in AED.'}
      </p>
      {isPending ? (
        <ProductGridSkeleton count={ALL_PRODUCTS_SKELETON_COUNT} />
      ) : isError ? (
        <LoadError
          message={MESSAGES.loadProductsFailed}
          onRetry={() => void refetch()}
          isRetrying={isRefetching}
        />
      ) : data.data.length === 0 ? (
        <p className="rounded-2xl border border-line bg-white px-6 py-10 text-center text-ink-600">
          No products yet. Please check back soon.
        </p>
      ) : (
        <>
          <ProductGrid products={data.data} />
          <Pagination page={page} pageCount={pageCount} hrefOf={pageHref} />
        </>
      )}
    </div>
  )
}

function pageHref(page: number): string {
  return page === 1 ? '/products' : `/products?page=${page}`
}
