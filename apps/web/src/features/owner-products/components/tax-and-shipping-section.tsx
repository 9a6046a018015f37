import type { ControllerRenderProps, UseFormSetValue } from 'react-hook-form'
import { TextField } from '../../../components/ui/text-field'
import { useTranslation } from '../../../lib/i18n'
import { numberOr, proposedVat, type ProductFormValues } from '../form'
import {
  message,
  Section,
  SelectField,
  type ProductFormParts,
  type WatchedProductValues,
} from './product-form-fields'

/** The VAT rate, with the rate the metal and purity propose, and the shipping cost. */
export function TaxAndShippingSection({
  register,
  errors,
  values,
  mode,
  setValue,
  vatField,
}: Omit<ProductFormParts, 'control'> & {
  values: WatchedProductValues
  mode: ProductFormValues['pricing_mode']
  setValue: UseFormSetValue<ProductFormValues>
  vatField: ControllerRenderProps<ProductFormValues, 'vat'>
}) {
  const { t } = useTranslation(['ownerProducts'])
  const vatProposal = proposedVat({
    metal_type: mode === 'metal' ? (values.metal_type ?? null) : null,
    purity: values.purity ?? null,
  })
  return (
    <Section id="section-tax-and-shipping" title={t('ownerProducts:editor.sections.tax')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('ownerProducts:editor.vat')}
          error={message(errors.vat?.message)}
          hint={
            <span className="flex flex-wrap items-center gap-2">
              {vatProposal === 0
                ? t('ownerProducts:editor.vatProposedZero', { rate: vatProposal })
                : t('ownerProducts:editor.vatProposed', { rate: vatProposal })}
              {values.vat !== vatProposal && (
                <button
                  type="button"
                  className="font-semibold text-gold-800 underline"
                  onClick={() => setValue('vat', vatProposal, { shouldDirty: true, shouldValidate: true })}
                >
                  {t('ownerProducts:editor.vatUse', { rate: vatProposal })}
                </button>
              )}
            </span>
          }
          {...vatField}
          value={String(vatField.value)}
          onChange={(event) => vatField.onChange(Number(event.target.value))}
        >
          <option value="5">{t('ownerProducts:editor.vatStandard')}</option>
          <option value="0">{t('ownerProducts:editor.vatZero')}</option>
        </SelectField>
        <TextField
          label={t('ownerProducts:editor.shipping')}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          error={message(errors.shipping_cost?.message)}
          {...register('shipping_cost', { setValueAs: numberOr(0) })}
        />
      </div>
    </Section>
  )
}
