import { needsArabicName } from '@shop/contract'
import { useFieldArray, useWatch } from 'react-hook-form'
import { TextField } from '../../../components/ui/text-field'
import { useTranslation } from '../../../lib/i18n'
import { numberOr } from '../form'
import { AddButton, RemoveButton } from './editor-buttons'
import {
  ARABIC_INPUT,
  ENGLISH_INPUT,
  listError,
  message,
  Section,
  type ProductFormParts,
} from './product-form-fields'

/** The product's variants (e.g. storage), each with its options and what each adds to the price. */
export function VariantsSection({
  control,
  register,
  errors,
  published,
}: ProductFormParts & { published: boolean }) {
  const { t } = useTranslation(['ownerProducts'])
  const variants = useFieldArray({ control, name: 'variants', keyName: 'fieldKey' })
  return (
    <Section
      id="section-variants"
      title={t('ownerProducts:editor.sections.variants')}
      hint={t('ownerProducts:editor.variantsHint')}
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
        {t('ownerProducts:editor.addVariant')}
      </AddButton>
    </Section>
  )
}

function VariantFields({
  index,
  control,
  register,
  errors,
  published,
  onRemove,
}: ProductFormParts & {
  index: number
  /** A published product needs the Arabic of every worded name here (not of "256 GB"). */
  published: boolean
  onRemove: () => void
}) {
  const { t } = useTranslation(['ownerProducts'])
  const options = useFieldArray({ control, name: `variants.${index}.variant_options`, keyName: 'fieldKey' })
  const variant = useWatch({ control, name: `variants.${index}` })
  const arabicRequired = (english: string | undefined) => published && needsArabicName(english ?? '')
  const variantErrors = errors.variants?.[index]
  return (
    <fieldset className="rounded-xl border border-line p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-ink-700">
        {t('ownerProducts:editor.variant', { number: index + 1 })}
      </legend>
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
          <TextField
            label={t('ownerProducts:editor.variantName')}
            error={message(variantErrors?.variant_name?.message)}
            {...ENGLISH_INPUT}
            {...register(`variants.${index}.variant_name`)}
          />
          <TextField
            label={t('ownerProducts:editor.variantNameAr')}
            required={arabicRequired(variant?.variant_name)}
            error={message(variantErrors?.variant_name_ar?.message)}
            {...ARABIC_INPUT}
            {...register(`variants.${index}.variant_name_ar`)}
          />
        </div>
        <RemoveButton
          label={t('ownerProducts:editor.removeVariant', { number: index + 1 })}
          onClick={onRemove}
        />
      </div>
      <div className="mt-3 space-y-2">
        {options.fields.map((field, optionIndex) => (
          <div key={field.fieldKey} className="flex items-start gap-2">
            <div className="grid min-w-0 flex-1 gap-2 sm:grid-cols-2">
              <TextField
                label={t('ownerProducts:editor.option')}
                error={message(variantErrors?.variant_options?.[optionIndex]?.option_name?.message)}
                {...ENGLISH_INPUT}
                {...register(`variants.${index}.variant_options.${optionIndex}.option_name`)}
              />
              <TextField
                label={t('ownerProducts:editor.optionAr')}
                hint={optionIndex === 0 ? t('ownerProducts:editor.optionArHint') : undefined}
                required={arabicRequired(variant?.variant_options?.[optionIndex]?.option_name)}
                error={message(variantErrors?.variant_options?.[optionIndex]?.option_name_ar?.message)}
                {...ARABIC_INPUT}
                {...register(`variants.${index}.variant_options.${optionIndex}.option_name_ar`)}
              />
            </div>
            <TextField
              className="w-24 shrink-0 sm:w-32"
              label={t('ownerProducts:editor.priceAdjustment')}
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
              label={t('ownerProducts:editor.removeOption', { option: optionIndex + 1, variant: index + 1 })}
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
          {t('ownerProducts:editor.addOption')}
        </AddButton>
      </div>
    </fieldset>
  )
}
