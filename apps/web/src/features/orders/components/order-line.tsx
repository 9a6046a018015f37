import { lineDetails, lineName } from '../../../lib/line-name'
import type { Order } from '@shop/contract'
import { ImagePlaceholder } from '../../../components/ui/image-placeholder'
import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { FigureText } from '../../../components/ui/figure-text'
import { formatAed } from '../../../lib/format'

/** The 56 px square slot, for an image without an intrinsic size. */
const THUMBNAIL = { width: 56, height: 56 }

/**
 * One line of an order as sold, on the orders list and the order page alike: image, name, options, unit
 * price × quantity, and the line's subtotal (VAT, shipping and the service charge are in the summary, once).
 * Phones put the amount under the name, so a long product name wraps instead of being cut off.
 */
export function OrderLine({ item }: { item: Order['orderItems'][number] }) {
  const details = lineDetails(item)
  return (
    <li className="grid grid-cols-[3.5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-1 py-3 sm:grid-cols-[3.5rem_minmax(0,1fr)_auto]">
      <div className="row-span-2 size-14 overflow-hidden rounded-xl bg-cream-100 sm:row-span-1">
        {item.productImage ? (
          <ResponsiveImage
            image={item.productImage}
            alt=""
            sizes="56px"
            box={THUMBNAIL}
            className="size-full object-cover"
          />
        ) : (
          <ImagePlaceholder iconClassName="size-6" />
        )}
      </div>
      <div className="min-w-0">
        <p className="font-medium break-words text-ink-900">
          <bdi>{lineName(item)}</bdi>
        </p>
        {details && (
          <p className="text-sm text-ink-500">
            <bdi>
              <FigureText text={details} />
            </bdi>
          </p>
        )}
        <p className="text-sm text-ink-500 tabular-nums">
          <bdi>
            {item.quantity} × {formatAed(item.unitPrice)}
          </bdi>
        </p>
      </div>
      <p
        className="col-start-2 text-end text-sm font-semibold whitespace-nowrap text-ink-900 tabular-nums sm:col-start-3"
        data-figure="line-subtotal"
      >
        <span dir="ltr">{formatAed(item.subtotal)}</span>
      </p>
    </li>
  )
}
