import { Breadcrumb } from '../components/ui/breadcrumb'
import { CategoryGrid } from '../features/categories/components/category-grid'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('Categories')
  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Categories' }]} />
      <h1 className="mt-6 font-display text-4xl font-semibold text-ink-900">Product Categories</h1>
      <p className="mt-3 mb-10 max-w-2xl text-ink-600">
        Investment-grade gold and silver and the latest smartphones, all priced in AED.
      </p>
      <CategoryGrid />
    </div>
  )
}
