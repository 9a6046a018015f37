import { HOME_CATEGORY_SKELETON_COUNT } from '@shop/contract'
import { useTranslation } from '../../../lib/i18n'
import { gridImagePriority } from '../../../components/ui/responsive-image'
import { useCategories } from '../categories-api'
import { CategoryCard } from './category-card'

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3'
/** A category image's width (the whole card) in GRID, for `sizes` (docs/decisions/125). */
const GRID_SIZES =
  '(min-width: 1280px) 392px, (min-width: 1024px) calc(33.3vw - 35px), (min-width: 640px) calc(50vw - 34px), calc(100vw - 32px)'

/**
 * All categories as cards, with skeletons while loading and a message (and a retry) when loading fails;
 * `leading` when the grid opens the page (the categories page; on the home page it is below the hero).
 */
export function CategoryGrid({ leading = false }: { leading?: boolean }) {
  const { t } = useTranslation(['catalog'])
  const { data: categories, isPending, isError, refetch, isRefetching } = useCategories()

  if (isPending) {
    return (
      <div role="status" aria-label={t('catalog:categories.loading')} className={GRID}>
        {Array.from({ length: HOME_CATEGORY_SKELETON_COUNT }, (_, i) => (
          <div
            key={i}
            data-testid="category-skeleton"
            aria-hidden="true"
            className="animate-pulse overflow-hidden rounded-2xl border border-line bg-white"
          >
            <div className="aspect-[16/9] bg-cream-200 sm:aspect-[4/3]" />
            <div className="flex items-center justify-between px-5 py-4">
              <div className="h-6 w-28 rounded bg-cream-200" />
              <div className="h-4 w-16 rounded bg-cream-200" />
            </div>
          </div>
        ))}
      </div>
    )
  }

  if (isError) {
    return (
      <div className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
        <p role="alert" className="font-medium text-red-800">
          {t('catalog:categories.loadFailed')}
        </p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isRefetching}
          className="mt-4 rounded-full border border-red-300 bg-white px-5 py-2 text-sm font-semibold text-red-800 hover:bg-red-100 disabled:opacity-60"
        >
          {isRefetching ? t('catalog:categories.tryingAgain') : t('catalog:categories.tryAgain')}
        </button>
      </div>
    )
  }

  if (categories.length === 0) {
    return <p className="text-ink-600">{t('catalog:categories.empty')}</p>
  }

  return (
    <ul className={GRID}>
      {categories.map((category, index) => (
        <li key={category.id}>
          <CategoryCard category={category} sizes={GRID_SIZES} priority={gridImagePriority(index, leading)} />
        </li>
      ))}
    </ul>
  )
}
