import type { Category } from '@shop/contract'
import { ArrowRight, Gem } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { ResponsiveImage, type ImagePriority } from '../../../components/ui/responsive-image'
import { categoryHref } from '../categories-api'

/** The image slot's ratio from 640 px (4:3; 16:9 on phones, where CSS sets the box), for a drawing without a size. */
const BOX = { width: 400, height: 300 }

/** A category tile: image, name and a 'View All' link that makes the whole card clickable. */
export function CategoryCard({
  category,
  sizes,
  priority = 'lazy',
}: {
  category: Category
  /** The width of the card's image at each viewport, from the grid it sits in. */
  sizes: string
  priority?: ImagePriority
}) {
  const { t } = useTranslation(['catalog'])
  const [imageFailed, setImageFailed] = useState(false)
  const imageUrl = imageFailed ? null : category.categoryImage

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-gold-400 hover:shadow-lg focus-within:border-gold-400">
      <div className="flex aspect-[16/9] items-center overflow-hidden justify-center bg-gradient-to-br from-ink-900 via-ink-800 to-ink-700 sm:aspect-[4/3]">
        {imageUrl ? (
          <ResponsiveImage
            image={category.image ?? { url: imageUrl }}
            alt=""
            sizes={sizes}
            box={BOX}
            priority={priority}
            onError={() => setImageFailed(true)}
            className="h-full w-full object-contain p-8 transition duration-300 group-hover:scale-105"
          />
        ) : (
          <Gem aria-hidden="true" className="size-14 text-gold-400" strokeWidth={1.25} />
        )}
      </div>
      <div className="flex items-center justify-between gap-4 px-5 py-4">
        <h3 className="font-display text-xl font-semibold text-ink-900">{category.categoryName}</h3>
        <Link
          to={categoryHref(category.categoryName)}
          className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-gold-700 after:absolute after:inset-0 after:rounded-2xl hover:text-ink-900"
        >
          {t('catalog:categories.viewAll')}
          <span className="sr-only"> {category.categoryName}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
          />
        </Link>
      </div>
    </article>
  )
}
