import type { OwnerProduct } from '@shop/contract'
import { TextField } from '../../../components/ui/text-field'
import { useTranslation } from '../../../lib/i18n'
import { numberOr } from '../form'
import { message, Section, type ProductFormParts } from './product-form-fields'

/**
 * A new product's starting stock (an existing one's is shown: adjust-stock changes it, with a reason), the most
 * one order may take and when stock counts as low.
 */
export function StockAndLimitsSection({
  register,
  errors,
  product,
}: Omit<ProductFormParts, 'control'> & { product: OwnerProduct | null }) {
  const { t } = useTranslation(['ownerProducts'])
  return (
    <Section id="section-stock-and-limits" title={t('ownerProducts:editor.sections.stock')}>
      <div className="grid gap-4 sm:grid-cols-3">
        {product ? (
          <div>
            <p className="mb-1.5 text-sm font-medium text-ink-800">{t('ownerProducts:editor.stock')}</p>
            <p className="rounded-xl border border-line bg-cream-50 px-4 py-3 tabular-nums">
              {product.stock}
            </p>
            <p className="mt-1.5 text-xs text-ink-500">{t('ownerProducts:editor.stockHint')}</p>
          </div>
        ) : (
          <TextField
            label={t('ownerProducts:editor.initialStock')}
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            error={message(errors.stock?.message)}
            {...register('stock', { setValueAs: numberOr(0) })}
          />
        )}
        <TextField
          label={t('ownerProducts:editor.maxPerOrder')}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          hint={t('ownerProducts:editor.maxPerOrderHint')}
          error={message(errors.max_per_order?.message)}
          {...register('max_per_order', { setValueAs: numberOr(null) })}
        />
        <TextField
          label={t('ownerProducts:editor.lowStock')}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          error={message(errors.low_stock_threshold?.message)}
          {...register('low_stock_threshold', { setValueAs: numberOr(0) })}
        />
      </div>
    </Section>
  )
}
