import { aedToFils, fineWeightGrams, formatAed, METAL_TYPES, type MetalPrice } from '@shop/contract'
import type { ControllerRenderProps } from 'react-hook-form'
import { TextField } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { useTranslation } from '../../../lib/i18n'
import { numberOr, pricePreview, type PricePreview, type ProductFormValues } from '../form'
import {
  message,
  Section,
  SelectField,
  type ProductFormParts,
  type WatchedProductValues,
} from './product-form-fields'

type PricingMode = ProductFormValues['pricing_mode']

/** How the product is priced (fixed, or from the metal's spot price) and what it costs now. */
export function PricingSection({
  register,
  errors,
  values,
  mode,
  metalPrices,
  metalField,
}: Omit<ProductFormParts, 'control'> & {
  values: WatchedProductValues
  mode: PricingMode
  metalPrices: readonly MetalPrice[] | undefined
  metalField: ControllerRenderProps<ProductFormValues, 'metal_type'>
}) {
  const { t } = useTranslation(['ownerProducts'])
  const preview = pricePreview(
    {
      pricing_mode: mode,
      base_price: values.base_price ?? null,
      final_price: values.final_price ?? null,
      metal_type: values.metal_type ?? null,
      weight_grams: values.weight_grams ?? null,
      purity: values.purity ?? null,
      premium_percent: values.premium_percent ?? 0,
      premium_aed: values.premium_aed ?? 0,
    },
    metalPrices,
  )
  // The price counts the metal the piece holds: gross weight x purity, shown as the owner types.
  const fineGrams =
    values.weight_grams && values.purity && values.weight_grams > 0 && values.purity > 0 && values.purity <= 1
      ? fineWeightGrams(values.weight_grams, values.purity)
      : null
  return (
    <Section id="section-price" title={t('ownerProducts:editor.sections.price')}>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('ownerProducts:editor.pricing')}</legend>
        {(
          [
            ['fixed', t('ownerProducts:editor.pricingFixed')],
            ['metal', t('ownerProducts:editor.pricingMetal')],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className={cx(
              'flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold',
              mode === value
                ? 'border-ink-900 bg-ink-900 text-gold-200'
                : 'border-line bg-white text-ink-700',
            )}
          >
            <input type="radio" value={value} className="sr-only" {...register('pricing_mode')} />
            {label}
          </label>
        ))}
      </fieldset>
      {mode === 'fixed' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('ownerProducts:editor.basePrice')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            error={message(errors.base_price?.message)}
            {...register('base_price', { setValueAs: numberOr(null) })}
          />
          <TextField
            label={t('ownerProducts:editor.salePrice')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            error={message(errors.final_price?.message)}
            {...register('final_price', { setValueAs: numberOr(null) })}
          />
        </div>
      ) : (
        <MetalPriceFields
          register={register}
          errors={errors}
          metalPrices={metalPrices}
          metalField={metalField}
          fineGrams={fineGrams}
        />
      )}
      <PricePreviewStatus preview={preview} mode={mode} />
    </Section>
  )
}

/** A metal-linked product's metal, weight, purity and premiums. */
function MetalPriceFields({
  register,
  errors,
  metalPrices,
  metalField,
  fineGrams,
}: Omit<ProductFormParts, 'control'> & {
  metalPrices: readonly MetalPrice[] | undefined
  metalField: ControllerRenderProps<ProductFormValues, 'metal_type'>
  /** The fine metal in the piece, null until weight and purity make sense. */
  fineGrams: number | null
}) {
  const { t } = useTranslation(['ownerProducts'])
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('ownerProducts:editor.metal')}
        error={message(errors.metal_type?.message)}
        {...metalField}
        value={metalField.value ?? ''}
        onChange={(event) => metalField.onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{t('ownerProducts:editor.chooseMetal')}</option>
        {METAL_TYPES.map((metal) => {
          const spot = metalPrices?.find((m) => m.metal_type === metal)
          return (
            <option key={metal} value={metal}>
              {spot
                ? t('ownerProducts:editor.metalWithSpot', {
                    metal: t(`ownerProducts:metals.${metal}`),
                    spot: formatAed(aedToFils(spot.price_per_gram)),
                  })
                : t(`ownerProducts:metals.${metal}`)}
            </option>
          )
        })}
      </SelectField>
      <TextField
        label={t('ownerProducts:editor.weight')}
        type="number"
        inputMode="decimal"
        step="0.0001"
        min="0"
        hint={
          fineGrams === null
            ? t('ownerProducts:editor.weightHint')
            : t('ownerProducts:editor.fineWeight', { grams: fineGrams.toFixed(4) })
        }
        error={message(errors.weight_grams?.message)}
        {...register('weight_grams', { setValueAs: numberOr(null) })}
      />
      <TextField
        label={t('ownerProducts:editor.purity')}
        type="number"
        inputMode="decimal"
        step="0.00001"
        min="0"
        max="1"
        hint={t('ownerProducts:editor.purityHint')}
        error={message(errors.purity?.message)}
        {...register('purity', { setValueAs: numberOr(null) })}
      />
      <TextField
        label={t('ownerProducts:editor.premiumPercent')}
        type="number"
        inputMode="decimal"
        step="0.001"
        min="0"
        error={message(errors.premium_percent?.message)}
        {...register('premium_percent', { setValueAs: numberOr(0) })}
      />
      <TextField
        label={t('ownerProducts:editor.premiumAed')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        hint={t('ownerProducts:editor.premiumAedHint')}
        error={message(errors.premium_aed?.message)}
        {...register('premium_aed', { setValueAs: numberOr(0) })}
      />
    </div>
  )
}

/** The price the product would sell at now, or what is missing to work it out. */
function PricePreviewStatus({ preview, mode }: { preview: PricePreview; mode: PricingMode }) {
  const { t } = useTranslation(['ownerProducts'])
  return (
    <div
      role="status"
      aria-label={t('ownerProducts:editor.pricePreview')}
      className="rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink-800"
    >
      {preview.state === 'priced' ? (
        <>
          <p>
            {t('ownerProducts:editor.priceNow')}{' '}
            <strong className="text-base text-ink-950" dir="ltr">
              {formatAed(preview.priceFils)} AED
            </strong>
          </p>
          {preview.breakdown && (
            <p className="mt-1 text-xs text-ink-600">
              {t('ownerProducts:preview.breakdown', {
                spot: preview.breakdown.spot,
                weight: preview.breakdown.weight,
                purity: preview.breakdown.purity,
              })}
              {preview.breakdown.percent
                ? t('ownerProducts:preview.breakdownPercent', { percent: preview.breakdown.percent })
                : ''}
              {preview.breakdown.premium
                ? t('ownerProducts:preview.breakdownPremium', { premium: preview.breakdown.premium })
                : ''}
            </p>
          )}
          {mode === 'metal' && (
            <p className="mt-1 text-xs text-ink-600">{t('ownerProducts:editor.priceMoves')}</p>
          )}
        </>
      ) : (
        <p>{t(`ownerProducts:preview.${preview.reason}`)}</p>
      )}
    </div>
  )
}
