import { CATEGORY_PRODUCTS_PAGE_SIZE, MESSAGES } from '@shop/contract'
import { SearchX, TriangleAlert } from 'lucide-react'
import { Navigate, useParams, useSearchParams } from 'react-router'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { ButtonLink } from '../components/ui/button-link'
import { Pagination } from '../components/ui/pagination'
import { PageNotice } from '../components/ui/status-message'
import { categoryHref } from '../features/categories/api'
import { useCategoryProducts } from '../features/products/api'
import { ProductGrid, ProductGridSkeleton } from '../features/products/components/product-grid'
import { ApiError } from '../lib/api-client'
import { pageCountOf, pageFromSearch } from '../lib/pagination'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const { categoryName = '' } = useParams()
  const [searchParams] = useSearchParams()
  const page = pageFromSearch(searchParams)
  const { data, isPending, isError, error } = useCategoryProducts(categoryName, page)
  const isUnknown = (isError && error instanceof ApiError && error.status === 404) || data?.meta.count === 0
  usePageTitle(isUnknown ? 'Category not found' : categoryName)

  const hrefOf = (n: number) =>
    n === 1 ? categoryHref(categoryName) : `${categoryHref(categoryName)}?page=${n}`
  const pageCount = data ? pageCountOf(data.meta.count, CATEGORY_PRODUCTS_PAGE_SIZE) : 0

  // PRODUCT_SPEC §2: an unknown or empty category shows a not-found screen with a way back to the categories.
  if (isUnknown) {
    return (
      <>
        <meta name="robots" content="noindex" />
        <PageNotice
          icon={<SearchX aria-hidden="true" className="size-8" strokeWidth={1.5} />}
          title="Category not found"
          actions={<ButtonLink to="/category">Back To Categories</ButtonLink>}
        >
          {MESSAGES.categoryNotFound}
        </PageNotice>
      </>
    )
  }
  // Other failures: the generic error screen.
  if (isError) {
    return (
      <PageNotice
        icon={<TriangleAlert aria-hidden="true" className="size-8" strokeWidth={1.5} />}
        title="Something went wrong"
        role="alert"
        actions={<ButtonLink to="/">Back To Home</ButtonLink>}
      >
        {MESSAGES.loadCategoryProductsFailed}
      </PageNotice>
    )
  }
  if (data && page > pageCount) return <Navigate to={hrefOf(pageCount)} replace />

  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'Categories', to: '/category' },
          { label: categoryName },
        ]}
      />
      <h1 className="mt-6 font-display text-4xl font-semibold text-ink-900">{categoryName}</h1>
      <p className="mt-3 mb-10 text-ink-600">
        {data ? `${data.meta.count} ${data.meta.count === 1 ? 'product' : 'products'}` : 'Loading products…'}
      </p>
      {isPending ? (
        <ProductGridSkeleton count={8} />
      ) : (
        <>
          <ProductGrid products={data.data} />
          <Pagination page={page} pageCount={pageCount} hrefOf={hrefOf} />
        </>
      )}
    </div>
  )
}
