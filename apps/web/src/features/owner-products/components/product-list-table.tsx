import type { OwnerProductListItem } from '@shop/contract'
import { useTranslation } from '../../../lib/i18n'
import { Link } from '../../../lib/router'
import { cx } from '../../../lib/cx'
import { formatAed, formatDate } from '../../../lib/format'

/** The owner's products as a table (a card per product on a phone), each row linking to the product's editor. */
export function ProductListTable({
  items,
  isFetching,
}: {
  items: readonly OwnerProductListItem[]
  /** Dims the table while a newer page or filter is being read. */
  isFetching: boolean
}) {
  const { t } = useTranslation(['ownerProducts'])
  return (
    <div
      className={cx('overflow-hidden rounded-2xl border border-line bg-white', isFetching && 'opacity-70')}
    >
      <table className="w-full text-start text-sm">
        <thead className="hidden bg-cream-100 text-xs tracking-wide text-ink-600 uppercase md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t('ownerProducts:list.columns.product')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('ownerProducts:list.columns.category')}
            </th>
            <th scope="col" className="px-4 py-3 text-end">
              {t('ownerProducts:list.columns.price')}
            </th>
            <th scope="col" className="px-4 py-3 text-end">
              {t('ownerProducts:list.columns.stock')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('ownerProducts:list.columns.status')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('ownerProducts:list.columns.updated')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item) => (
            <ProductListRow key={item.id} item={item} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** One product: photo and name (linking to its editor), category, price, stock, status and last change. */
function ProductListRow({ item }: { item: OwnerProductListItem }) {
  const { t } = useTranslation(['ownerProducts'])
  const status = statusOf(item)
  return (
    <tr className="grid grid-cols-[3.5rem_1fr_auto] gap-x-3 px-4 py-3 md:table-row md:p-0">
      <td className="row-span-3 md:table-cell md:px-4 md:py-3">
        <Link
          to={`/admin/products/${item.id}`}
          className="flex items-center gap-3 font-semibold text-ink-900 hover:text-gold-800"
        >
          {item.image ? (
            <img src={item.image} alt="" className="size-14 shrink-0 rounded-lg object-cover md:size-10" />
          ) : (
            <span className="size-14 shrink-0 rounded-lg bg-cream-100 md:size-10" />
          )}
          <span className="hidden md:block">
            {item.product_name}
            <span className="block text-xs font-normal text-ink-500" dir="ltr">
              {item.sku}
            </span>
          </span>
        </Link>
      </td>
      <td className="md:hidden">
        <Link to={`/admin/products/${item.id}`} className="font-semibold text-ink-900">
          {item.product_name}
        </Link>
        <span className="block text-xs text-ink-500">
          <bdi dir="ltr">{item.sku}</bdi> · {item.category.categoryName}
        </span>
      </td>
      <td className="hidden px-4 py-3 md:table-cell">{item.category.categoryName}</td>
      <td className="text-end whitespace-nowrap tabular-nums md:px-4 md:py-3">
        <bdi dir="ltr">{priceOf(item)}</bdi>
        {item.pricing_mode === 'metal' && item.metal_type && (
          <span className="block text-xs text-ink-500">
            {t(`ownerProducts:list.follows.${item.metal_type}`)}
          </span>
        )}
      </td>
      <td className="col-start-2 text-sm md:table-cell md:px-4 md:py-3 md:text-end md:whitespace-nowrap">
        <span className="md:hidden">{t('ownerProducts:list.stockPrefix')} </span>
        <StockBadge item={item} />
      </td>
      <td className="col-start-3 row-start-2 text-end whitespace-nowrap md:table-cell md:px-4 md:py-3 md:text-start">
        <span className={cx('rounded-full px-2.5 py-1 text-xs font-semibold', status.className)}>
          {t(`ownerProducts:list.badge.${status.state}`)}
        </span>
      </td>
      <td className="hidden px-4 py-3 whitespace-nowrap text-ink-600 tabular-nums md:table-cell">
        {formatDate(item.updated_at)}
      </td>
    </tr>
  )
}

function statusOf(item: OwnerProductListItem): {
  state: 'archived' | 'draft' | 'published'
  className: string
} {
  if (item.archived_at) return { state: 'archived', className: 'bg-ink-900/10 text-ink-700' }
  if (!item.published) return { state: 'draft', className: 'bg-sky-100 text-sky-900' }
  return { state: 'published', className: 'bg-emerald-100 text-emerald-900' }
}

function StockBadge({ item }: { item: OwnerProductListItem }) {
  const { t } = useTranslation(['ownerProducts'])
  const state = item.stock === 0 ? 'out' : item.stock <= item.low_stock_threshold ? 'low' : 'in'
  return (
    <span
      className={cx(
        'tabular-nums',
        state === 'out' ? 'font-semibold text-red-700' : state === 'low' ? 'font-semibold text-gold-800' : '',
      )}
    >
      {item.stock}
      {state !== 'in' && (
        <span className="ms-1 text-xs font-normal">{t(`ownerProducts:list.stockNote.${state}`)}</span>
      )}
    </span>
  )
}

function priceOf(item: OwnerProductListItem): string {
  const price = item.final_price ?? item.base_price
  return price === null ? '—' : formatAed(price)
}
