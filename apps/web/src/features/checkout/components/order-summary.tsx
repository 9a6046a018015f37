import { useTranslation } from '../../../lib/i18n'
import { formatFils } from '../../../lib/format'
import { ImagePlaceholder } from '../../../components/ui/image-placeholder'
import type { CheckoutLine } from '../checkout-line'

/** docs/product.md#for-shoppers checkout: the order summary with its line items. */
export function OrderSummary({ lines }: { lines: readonly CheckoutLine[] }) {
  const { t } = useTranslation(['checkout'])
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="summary-heading" className="font-display text-2xl font-semibold text-ink-900">
        {t('checkout:summary.heading')}
      </h2>
      <ul className="mt-4 divide-y divide-line">
        {lines.map((line) => (
          // Phones: the amount goes under the text, which would otherwise be squeezed into a narrow column.
          <li
            key={line.id}
            className="grid grid-cols-[4rem_minmax(0,1fr)] items-center gap-x-4 gap-y-1 py-3 sm:grid-cols-[4rem_minmax(0,1fr)_auto]"
          >
            <div className="row-span-2 size-16 overflow-hidden rounded-xl bg-cream-100 sm:row-span-1">
              {line.imageUrl ? (
                <img src={line.imageUrl} alt="" className="size-full object-cover" />
              ) : (
                <ImagePlaceholder iconClassName="size-6" />
              )}
            </div>
            <div>
              <p className="font-medium text-ink-900">{line.productName}</p>
              {line.choices.some((choice) => !choice.fact) && (
                <p className="text-sm text-ink-500">
                  <bdi>
                    {line.choices
                      .filter((choice) => !choice.fact)
                      .map((choice) => `${choice.name}: ${choice.value}`)
                      .join(' · ')}
                  </bdi>
                </p>
              )}
              <p className="text-sm text-ink-500">
                <bdi>
                  {line.quantity} × {formatFils(line.price.unitFils)}
                </bdi>
              </p>
            </div>
            <p
              className="col-start-2 text-end text-sm font-semibold text-ink-900 tabular-nums sm:col-start-3"
              data-figure="line-subtotal"
            >
              <span dir="ltr">{formatFils(line.price.subtotalFils)}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
