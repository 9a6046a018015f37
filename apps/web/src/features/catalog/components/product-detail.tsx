import type { PricingSettings, ProductDetail } from '@shop/contract'
import { PackageX } from 'lucide-react'
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { choiceGroups, firstOptions, type ProductSelection } from '../selection'
import { ProductPurchase } from './product-purchase'
import { ProductTabs } from './product-tabs'

// The carousel (and Embla with it) is fetched only when a product page shows it.
const ProductGallery = lazy(() => import('./product-gallery').then((m) => ({ default: m.ProductGallery })))

export interface ProductDetailProps {
  product: ProductDetail
  /**
   * The cart's line of this product with these choices: its quantity and the most it may hold (the cart's
   * own bound, counting the product's other lines), or null when it is not in the cart.
   */
  cartLineOf: (selection: ProductSelection) => { quantity: number; max: number } | null
  /** Puts `quantity` of the product with `selection` in the cart. */
  onAddToCart: (selection: ProductSelection, quantity: number) => void
  /** Sets the cart's line of the product with `selection` to `quantity`. */
  onChangeCartQuantity: (selection: ProductSelection, quantity: number) => void
  /**
   * The time of the last price of the product's metal when it is too old to sell at
   * (docs/architecture.md#live-metal-prices): "Prices paused" replaces Add to cart until a fresh one arrives.
   */
  pausedSince?: Date | null
  /** The owner's service charge and shipping rules the total at checkout is priced with. */
  settings: PricingSettings
  /** What the shop's limits say about an order of this total (the route composes it), under the total. */
  orderNotice?: ((totalFils: number) => ReactNode) | undefined
}

/** docs/product.md#for-shoppers Product detail: gallery, name, description, price and choices, then the tabs. */
export function ProductDetailView({
  product,
  cartLineOf,
  onAddToCart,
  onChangeCartQuantity,
  pausedSince = null,
  settings,
  orderNotice,
  outOfStockAction,
  priceAlertAction,
}: ProductDetailProps & {
  /** What an out-of-stock product offers instead of Add to cart (the back-in-stock request). */
  outOfStockAction?: ReactNode
  /** Below the purchase, in stock or not: the buyer's price alert on this product (the route composes it). */
  priceAlertAction?: ReactNode
}) {
  const { t } = useTranslation(['catalog'])
  const groups = useMemo(() => choiceGroups(product), [product])
  // docs/architecture.md#orders-stock-and-payment: the first option of each variant and attribute is preselected.
  const [selection, setSelection] = useState<ProductSelection>(() => firstOptions(groups))
  const isOutOfStock = product.stock === 0
  const description =
    product.descriptions.length > 0 ? product.descriptions.map((d) => d.description) : [product.description]

  return (
    <>
      {/*
        Below lg the right column and the purchase box are `contents`: their parts are rows of this grid, so
        the Add to cart bar's sticky box is the whole grid, which starts on the first screen, and the bar
        stays in view above the phone's tab bar until the shopper scrolls past the purchase.
      */}
      <div className="grid gap-5 lg:grid-cols-2 lg:gap-14">
        <Suspense fallback={<GallerySkeleton count={product.images.length} />}>
          <ProductGallery images={product.images} productName={product.product_name} />
        </Suspense>
        <div className="contents lg:block">
          <p className="text-xs font-semibold tracking-[0.22em] text-gold-700 uppercase">
            {product.category.categoryName}
            {product.new_tag && (
              <span className="ms-3 rounded-full bg-gold-500 px-2 py-0.5 text-[0.65rem] tracking-wider text-ink-950">
                {t('catalog:product.new')}
              </span>
            )}
          </p>
          <h1 className="mt-2 font-display text-3xl leading-tight font-semibold text-ink-900 sm:text-4xl">
            <bdi>{product.product_name}</bdi>
          </h1>
          {/* On a phone the summary is clamped, so Add to cart stays within the first screen. */}
          <p className="mt-3 line-clamp-3 leading-relaxed text-ink-600 sm:mt-4 sm:line-clamp-none">
            <bdi>{product.description}</bdi>
          </p>
          {isOutOfStock ? (
            <p
              role="status"
              className="mt-8 flex items-center gap-3 rounded-2xl border border-line bg-cream-50 px-5 py-4 font-medium text-ink-800"
            >
              <PackageX aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
              {t('catalog:product.outOfStock')}
            </p>
          ) : null}
          {isOutOfStock ? (
            outOfStockAction
          ) : (
            <ProductPurchase
              product={product}
              groups={groups}
              selection={selection}
              onSelect={setSelection}
              cartLine={cartLineOf(selection)}
              onAddToCart={onAddToCart}
              onChangeCartQuantity={onChangeCartQuantity}
              pausedSince={pausedSince}
              settings={settings}
              orderNotice={orderNotice}
            />
          )}
          {priceAlertAction}
        </div>
      </div>
      <ProductTabs groups={groups} selection={selection} paragraphs={description} />
    </>
  )
}

/**
 * The gallery's stand-in while its chunk loads: the square slide and, for several images, the row of dots in
 * the gallery's own classes, so the text below does not move down when the gallery arrives (layout shift).
 */
function GallerySkeleton({ count }: { count: number }) {
  return (
    <div aria-hidden="true">
      <div className="aspect-square animate-pulse rounded-3xl border border-line bg-cream-200" />
      {count > 1 && (
        <ul className="mt-4 flex flex-wrap justify-center gap-2.5">
          {Array.from({ length: count }, (_, i) => (
            <li key={i} className="size-14 rounded-xl border-2 border-line bg-cream-200 sm:size-16" />
          ))}
        </ul>
      )}
    </div>
  )
}
