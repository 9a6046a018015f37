import { zodResolver } from '@hookform/resolvers/zod'
import {
  aedToFils,
  CreateProductBodySchema,
  fineWeightGrams,
  formatAed,
  METAL_TYPES,
  needsArabicName,
  PRODUCT_DESCRIPTION_MAX_CHARS,
  PRODUCT_NAME_MAX_CHARS,
  type AdminProduct,
  type Category,
  type CreateProductBody,
  type MetalPrice,
} from '@shop/contract'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n'
import {
  useController,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldPath,
  type UseFormRegister,
} from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { FormAlert, INPUT_CLASS, TextAreaField, TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { cx } from '../../../lib/cx'
import { translateMessage } from '../../../lib/translate-message'
import {
  EMPTY_PRODUCT,
  formValuesOf,
  numberOr,
  pricePreview,
  proposedVat,
  type ProductFormValues,
} from '../form'
import { AddButton, RemoveButton } from './editor-buttons'
import { VolumeTierFields } from './volume-tier-fields'

/** Where a form's saved product goes: the page decides (create navigates to the new product). */
export interface ProductEditorProps {
  product: AdminProduct | null
  categories: readonly Category[]
  metalPrices: readonly MetalPrice[] | undefined
  onSubmit: (body: CreateProductBody) => Promise<AdminProduct>
  /** Shown under the form's title: duplicate and archive of an existing product. */
  actions?: ReactNode
  /** The photos section (an existing product only). */
  images?: ReactNode
}

/** The props of an input the owner writes Arabic in: right to left, and read as Arabic by screen readers. */
const ARABIC_INPUT = { dir: 'rtl', lang: 'ar' } as const
/** The English twin stays left to right on the Arabic page too. */
const ENGLISH_INPUT = { dir: 'ltr', lang: 'en' } as const

/** A contract message (a validation rule's text) in the page's language. */
const message = (text: string | undefined) => (text === undefined ? undefined : translateMessage(text))

function Section({
  id,
  title,
  children,
  hint,
}: {
  id: string
  title: string
  children: ReactNode
  hint?: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-4 sm:p-6">
      <h2 id={id} className="font-display text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-ink-600">{hint}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  )
}

/** A labelled select with its error tied to it, like TextField. */
function SelectField({
  label,
  error,
  hint,
  children,
  ...props
}: React.ComponentProps<'select'> & { label: string; error?: string | undefined; hint?: ReactNode }) {
  const id = `select-${props.name ?? label}`
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...props}
        className={cx(INPUT_CLASS, error ? 'border-red-600' : 'border-line')}
      >
        {children}
      </select>
      {hint && (
        <div id={`${id}-hint`} className="mt-1.5 text-xs text-ink-500">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** The message of a list's own error (e.g. "a variant needs an option"), wherever the resolver put it. */
function listError(error: unknown): string | undefined {
  const e = error as { message?: string; root?: { message?: string } } | undefined
  return message(e?.message ?? e?.root?.message)
}

/**
 * The owner's product form (docs/product.md#for-the-owner): the contract's create schema checks it, and the contract's pricing
 * function previews a metal-linked price from the current metal prices as the owner types.
 */
export function ProductEditor({
  product,
  categories,
  metalPrices,
  onSubmit,
  actions,
  images,
}: ProductEditorProps) {
  const { t } = useTranslation(['productsAdmin'])
  const [formError, setFormError] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProductFormValues, unknown, CreateProductBody>({
    resolver: zodResolver(CreateProductBodySchema),
    defaultValues: product ? formValuesOf(product) : EMPTY_PRODUCT,
    mode: 'onTouched',
  })
  const values = useWatch({ control })
  // A published product speaks Arabic too: its Arabic name, short description and worded variants and options
  // are required, as the contract's schema checks (docs/decisions/266); a draft may leave them empty.
  const published = values.published === true
  const mode = values.pricing_mode ?? 'fixed'
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
  const vatProposal = proposedVat({
    metal_type: mode === 'metal' ? (values.metal_type ?? null) : null,
    purity: values.purity ?? null,
  })
  // Selects are controlled: their options hold text, the form numbers, booleans and null, and a category
  // chosen before the list has loaded must survive its arrival ("Use 0 %" also shows at once).
  const { field: vatField } = useController({ control, name: 'vat' })
  const { field: categoryField } = useController({ control, name: 'category_id' })
  const { field: publishedField } = useController({ control, name: 'published' })
  const { field: metalField } = useController({ control, name: 'metal_type' })
  const descriptions = useFieldArray({ control, name: 'descriptions' })
  const variants = useFieldArray({ control, name: 'variants', keyName: 'fieldKey' })
  const attributes = useFieldArray({ control, name: 'attributes' })

  const submit = handleSubmit(async (body) => {
    setFormError(null)
    try {
      const saved = await onSubmit(body)
      reset(formValuesOf(saved))
    } catch (error) {
      const issues = error instanceof ApiError ? error.details?.body : undefined
      if (Array.isArray(issues) && issues.length > 0) {
        for (const issue of issues as { path: (string | number)[]; message: string }[]) {
          setError(issue.path.join('.') as FieldPath<ProductFormValues>, { message: issue.message })
        }
      }
      setFormError(
        error instanceof Error ? translateMessage(error.message) : t('productsAdmin:editor.saveFailed'),
      )
    }
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {actions}
      {formError && <FormAlert>{formError}</FormAlert>}

      <Section id="section-product" title={t('productsAdmin:editor.sections.product')}>
        <TextField
          label={t('productsAdmin:editor.name')}
          maxLength={PRODUCT_NAME_MAX_CHARS}
          error={message(errors.product_name?.message)}
          {...ENGLISH_INPUT}
          {...register('product_name')}
        />
        <TextField
          label={t('productsAdmin:editor.nameAr')}
          hint={
            published ? t('productsAdmin:editor.arabicRequiredHint') : t('productsAdmin:editor.arabicHint')
          }
          required={published}
          maxLength={PRODUCT_NAME_MAX_CHARS}
          error={message(errors.product_name_ar?.message)}
          {...ARABIC_INPUT}
          {...register('product_name_ar')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('productsAdmin:editor.sku')}
            autoCapitalize="characters"
            dir="ltr"
            hint={t('productsAdmin:editor.skuHint')}
            error={message(errors.sku?.message)}
            {...register('sku')}
          />
          <SelectField
            label={t('productsAdmin:editor.category')}
            error={message(errors.category_id?.message)}
            {...categoryField}
            value={categoryField.value === undefined ? '' : String(categoryField.value)}
            onChange={(event) =>
              categoryField.onChange(event.target.value === '' ? undefined : Number(event.target.value))
            }
          >
            <option value="">{t('productsAdmin:editor.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.categoryName}
              </option>
            ))}
          </SelectField>
        </div>
        <TextAreaField
          label={t('productsAdmin:editor.shortDescription')}
          rows={2}
          maxLength={PRODUCT_DESCRIPTION_MAX_CHARS}
          error={message(errors.description?.message)}
          {...ENGLISH_INPUT}
          {...register('description')}
        />
        <TextAreaField
          label={t('productsAdmin:editor.shortDescriptionAr')}
          required={published}
          rows={2}
          maxLength={PRODUCT_DESCRIPTION_MAX_CHARS}
          error={message(errors.description_ar?.message)}
          {...ARABIC_INPUT}
          {...register('description_ar')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('productsAdmin:editor.visibility')}
            hint={t('productsAdmin:editor.visibilityHint')}
            {...publishedField}
            value={String(publishedField.value)}
            onChange={(event) => publishedField.onChange(event.target.value === 'true')}
          >
            <option value="true">{t('productsAdmin:editor.published')}</option>
            <option value="false">{t('productsAdmin:editor.draft')}</option>
          </SelectField>
          <label className="flex items-center gap-3 self-end rounded-xl border border-line px-4 py-3 text-sm text-ink-800">
            <input type="checkbox" className="size-4 accent-gold-600" {...register('new_tag')} />
            {t('productsAdmin:editor.newBadge')}
          </label>
        </div>
      </Section>

      <Section
        id="section-description-paragraphs"
        title={t('productsAdmin:editor.sections.paragraphs')}
        hint={t('productsAdmin:editor.paragraphsHint')}
      >
        {descriptions.fields.map((field, index) => (
          <div key={field.id} className="flex items-start gap-2">
            <div className="min-w-0 flex-1 space-y-2">
              <TextAreaField
                label={t('productsAdmin:editor.paragraph', { number: index + 1 })}
                rows={3}
                maxLength={PRODUCT_DESCRIPTION_MAX_CHARS}
                error={message(errors.descriptions?.[index]?.description?.message)}
                {...ENGLISH_INPUT}
                {...register(`descriptions.${index}.description`)}
              />
              <TextAreaField
                label={t('productsAdmin:editor.paragraphAr', { number: index + 1 })}
                rows={3}
                maxLength={PRODUCT_DESCRIPTION_MAX_CHARS}
                error={message(errors.descriptions?.[index]?.description_ar?.message)}
                {...ARABIC_INPUT}
                {...register(`descriptions.${index}.description_ar`)}
              />
            </div>
            <RemoveButton
              label={t('productsAdmin:editor.removeParagraph', { number: index + 1 })}
              onClick={() => descriptions.remove(index)}
            />
          </div>
        ))}
        <AddButton onClick={() => descriptions.append({ description: '', description_ar: '' })}>
          {t('productsAdmin:editor.addParagraph')}
        </AddButton>
      </Section>

      <Section id="section-price" title={t('productsAdmin:editor.sections.price')}>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('productsAdmin:editor.pricing')}</legend>
          {(
            [
              ['fixed', t('productsAdmin:editor.pricingFixed')],
              ['metal', t('productsAdmin:editor.pricingMetal')],
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
              label={t('productsAdmin:editor.basePrice')}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              error={message(errors.base_price?.message)}
              {...register('base_price', { setValueAs: numberOr(null) })}
            />
            <TextField
              label={t('productsAdmin:editor.salePrice')}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              error={message(errors.final_price?.message)}
              {...register('final_price', { setValueAs: numberOr(null) })}
            />
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('productsAdmin:editor.metal')}
              error={message(errors.metal_type?.message)}
              {...metalField}
              value={metalField.value ?? ''}
              onChange={(event) => metalField.onChange(event.target.value === '' ? null : event.target.value)}
            >
              <option value="">{t('productsAdmin:editor.chooseMetal')}</option>
              {METAL_TYPES.map((metal) => {
                const spot = metalPrices?.find((m) => m.metal_type === metal)
                return (
                  <option key={metal} value={metal}>
                    {spot
                      ? t('productsAdmin:editor.metalWithSpot', {
                          metal: t(`productsAdmin:metals.${metal}`),
                          spot: formatAed(aedToFils(spot.price_per_gram)),
                        })
                      : t(`productsAdmin:metals.${metal}`)}
                  </option>
                )
              })}
            </SelectField>
            <TextField
              label={t('productsAdmin:editor.weight')}
              type="number"
              inputMode="decimal"
              step="0.0001"
              min="0"
              hint={
                fineGrams === null
                  ? t('productsAdmin:editor.weightHint')
                  : t('productsAdmin:editor.fineWeight', { grams: fineGrams.toFixed(4) })
              }
              error={message(errors.weight_grams?.message)}
              {...register('weight_grams', { setValueAs: numberOr(null) })}
            />
            <TextField
              label={t('productsAdmin:editor.purity')}
              type="number"
              inputMode="decimal"
              step="0.00001"
              min="0"
              max="1"
              hint={t('productsAdmin:editor.purityHint')}
              error={message(errors.purity?.message)}
              {...register('purity', { setValueAs: numberOr(null) })}
            />
            <TextField
              label={t('productsAdmin:editor.premiumPercent')}
              type="number"
              inputMode="decimal"
              step="0.001"
              min="0"
              error={message(errors.premium_percent?.message)}
              {...register('premium_percent', { setValueAs: numberOr(0) })}
            />
            <TextField
              label={t('productsAdmin:editor.premiumAed')}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              hint={t('productsAdmin:editor.premiumAedHint')}
              error={message(errors.premium_aed?.message)}
              {...register('premium_aed', { setValueAs: numberOr(0) })}
            />
          </div>
        )}
        <div
          role="status"
          aria-label={t('productsAdmin:editor.pricePreview')}
          className="rounded-xl bg-cream-100 px-4 py-3 text-sm text-ink-800"
        >
          {preview.state === 'priced' ? (
            <>
              <p>
                {t('productsAdmin:editor.priceNow')}{' '}
                <strong className="text-base text-ink-950" dir="ltr">
                  {formatAed(preview.priceFils)} AED
                </strong>
              </p>
              {preview.breakdown && (
                <p className="mt-1 text-xs text-ink-600">
                  {t('productsAdmin:preview.breakdown', {
                    spot: preview.breakdown.spot,
                    weight: preview.breakdown.weight,
                    purity: preview.breakdown.purity,
                  })}
                  {preview.breakdown.percent
                    ? t('productsAdmin:preview.breakdownPercent', { percent: preview.breakdown.percent })
                    : ''}
                  {preview.breakdown.premium
                    ? t('productsAdmin:preview.breakdownPremium', { premium: preview.breakdown.premium })
                    : ''}
                </p>
              )}
              {mode === 'metal' && (
                <p className="mt-1 text-xs text-ink-600">{t('productsAdmin:editor.priceMoves')}</p>
              )}
            </>
          ) : (
            <p>{t(`productsAdmin:preview.${preview.reason}`)}</p>
          )}
        </div>
      </Section>

      <Section
        id="section-volume-tiers"
        title={t('productsAdmin:editor.sections.volumeTiers')}
        hint={t('productsAdmin:editor.volumeTiersHint')}
      >
        <VolumeTierFields control={control} register={register} errors={errors} />
      </Section>

      <Section id="section-tax-and-shipping" title={t('productsAdmin:editor.sections.tax')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('productsAdmin:editor.vat')}
            error={message(errors.vat?.message)}
            hint={
              <span className="flex flex-wrap items-center gap-2">
                {vatProposal === 0
                  ? t('productsAdmin:editor.vatProposedZero', { rate: vatProposal })
                  : t('productsAdmin:editor.vatProposed', { rate: vatProposal })}
                {values.vat !== vatProposal && (
                  <button
                    type="button"
                    className="font-semibold text-gold-800 underline"
                    onClick={() => setValue('vat', vatProposal, { shouldDirty: true, shouldValidate: true })}
                  >
                    {t('productsAdmin:editor.vatUse', { rate: vatProposal })}
                  </button>
                )}
              </span>
            }
            {...vatField}
            value={String(vatField.value)}
            onChange={(event) => vatField.onChange(Number(event.target.value))}
          >
            <option value="5">{t('productsAdmin:editor.vatStandard')}</option>
            <option value="0">{t('productsAdmin:editor.vatZero')}</option>
          </SelectField>
          <TextField
            label={t('productsAdmin:editor.shipping')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            error={message(errors.shipping_cost?.message)}
            {...register('shipping_cost', { setValueAs: numberOr(0) })}
          />
        </div>
      </Section>

      <Section id="section-stock-and-limits" title={t('productsAdmin:editor.sections.stock')}>
        <div className="grid gap-4 sm:grid-cols-3">
          {product ? (
            <div>
              <p className="mb-1.5 text-sm font-medium text-ink-800">{t('productsAdmin:editor.stock')}</p>
              <p className="rounded-xl border border-line bg-cream-50 px-4 py-3 tabular-nums">
                {product.stock}
              </p>
              <p className="mt-1.5 text-xs text-ink-500">{t('productsAdmin:editor.stockHint')}</p>
            </div>
          ) : (
            <TextField
              label={t('productsAdmin:editor.initialStock')}
              type="number"
              inputMode="numeric"
              step="1"
              min="0"
              error={message(errors.stock?.message)}
              {...register('stock', { setValueAs: numberOr(0) })}
            />
          )}
          <TextField
            label={t('productsAdmin:editor.maxPerOrder')}
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            hint={t('productsAdmin:editor.maxPerOrderHint')}
            error={message(errors.max_per_order?.message)}
            {...register('max_per_order', { setValueAs: numberOr(null) })}
          />
          <TextField
            label={t('productsAdmin:editor.lowStock')}
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            error={message(errors.low_stock_threshold?.message)}
            {...register('low_stock_threshold', { setValueAs: numberOr(0) })}
          />
        </div>
      </Section>

      <Section
        id="section-variants"
        title={t('productsAdmin:editor.sections.variants')}
        hint={t('productsAdmin:editor.variantsHint')}
      >
        {variants.fields.map((field, index) => (
          <VariantFields
            key={field.fieldKey}
            index={index}
            control={control}
            register={register}
            errors={errors}
            published={published}
            onRemove={() => variants.remove(index)}
          />
        ))}
        <AddButton
          onClick={() =>
            variants.append({
              variant_name: '',
              variant_name_ar: '',
              variant_options: [{ option_name: '', option_name_ar: '', price_adjustment: 0 }],
            })
          }
        >
          {t('productsAdmin:editor.addVariant')}
        </AddButton>
      </Section>

      <Section
        id="section-specifications"
        title={t('productsAdmin:editor.sections.specifications')}
        hint={t('productsAdmin:editor.specificationsHint')}
      >
        {attributes.fields.map((field, index) => (
          <div
            key={field.id}
            className="grid grid-cols-[1fr_1fr_auto] gap-2 sm:grid-cols-[1fr_1fr_8rem_auto]"
          >
            <TextField
              label={t('productsAdmin:editor.attributeName')}
              error={message(errors.attributes?.[index]?.attribute_type?.message)}
              {...ENGLISH_INPUT}
              {...register(`attributes.${index}.attribute_type`)}
            />
            <TextField
              label={t('productsAdmin:editor.attributeValue')}
              error={message(errors.attributes?.[index]?.value?.message)}
              {...ENGLISH_INPUT}
              {...register(`attributes.${index}.value`)}
            />
            <TextField
              className="col-span-2 sm:col-span-1"
              label={t('productsAdmin:editor.attributeUnit')}
              dir="ltr"
              error={message(errors.attributes?.[index]?.unit?.message)}
              {...register(`attributes.${index}.unit`, { setValueAs: (v: unknown) => (v === '' ? null : v) })}
            />
            <RemoveButton
              className="row-start-1 col-start-3 sm:col-start-4"
              label={t('productsAdmin:editor.removeSpecification', { number: index + 1 })}
              onClick={() => attributes.remove(index)}
            />
            <TextField
              label={t('productsAdmin:editor.attributeNameAr')}
              error={message(errors.attributes?.[index]?.attribute_type_ar?.message)}
              {...ARABIC_INPUT}
              {...register(`attributes.${index}.attribute_type_ar`)}
            />
            <TextField
              label={t('productsAdmin:editor.attributeValueAr')}
              error={message(errors.attributes?.[index]?.value_ar?.message)}
              {...ARABIC_INPUT}
              {...register(`attributes.${index}.value_ar`)}
            />
          </div>
        ))}
        <AddButton
          onClick={() =>
            attributes.append({
              attribute_type: '',
              attribute_type_ar: '',
              value: '',
              value_ar: '',
              unit: null,
            })
          }
        >
          {t('productsAdmin:editor.addSpecification')}
        </AddButton>
      </Section>

      {images}

      <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 -mx-4 flex items-center justify-end gap-3 border-t border-line bg-cream-50/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border md:bottom-0">
        {product && isDirty && (
          <span className="me-auto text-sm text-ink-600">{t('productsAdmin:editor.unsaved')}</span>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting
            ? t('productsAdmin:editor.saving')
            : product
              ? t('productsAdmin:editor.save')
              : t('productsAdmin:editor.create')}
        </Button>
      </div>
    </form>
  )
}

function VariantFields({
  index,
  control,
  register,
  errors,
  published,
  onRemove,
}: {
  index: number
  control: Control<ProductFormValues, unknown, CreateProductBody>
  register: UseFormRegister<ProductFormValues>
  errors: FieldErrors<ProductFormValues>
  /** A published product needs the Arabic of every worded name here (not of "256 GB"). */
  published: boolean
  onRemove: () => void
}) {
  const { t } = useTranslation(['productsAdmin'])
  const options = useFieldArray({ control, name: `variants.${index}.variant_options`, keyName: 'fieldKey' })
  const variant = useWatch({ control, name: `variants.${index}` })
  const arabicRequired = (english: string | undefined) => published && needsArabicName(english ?? '')
  const variantErrors = errors.variants?.[index]
  return (
    <fieldset className="rounded-xl border border-line p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-ink-700">
        {t('productsAdmin:editor.variant', { number: index + 1 })}
      </legend>
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
          <TextField
            label={t('productsAdmin:editor.variantName')}
            error={message(variantErrors?.variant_name?.message)}
            {...ENGLISH_INPUT}
            {...register(`variants.${index}.variant_name`)}
          />
          <TextField
            label={t('productsAdmin:editor.variantNameAr')}
            required={arabicRequired(variant?.variant_name)}
            error={message(variantErrors?.variant_name_ar?.message)}
            {...ARABIC_INPUT}
            {...register(`variants.${index}.variant_name_ar`)}
          />
        </div>
        <RemoveButton
          label={t('productsAdmin:editor.removeVariant', { number: index + 1 })}
          onClick={onRemove}
        />
      </div>
      <div className="mt-3 space-y-2">
        {options.fields.map((field, optionIndex) => (
          <div key={field.fieldKey} className="flex items-start gap-2">
            <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
              <TextField
                label={t('productsAdmin:editor.option')}
                error={message(variantErrors?.variant_options?.[optionIndex]?.option_name?.message)}
                {...ENGLISH_INPUT}
                {...register(`variants.${index}.variant_options.${optionIndex}.option_name`)}
              />
              <TextField
                label={t('productsAdmin:editor.optionAr')}
                hint={optionIndex === 0 ? t('productsAdmin:editor.optionArHint') : undefined}
                required={arabicRequired(variant?.variant_options?.[optionIndex]?.option_name)}
                error={message(variantErrors?.variant_options?.[optionIndex]?.option_name_ar?.message)}
                {...ARABIC_INPUT}
                {...register(`variants.${index}.variant_options.${optionIndex}.option_name_ar`)}
              />
            </div>
            <TextField
              className="w-24 shrink-0 sm:w-32"
              label={t('productsAdmin:editor.priceAdjustment')}
              type="number"
              inputMode="decimal"
              step="0.01"
              dir="ltr"
              error={message(variantErrors?.variant_options?.[optionIndex]?.price_adjustment?.message)}
              {...register(`variants.${index}.variant_options.${optionIndex}.price_adjustment`, {
                setValueAs: numberOr(0),
              })}
            />
            <RemoveButton
              label={t('productsAdmin:editor.removeOption', { option: optionIndex + 1, variant: index + 1 })}
              onClick={() => options.remove(optionIndex)}
            />
          </div>
        ))}
        {listError(variantErrors?.variant_options) && (
          <p className="text-sm text-red-700">{listError(variantErrors?.variant_options)}</p>
        )}
        <AddButton
          onClick={() => options.append({ option_name: '', option_name_ar: '', price_adjustment: 0 })}
        >
          {t('productsAdmin:editor.addOption')}
        </AddButton>
      </div>
    </fieldset>
  )
}
