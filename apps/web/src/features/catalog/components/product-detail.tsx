import {
  aedToFils,
  maxQuantityPerOrder,
  priceOrder,
  toPricingProduct,
  percentOfFils,
  tierUnitFils,
  unitPriceFils,
  volumeTierFor,
  withVatFils,
  type VolumeTier,
  type MetalPricing,
  type MetalType,
  type PricingSettings,
  type ProductDetail,
} from '@shop/contract'
import * as Tabs from '@radix-ui/react-tabs'
import { Check, CirclePause, PackageX, ShoppingBag, Truck } from 'lucide-react'
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { toast } from 'sonner'
import { ButtonLink } from '../../../components/ui/button-link'
import { QuantityStepper } from '../../../components/ui/quantity-stepper'
import { cx } from '../../../lib/cx'
import { formatFils, formatTimeOfDay } from '../../../lib/format'
import { ltr } from '../../../lib/ltr'
import {
  cheapestCompletion,
  choiceGroups,
  chosenOption,
  priceMayStillChange,
  firstOptions,
  isSelectionComplete,
  type ChoiceGroup,
  type ProductSelection,
} from '../selection'
import { useHydrated } from '../../../lib/use-hydrated'

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
            <Purchase
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

function Purchase({
  product,
  groups,
  selection,
  onSelect,
  cartLine,
  onAddToCart,
  onChangeCartQuantity,
  pausedSince,
  settings,
  orderNotice,
}: {
  product: ProductDetail
  groups: ChoiceGroup[]
  selection: ProductSelection
  onSelect: (selection: ProductSelection) => void
  cartLine: { quantity: number; max: number } | null
  onAddToCart: ProductDetailProps['onAddToCart']
  onChangeCartQuantity: ProductDetailProps['onChangeCartQuantity']
  pausedSince: Date | null
  settings: PricingSettings
  orderNotice: ProductDetailProps['orderNotice']
}) {
  const { t } = useTranslation(['catalog'])
  // The quantity to add while this combination is not in the cart; once it is, the stepper shows and edits
  // the cart's own quantity, so page and cart never disagree.
  const [toAdd, setToAdd] = useState(1)
  // The contract's one rule (stock, the owner's per-order cap, the line maximum), as create-order checks it.
  const maxQuantity = cartLine
    ? cartLine.max
    : maxQuantityPerOrder({ stock: product.stock, maxPerOrder: product.max_per_order })
  const quantity = Math.min(cartLine ? cartLine.quantity : toAdd, maxQuantity)
  const capped = product.max_per_order !== null && product.max_per_order <= product.stock
  const pricing = toPricingProduct(product)
  const optionIds = Object.values(selection.variants)
  const complete = isSelectionComplete(groups, selection)
  // docs/architecture.md#pricing: the contract's pricing, exactly what the API will charge (service charge included).
  // With the owner's settings (service charge, free shipping above an amount), as the cart will price it.
  const order = complete
    ? safely(() => priceOrder([{ product: pricing, optionIds, quantity }], settings))
    : null
  const line = order?.lines[0] ?? null
  // docs/architecture.md#pricing: shown with its VAT, the service charge named with what it adds to one unit.
  const netUnit = safely(() => unitPriceFils(pricing, cheapestCompletion(groups, selection)))
  const shownUnit = netUnit === null ? null : withVatFils(netUnit, pricing.vatPercent)
  const unitServiceCharge = netUnit === null ? null : percentOfFils(netUnit, settings.serviceChargePercent)
  const from = priceMayStillChange(groups, selection)
  // An open page follows the live price (the route reads the product again when its metal moves): a change
  // is said beside the price, never made silently.
  const [moved, setMoved] = useState<{ wasFils: number } | null>(null)
  const seen = useRef({ list: product.final_price, shown: shownUnit })
  useEffect(() => {
    const before = seen.current
    if (
      before.list !== product.final_price &&
      before.shown !== null &&
      shownUnit !== null &&
      before.shown !== shownUnit
    )
      setMoved({ wasFils: before.shown })
    seen.current = { list: product.final_price, shown: shownUnit }
  }, [product.final_price, shownUnit])
  const shippingFils = aedToFils(product.shipping_cost)

  const add = () => {
    if (!complete || !line) {
      toast.error(t('catalog:product.selectAllOptions'))
      return
    }
    onAddToCart(selection, quantity)
    toast.success(t('catalog:product.addedToCart'))
  }
  // Until the app runs the page, a tap on Add to cart would do nothing: the button waits for it.
  const hydrated = useHydrated()
  const changeQuantity = (next: number) => {
    if (cartLine) onChangeCartQuantity(selection, next)
    else setToAdd(next)
  }

  return (
    <div className="contents lg:mt-8 lg:block lg:space-y-6">
      <div className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
        <p className="text-ink-600" data-testid="unit-price">
          {from && t('catalog:product.from')}
          <span dir="ltr" className="font-display text-3xl font-semibold text-ink-900 tabular-nums">
            {formatFils(shownUnit ?? 0)}
          </span>
        </p>
        {pausedSince ? (
          <p className="mt-1 text-sm font-medium text-amber-800">
            {t('catalog:product.lastPriceAt', { time: formatTimeOfDay(pausedSince) })}
          </p>
        ) : (
          moved && (
            <p role="status" className="mt-1 text-sm text-amber-800" data-testid="price-moved">
              {t('catalog:product.priceMoved', { was: ltr(formatFils(moved.wasFils)) })}
            </p>
          )
        )}
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-600">
          <li className="flex items-center gap-1.5">
            <Truck aria-hidden="true" className="size-4 text-gold-700 rtl:-scale-x-100" />
            {shippingFils > 0
              ? t('catalog:product.shipping', { amount: ltr(formatFils(shippingFils)) })
              : t('catalog:product.freeShipping')}
          </li>
          {product.vat > 0 && <li>{t('catalog:product.vat', { percent: product.vat })}</li>}
          {settings.serviceChargePercent > 0 && (
            <li data-testid="service-charge-note">
              {t('catalog:product.serviceCharge', {
                percent: settings.serviceChargePercent,
                amount: ltr(formatFils(unitServiceCharge ?? 0)),
              })}
            </li>
          )}
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
            {t('catalog:product.inStock', { count: product.stock })}
          </li>
        </ul>
        {product.metal_pricing && (
          <MetalPricingFacts pricing={product.metal_pricing} metal={product.metal_type} />
        )}
      </div>

      {groups.filter(isChoice).map((group) => (
        <ChoiceRow
          key={`${group.kind}-${group.name}`}
          group={group}
          selection={selection}
          onSelect={onSelect}
        />
      ))}

      <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
        <div>
          <p className="mb-2 text-sm font-semibold text-ink-900" aria-hidden="true">
            {cartLine ? t('catalog:product.quantityInCart') : t('catalog:product.quantity')}
          </p>
          <QuantityStepper value={quantity} max={maxQuantity} onChange={changeQuantity} />
          {capped && (
            <p className="mt-2 text-xs text-ink-600">
              {t('catalog:product.maxPerOrder', { max: product.max_per_order ?? 0 })}
            </p>
          )}
        </div>
        <div role="status" aria-live="polite">
          <p className="text-sm text-ink-600">{t('catalog:product.totalAtCheckout')}</p>
          <p
            className="font-display text-2xl font-semibold text-ink-900 tabular-nums"
            data-testid="checkout-total"
          >
            <bdi dir="ltr">{order ? formatFils(order.totalFils) : '—'}</bdi>
          </p>
          {order && line && (
            <p className="text-xs text-ink-600" data-testid="checkout-total-parts">
              {[
                ltr(formatFils(line.subtotalFils)),
                line.vatFils > 0 && t('catalog:product.partVat', { amount: ltr(formatFils(line.vatFils)) }),
                line.shippingFils > 0 &&
                  t('catalog:product.partShipping', { amount: ltr(formatFils(line.shippingFils)) }),
                order.serviceChargeFils > 0 &&
                  t('catalog:product.partServiceCharge', {
                    amount: ltr(formatFils(order.serviceChargeFils)),
                    percent: settings.serviceChargePercent,
                  }),
              ]
                .filter(Boolean)
                .join(' ')}
              {line.vatFils === 0 && t('catalog:product.noVat')}
              {line.shippingFils === 0 && t('catalog:product.freeShippingPart')}
            </p>
          )}
        </div>
      </div>
      <div
        data-testid="purchase-bar"
        className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 -mx-4 border-t border-line bg-cream-50/95 px-4 py-3 sm:-mx-6 sm:px-6 backdrop-blur md:bottom-0 lg:mx-0 lg:px-0"
      >
        {pausedSince ? (
          <div role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <p className="flex items-center gap-2 font-semibold">
              <CirclePause aria-hidden="true" className="size-4 shrink-0" />
              {t('catalog:product.pricesPaused')}
            </p>
            <p className="mt-0.5">
              {t('catalog:product.pricesPausedSince', { time: formatTimeOfDay(pausedSince) })}
            </p>
          </div>
        ) : cartLine ? (
          <div className="flex flex-wrap items-center gap-3">
            <p
              role="status"
              className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-5 py-3 text-sm font-semibold text-emerald-800"
            >
              <Check aria-hidden="true" className="size-4" />
              {t('catalog:product.inCart', { count: cartLine.quantity })}
            </p>
            <ButtonLink to="/cart" variant="secondary">
              {t('catalog:product.goToCart')}
            </ButtonLink>
          </div>
        ) : (
          <div className="flex items-center gap-4">
            {/* On a phone the bar also shows what checkout will ask (the figure above may be out of view). */}
            {order && (
              <p aria-hidden="true" className="shrink-0 lg:hidden">
                <span className="block text-xs text-ink-600">{t('catalog:product.atCheckout')}</span>
                <span dir="ltr" className="font-display text-lg font-semibold text-ink-900 tabular-nums">
                  {formatFils(order.totalFils)}
                </span>
              </p>
            )}
            <button
              type="button"
              onClick={add}
              disabled={!hydrated}
              className="inline-flex flex-1 items-center justify-center gap-2 rounded-full bg-gold-500 px-7 py-3.5 text-sm font-semibold tracking-wide text-ink-950 shadow-sm transition hover:bg-gold-400 sm:flex-none disabled:cursor-wait disabled:opacity-70"
            >
              <ShoppingBag aria-hidden="true" className="size-4" />
              {t('catalog:product.addToCart')}
            </button>
          </div>
        )}
      </div>
      {order && orderNotice?.(order.totalFils)}
      {netUnit !== null && pricing.volumeTiers && pricing.volumeTiers.length > 0 && (
        <VolumeTierTable
          tiers={pricing.volumeTiers}
          netUnitFils={netUnit}
          vatPercent={pricing.vatPercent}
          quantity={quantity}
        />
      )}
      <Specifications groups={groups.filter((group) => !isChoice(group))} />
    </div>
  )
}

/**
 * A row the shopper chooses in: a variant or attribute type offering more than one value. One with a single
 * value is a fact (Brand, Purity, a bar's only weight), listed as a specification; it is still the chosen
 * option, so its price adjustment counts.
 */
const isChoice = (group: ChoiceGroup) => group.options.length > 1

/**
 * The owner's volume tiers as a buyer compares them: each quantity band and its unit price with VAT, for the
 * options chosen (the cheapest while some are open), the band of the quantity now chosen marked.
 */
function VolumeTierTable({
  tiers,
  netUnitFils,
  vatPercent,
  quantity,
}: {
  tiers: readonly VolumeTier[]
  netUnitFils: number
  vatPercent: number
  quantity: number
}) {
  const { t } = useTranslation(['catalog'])
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity)
  const bands = [{ minQuantity: 1, discountPercent: 0 }, ...sorted].map((tier, index, all) => ({
    tier,
    until: (all[index + 1]?.minQuantity ?? 0) - 1,
  }))
  const current = volumeTierFor(tiers, quantity)
  return (
    <table className="w-full text-sm" data-testid="volume-tiers">
      <caption className="mb-2 text-start text-sm font-semibold text-ink-900">
        {t('catalog:product.volumeTiers.title')}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('catalog:product.volumeTiers.quantity')}</th>
          <th scope="col">{t('catalog:product.volumeTiers.unitPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {bands.map(({ tier, until }) => {
          const inBand = (current?.minQuantity ?? 1) === tier.minQuantity
          const unit = withVatFils(
            tierUnitFils(netUnitFils, tier.discountPercent > 0 ? tier : null),
            vatPercent,
          )
          return (
            <tr
              key={tier.minQuantity}
              aria-current={inBand || undefined}
              className={cx('border-t border-line', inBand && 'bg-gold-50 font-semibold')}
            >
              <th scope="row" className="py-1.5 ps-2 text-start font-normal text-ink-600">
                {until > 0
                  ? t('catalog:product.volumeTiers.range', { from: tier.minQuantity, to: until })
                  : t('catalog:product.volumeTiers.andUp', { from: tier.minQuantity })}
              </th>
              <td className="py-1.5 pe-2 text-end text-ink-900 tabular-nums">
                <bdi dir="ltr">{formatFils(unit)}</bdi>
                {tier.discountPercent > 0 && (
                  <span className="ms-2 text-xs text-emerald-700">
                    {t('catalog:product.volumeTiers.off', { percent: tier.discountPercent })}
                  </span>
                )}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** One-value attributes as a short list of facts (Weight 31.1035 g, Purity 999.9 ‰). */
function Specifications({ groups }: { groups: ChoiceGroup[] }) {
  const { t } = useTranslation(['catalog'])
  if (groups.length === 0) return null
  return (
    <div>
      <h2 className="mb-2 text-sm font-semibold text-ink-900">{t('catalog:product.specifications')}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        {groups.map((group) => (
          <div key={group.name} className="contents">
            <dt className="text-ink-600">{group.name}</dt>
            {/* Isolated, so "1000 g" and "256 GB" keep their order in Arabic. */}
            <dd className="text-ink-900">
              <bdi>{group.options[0]?.label}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

/** How a metal-linked price is built (docs/product.md#for-the-owner): spot per gram, premium over spot, per gram and per ounce. */
function MetalPricingFacts({ pricing, metal }: { pricing: MetalPricing; metal: MetalType | null }) {
  const { t } = useTranslation(['catalog'])
  return (
    <dl
      aria-label={t('catalog:product.priceFromSpot')}
      className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-cream-100 px-4 py-3 text-sm"
    >
      <div>
        <dt className="text-xs text-ink-500">
          {metal ? t(`catalog:product.metalSpot.${metal}`) : t('catalog:product.spot')}
        </dt>
        <dd className="font-semibold text-ink-900 tabular-nums">
          {t('catalog:product.perGram', { price: ltr(formatFils(aedToFils(pricing.spot_per_gram))) })}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-ink-500">{t('catalog:product.premium')}</dt>
        <dd className="font-semibold text-ink-900 tabular-nums">
          <bdi dir="ltr">{pricing.premium_percent.toFixed(2)} %</bdi>
        </dd>
      </div>
      <div>
        <dt className="text-xs text-ink-500">{t('catalog:product.pricePerGram')}</dt>
        <dd className="font-semibold text-ink-900 tabular-nums">
          <bdi dir="ltr">{formatFils(aedToFils(pricing.price_per_gram))}</bdi>
        </dd>
      </div>
      <div>
        <dt className="text-xs text-ink-500">{t('catalog:product.pricePerOunce')}</dt>
        <dd className="font-semibold text-ink-900 tabular-nums">
          <bdi dir="ltr">{formatFils(aedToFils(pricing.price_per_ounce))}</bdi>
        </dd>
      </div>
    </dl>
  )
}

function ChoiceRow({
  group,
  selection,
  onSelect,
}: {
  group: ChoiceGroup
  selection: ProductSelection
  onSelect: (selection: ProductSelection) => void
}) {
  const { t } = useTranslation(['catalog'])
  const name = useId()
  const chosen = chosenOption(group, selection)
  const choose = (id: number) =>
    onSelect(
      group.kind === 'variant'
        ? { ...selection, variants: { ...selection.variants, [group.name]: id } }
        : { ...selection, attributes: { ...selection.attributes, [group.name]: id } },
    )
  if (group.options.length === 0) return null
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-ink-900">
        {t('catalog:product.select', { name: group.name })}
      </legend>
      <div className="flex flex-wrap gap-2">
        {group.options.map((option) => (
          <label
            key={option.id}
            className={cx(
              'cursor-pointer rounded-full border px-4 py-2 text-sm transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-700',
              chosen?.id === option.id
                ? 'border-ink-900 bg-ink-900 text-cream-50'
                : 'border-line bg-white text-ink-800 hover:border-gold-500',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={chosen?.id === option.id}
              onChange={() => choose(option.id)}
              className="sr-only"
            />
            <bdi>{option.label}</bdi>
            {option.priceAdjustment ? (
              <span
                className={cx('ms-1.5 text-xs', chosen?.id === option.id ? 'text-gold-200' : 'text-ink-500')}
              >
                <bdi dir="ltr">
                  {option.priceAdjustment > 0 ? '+' : '−'}
                  {formatFils(Math.abs(aedToFils(option.priceAdjustment)))}
                </bdi>
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

const TAB_TRIGGER =
  'rounded-full px-5 py-2 text-sm font-semibold text-ink-600 transition hover:text-ink-900 data-[state=active]:bg-ink-900 data-[state=active]:text-cream-50'

/** docs/product.md#for-shoppers tabs: Description (the paragraphs) and Attributes (each selected option, or N/A). */
function ProductTabs({
  groups,
  selection,
  paragraphs,
}: {
  groups: ChoiceGroup[]
  selection: ProductSelection
  paragraphs: string[]
}) {
  const { t } = useTranslation(['catalog'])
  return (
    <Tabs.Root defaultValue="description" className="mt-14">
      <Tabs.List
        aria-label={t('catalog:product.information')}
        className="inline-flex gap-1 rounded-full border border-line bg-white p-1 shadow-sm"
      >
        <Tabs.Trigger value="description" className={TAB_TRIGGER}>
          {t('catalog:product.description')}
        </Tabs.Trigger>
        <Tabs.Trigger value="attributes" className={TAB_TRIGGER}>
          {t('catalog:product.attributes')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" className="mt-6 max-w-3xl space-y-4 leading-relaxed text-ink-700">
        {paragraphs.map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </Tabs.Content>
      <Tabs.Content value="attributes" className="mt-6 max-w-3xl">
        {groups.length === 0 ? (
          <p className="text-ink-600">{t('catalog:product.notApplicable')}</p>
        ) : (
          <dl className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
            {groups.map((group) => (
              <div
                key={`${group.kind}-${group.name}`}
                className="grid grid-cols-[10rem_1fr] gap-4 px-5 py-3 text-sm"
              >
                <dt className="font-medium text-ink-600">{group.name}</dt>
                <dd className="text-ink-900">
                  <bdi>{chosenOption(group, selection)?.label ?? t('catalog:product.notApplicable')}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </Tabs.Content>
    </Tabs.Root>
  )
}

function safely<T>(compute: () => T): T | null {
  try {
    return compute()
  } catch {
    return null
  }
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
