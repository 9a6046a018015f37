import { aedToFils, type ProductListItem } from '@shop/contract'
import { useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { Trans } from '../../../lib/trans'
import { Link } from '../../../lib/router'
import { ImagePlaceholder } from '../../../components/ui/image-placeholder'
import { ResponsiveImage, type ImagePriority } from '../../../components/ui/responsive-image'
import { cx } from '../../../lib/cx'
import { formatFils } from '../../../lib/format'
import { productHref } from '../../../lib/product-href'
import { cardDescription } from '../card-text'
import { ltr } from '../../../lib/ltr'

/** A shipped drawing's box: square, as the card's image slot is from 480 px. */
const SQUARE = { width: 400, height: 400 }

/**
 * docs/product.md#for-shoppers product card: image, name, description cut at 100 characters, 'From {price} AED', a 'New'
 * ribbon, and an 'Out of Stock' ribbon on a dimmed card that leads nowhere.
 */
export function ProductCard({
  product,
  sizes,
  priority = 'lazy',
  headingLevel = 3,
  serviceChargePercent,
}: {
  product: ProductListItem
  /** The owner's service charge, named beside the price while above 0. */
  serviceChargePercent: number
  /** The width of the card's image at each viewport, from the grid it sits in. */
  sizes: string
  priority?: ImagePriority
  /** 2 in a list right under the page's title, 3 under a section's heading: headings never skip a level. */
  headingLevel?: 2 | 3
}) {
  const { t } = useTranslation(['catalog'])
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const [imageFailed, setImageFailed] = useState(false)
  const image = product.product_images[0]
  const isOutOfStock = product.stock === 0
  // docs/architecture.md#pricing: the price a one-unit order charges before shipping and the service charge.
  const price = formatFils(aedToFils(product.price_incl_vat))

  return (
    <article
      aria-disabled={isOutOfStock || undefined}
      className={cx(
        // Phones: image beside the text (a tall single column of square images wastes the screen); wider: stacked.
        'group relative flex h-full overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition min-[480px]:flex-col',
        isOutOfStock
          ? 'opacity-60 grayscale-[60%]'
          : 'focus-within:border-gold-400 hover:-translate-y-0.5 hover:border-gold-400 hover:shadow-lg',
      )}
    >
      <div className="relative w-2/5 shrink-0 self-stretch overflow-hidden bg-cream-100 min-[480px]:aspect-square min-[480px]:w-auto">
        {image && !imageFailed ? (
          <ResponsiveImage
            image={image}
            alt=""
            sizes={sizes}
            box={SQUARE}
            priority={priority}
            onError={() => setImageFailed(true)}
            className="h-full w-full object-contain p-3 transition duration-300 group-hover:scale-105 min-[480px]:p-5"
          />
        ) : (
          <ImagePlaceholder />
        )}
        <div className="absolute start-2 top-2 flex flex-col items-start gap-1.5 min-[480px]:start-3 min-[480px]:top-3">
          {isOutOfStock && <Ribbon tone="dark">{t('catalog:card.outOfStock')}</Ribbon>}
          {product.new_tag && <Ribbon tone="gold">{t('catalog:card.new')}</Ribbon>}
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col px-4 pt-4 pb-5">
        <p className="text-[0.68rem] font-semibold tracking-[0.18em] text-gold-700 uppercase">
          {product.category.categoryName}
        </p>
        <Heading className="mt-1 font-display text-lg leading-snug font-semibold text-ink-900">
          {isOutOfStock ? (
            <bdi>{product.product_name}</bdi>
          ) : (
            // The link's box covers the whole card, so the card is one click target with one accessible name.
            <Link
              to={productHref(product.category.categoryName, product.sku)}
              className="after:absolute after:inset-0 after:rounded-2xl"
            >
              <bdi>{product.product_name}</bdi>
            </Link>
          )}
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-relaxed text-ink-600">
          <bdi>{cardDescription(product.description)}</bdi>
        </p>
        <p className="mt-4 text-sm text-ink-600">
          <Trans
            t={t}
            i18nKey="catalog:card.from"
            values={{ price }}
            components={[
              <span
                key="price"
                dir="ltr"
                className="text-base font-semibold whitespace-nowrap text-ink-900 tabular-nums"
              />,
            ]}
          />
        </p>
        <p className="text-xs text-ink-500" data-testid="price-note">
          {product.vat > 0
            ? t('catalog:card.vatIncluded', { percent: product.vat })
            : t('catalog:card.noVat')}
          {serviceChargePercent > 0 && t('catalog:card.plusServiceCharge', { percent: serviceChargePercent })}
        </p>
        {product.metal_pricing && (
          // docs/product.md#for-the-owner: a bullion buyer compares per gram and with spot.
          <p className="mt-1 text-xs text-ink-500 tabular-nums">
            {t('catalog:card.perGram', {
              price: ltr(formatFils(aedToFils(product.metal_pricing.price_per_gram))),
              premium: product.metal_pricing.premium_percent.toFixed(2),
            })}
          </p>
        )}
      </div>
    </article>
  )
}

function Ribbon({ tone, children }: { tone: 'gold' | 'dark'; children: string }) {
  return (
    <span
      className={cx(
        'rounded-full px-2.5 py-1 text-[0.68rem] font-bold tracking-wider uppercase shadow-sm',
        tone === 'gold' ? 'bg-gold-500 text-ink-950' : 'bg-ink-900 text-cream-50',
      )}
    >
      {children}
    </span>
  )
}

/** The grey stand-in of a card while products load. */
export function ProductCardSkeleton() {
  return (
    <div
      data-testid="product-skeleton"
      aria-hidden="true"
      className="flex animate-pulse overflow-hidden rounded-2xl border border-line bg-white min-[480px]:flex-col"
    >
      <div className="w-2/5 shrink-0 bg-cream-200 min-[480px]:aspect-square min-[480px]:w-auto" />
      <div className="flex-1 space-y-3 px-4 pt-4 pb-5">
        <div className="h-3 w-16 rounded bg-cream-200" />
        <div className="h-5 w-4/5 rounded bg-cream-200" />
        <div className="h-3 w-full rounded bg-cream-200" />
        <div className="h-3 w-2/3 rounded bg-cream-200" />
        <div className="h-4 w-28 rounded bg-cream-200" />
      </div>
    </div>
  )
}
