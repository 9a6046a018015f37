import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { MAX_VOLUME_TIERS } from '@shop/contract'
import { useTranslation } from '../../../lib/i18n'
import { TextField } from '../../../components/ui/text-field'
import { translateMessage } from '../../../lib/translate-message'
import { numberOr, type ProductFormValues } from '../form'
import { AddButton, RemoveButton } from './editor-buttons'

/**
 * The owner's volume tiers (docs/decisions/263): from how many units on one line, how many percent off each
 * unit. The contract's schema checks the rows rise; the product page shows them as a table.
 */
export function VolumeTierFields({
  control,
  register,
  errors,
}: {
  control: Control<ProductFormValues>
  register: UseFormRegister<ProductFormValues>
  errors: FieldErrors<ProductFormValues>
}) {
  const { t } = useTranslation(['ownerProducts'])
  const tiers = useFieldArray({ control, name: 'volume_tiers' })
  const rowError = (index: number, field: 'min_quantity' | 'discount_percent') => {
    const text = errors.volume_tiers?.[index]?.[field]?.message
    return text === undefined ? undefined : translateMessage(text)
  }
  return (
    <>
      {tiers.fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] gap-2">
          <TextField
            label={t('ownerProducts:editor.tierFrom')}
            type="number"
            inputMode="numeric"
            step="1"
            min="2"
            error={rowError(index, 'min_quantity')}
            {...register(`volume_tiers.${index}.min_quantity`, { setValueAs: numberOr(0) })}
          />
          <TextField
            label={t('ownerProducts:editor.tierDiscount')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            error={rowError(index, 'discount_percent')}
            {...register(`volume_tiers.${index}.discount_percent`, { setValueAs: numberOr(0) })}
          />
          <RemoveButton
            label={t('ownerProducts:editor.removeTier', { number: index + 1 })}
            onClick={() => tiers.remove(index)}
          />
        </div>
      ))}
      {errors.volume_tiers?.message && (
        <p role="alert" className="text-sm text-red-700">
          {translateMessage(errors.volume_tiers.message)}
        </p>
      )}
      {tiers.fields.length < MAX_VOLUME_TIERS && (
        <AddButton
          onClick={() => {
            const last = tiers.fields.at(-1)
            tiers.append({
              min_quantity: last ? last.min_quantity * 5 : 10,
              discount_percent: last ? last.discount_percent + 1 : 1,
            })
          }}
        >
          {t('ownerProducts:editor.addTier')}
        </AddButton>
      )}
    </>
  )
}
