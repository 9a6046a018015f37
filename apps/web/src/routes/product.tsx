import { isStaffRole, type ProductDetail } from '@shop/contract'
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react'
import { PackageSearch } from 'lucide-react'
import { useTranslation } from '../lib/i18n'
import { useLocation, useParams } from '../lib/router'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { ButtonLink } from '../components/ui/button-link'
import { PageNotice } from '../components/ui/status-message'
import { cartLineId, maxQuantityOf } from '../features/cart/cart-line'
import { useCart } from '../features/cart/cart-store'
import { withRedirect } from '../features/auth/redirect'
import { BackInStockRequest } from '../features/back-in-stock/back-in-stock-request'
import { ProductPriceAlert } from '../features/price-alerts/components/product-price-alert'
import { BuyBackOffer } from '../features/sell-back/components/buy-back-offer'
import { useCurrentUser } from '../features/auth/use-current-user'
import { categoryHref } from '../features/catalog/categories-api'
import { useMetalPrices } from '../features/metal-prices/api'
import { useShopSettings } from '../features/shop-settings/api'
import { useOrderLimits } from '../features/order-limits/api'
import { OrderLimitNotice } from '../features/order-limits/components/order-limit-notice'
import { useProductBySku } from '../features/catalog/products-api'
import { ProductDetailView } from '../features/catalog/components/product-detail'
import { ApiError } from '../lib/api-client'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  const { t } = useTranslation(['catalog'])
  const { categoryName = '', sku = '' } = useParams()
  const { data: product, isPending, isError, error, refetch, isRefetching } = useProductBySku(sku)
  const cart = useCart()
  const metalPrices = useMetalPrices()
  // A server-rendered page's settings are taken as sent (no second read on hydration); the cart reads afresh.
  const { settings } = useShopSettings({ recent: true })
  // A signed-in buyer learns here, not at Place Order, when the shop's limits stop or hold this order.
  const { user } = useCurrentUser()
  const limits = useOrderLimits(Boolean(user))
  const location = useLocation()
  // docs/architecture.md#live-metal-prices: an open page follows the live price. When the product's metal moves
  // (the header's minute poll reads it), the product is read again and its page says the price changed.
  const metalUpdatedAt = product?.dynamic_pricing
    ? metalPrices.data?.find((price) => price.metal_type === product.metal_type)?.updatedAt
    : undefined
  const lastMetalUpdate = useRef(metalUpdatedAt)
  useEffect(() => {
    if (metalUpdatedAt && lastMetalUpdate.current && metalUpdatedAt !== lastMetalUpdate.current)
      void refetch()
    if (metalUpdatedAt) lastMetalUpdate.current = metalUpdatedAt
  }, [metalUpdatedAt, refetch])
  usePageTitle(
    product?.product_name ??
      (isError || product === null ? t('catalog:product.notFound') : t('catalog:product.pageTitle')),
  )

  if (isPending) return <ProductSkeleton />

  if (isError || product === null) {
    // docs/product.md#for-shoppers: a failed product load shows Product Not Found; a failure that is not a 4xx may pass.
    const mayRetry = isError && !(error instanceof ApiError && error.status >= 400 && error.status < 500)
    const notFound = (
      <>
        <meta name="robots" content="noindex" />
        <PageNotice
          icon={<PackageSearch aria-hidden="true" className="size-8" strokeWidth={1.5} />}
          title={t('catalog:product.notFound')}
          actions={
            <>
              <ButtonLink to="/products">{t('catalog:product.exploreOther')}</ButtonLink>
              {mayRetry && (
                <button
                  type="button"
                  onClick={() => void refetch()}
                  disabled={isRefetching}
                  className="rounded-full border border-ink-900/15 bg-white px-6 py-3 text-sm font-semibold text-ink-900 hover:border-gold-500 disabled:opacity-60"
                >
                  {isRefetching ? t('catalog:product.tryingAgain') : t('catalog:product.tryAgain')}
                </button>
              )}
            </>
          }
        >
          {t('catalog:product.notFoundText')}
        </PageNotice>
      </>
    )
    return product === null ? (
      <OwnerPreviewOr sku={sku} categoryName={categoryName} notFound={notFound} />
    ) : (
      notFound
    )
  }

  // docs/architecture.md#live-metal-prices: a metal-linked product is not sold while its metal's price is stale.
  const metal = product.dynamic_pricing
    ? metalPrices.data?.find((price) => price.metal_type === product.metal_type)
    : undefined
  return (
    <ProductPage product={product} categoryName={categoryName}>
      <ProductDetailView
        // A new product starts from its own first options and quantity 1.
        key={product.id}
        product={product}
        cartLineOf={(selection) => {
          const line = cart.lines.find((candidate) => candidate.id === cartLineId(product.id, selection))
          return line ? { quantity: line.quantity, max: maxQuantityOf(line, cart.lines) } : null
        }}
        onAddToCart={(selection, quantity) => cart.add(product, selection, quantity)}
        onChangeCartQuantity={(selection, quantity) =>
          cart.setQuantity(cartLineId(product.id, selection), quantity)
        }
        pausedSince={metal?.stale ? new Date(metal.updatedAt) : null}
        settings={settings}
        orderNotice={(totalFils) => <OrderLimitNotice limits={limits} totalFils={totalFils} />}
        outOfStockAction={
          <BackInStockPanel productId={product.id} signInHref={withRedirect('/login', location.pathname)} />
        }
        priceAlertAction={
          <PriceAlertPanel productId={product.id} signInHref={withRedirect('/login', location.pathname)} />
        }
      />
      <BuyBackPanel
        productId={product.id}
        buyBack={product.buy_back}
        signInHref={withRedirect('/login', location.pathname)}
      />
    </ProductPage>
  )
}

/** The page around a product's detail: its breadcrumb, and above it what `banner` says (the owner's preview). */
function ProductPage(props: {
  product: ProductDetail
  categoryName: string
  banner?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation(['catalog'])
  const category = props.product.category.categoryName || props.categoryName
  return (
    <div className="page-container py-4 sm:py-12">
      {props.banner}
      <Breadcrumb
        items={[
          { label: t('catalog:nav.home'), to: '/' },
          { label: t('catalog:nav.categories'), to: '/category' },
          { label: category, to: categoryHref(category) },
          { label: props.product.product_name },
        ]}
      />
      <div className="mt-4 sm:mt-8">{props.children}</div>
    </div>
  )
}

function ProductSkeleton() {
  const { t } = useTranslation(['catalog'])
  return (
    <div
      role="status"
      aria-label={t('catalog:product.loading')}
      className="page-container animate-pulse py-8 sm:py-12"
    >
      <div className="h-4 w-64 rounded bg-cream-200" />
      <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:gap-14">
        <div className="aspect-square rounded-3xl bg-cream-200" />
        <div className="space-y-4">
          <div className="h-3 w-24 rounded bg-cream-200" />
          <div className="h-9 w-4/5 rounded bg-cream-200" />
          <div className="h-4 w-full rounded bg-cream-200" />
          <div className="h-4 w-2/3 rounded bg-cream-200" />
          <div className="mt-8 h-28 rounded-2xl bg-cream-200" />
          <div className="h-10 w-1/2 rounded-full bg-cream-200" />
        </div>
      </div>
    </div>
  )
}

/**
 * The back-in-stock request with the shopper's signed-in state. It reads the session itself, so the session's
 * answer re-renders this panel only, not the whole product page.
 */
function BackInStockPanel(props: { productId: number; signInHref: string }) {
  const { isSignedIn } = useCurrentUser()
  return <BackInStockRequest {...props} isSignedIn={isSignedIn} />
}

/** The buyer's price alert on the product, with the signed-in state read here as the back-in-stock panel does. */
function PriceAlertPanel(props: { productId: number; signInHref: string }) {
  const { isSignedIn } = useCurrentUser()
  return <ProductPriceAlert {...props} isSignedIn={isSignedIn} />
}

/** The buy-back offer, with the signed-in state read here as the back-in-stock panel does. */
function BuyBackPanel(props: { productId: number; buyBack: ProductDetail['buy_back']; signInHref: string }) {
  const { isSignedIn } = useCurrentUser()
  return <BuyBackOffer {...props} isSignedIn={isSignedIn} />
}

const DraftPreview = lazy(() => import('./product-draft-preview').then((m) => ({ default: m.DraftPreview })))

/**
 * A page shoppers cannot see: the owner gets its preview (a draft's page before it is published,
 * docs/decisions/186), everyone else "Product Not Found". The preview's code loads only for the owner.
 */
function OwnerPreviewOr(props: { sku: string; categoryName: string; notFound: ReactNode }) {
  const { user } = useCurrentUser()
  const { settings } = useShopSettings({ recent: true })
  // Staff whose role may not preview get the API's refusal, shown as not found.
  if (!user || !isStaffRole(user.role)) return props.notFound
  return (
    <Suspense fallback={<ProductSkeleton />}>
      <DraftPreview sku={props.sku} notFound={props.notFound}>
        {(product, preview) => (
          <ProductPage product={product} categoryName={props.categoryName} banner={preview.banner}>
            <ProductDetailView
              key={product.id}
              product={product}
              cartLineOf={() => null}
              onAddToCart={preview.onAddToCart}
              onChangeCartQuantity={() => undefined}
              settings={settings}
            />
          </ProductPage>
        )}
      </DraftPreview>
    </Suspense>
  )
}
