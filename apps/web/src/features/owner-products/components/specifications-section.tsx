import { useFieldArray } from 'react-hook-form'
import { TextField } from '../../../components/ui/text-field'
import { useTranslation } from '../../../lib/i18n'
import { AddButton, RemoveButton } from './editor-buttons'
import { ARABIC_INPUT, ENGLISH_INPUT, message, Section, type ProductFormParts } from './product-form-fields'

/** The product's specifications: a name, a value and an optional unit, in English and Arabic. */
export function SpecificationsSection({ control, register, errors }: ProductFormParts) {
  const { t } = useTranslation(['ownerProducts'])
  const attributes = useFieldArray({ control, name: 'attributes' })
  return (
    <Section
      id="section-specifications"
      title={t('ownerProducts:editor.sections.specifications')}
      hint={t('ownerProducts:editor.specificationsHint')}
    >
      {attributes.fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] gap-2 sm:grid-cols-[1fr_1fr_8rem_auto]">
          <TextField
            label={t('ownerProducts:editor.attributeName')}
            error={message(errors.attributes?.[index]?.attribute_type?.message)}
            {...ENGLISH_INPUT}
            {...register(`attributes.${index}.attribute_type`)}
          />
          <TextField
            label={t('ownerProducts:editor.attributeValue')}
            error={message(errors.attributes?.[index]?.value?.message)}
            {...ENGLISH_INPUT}
            {...register(`attributes.${index}.value`)}
          />
          <TextField
            className="col-span-2 sm:col-span-1"
            label={t('ownerProducts:editor.attributeUnit')}
            dir="ltr"
            error={message(errors.attributes?.[index]?.unit?.message)}
            {...register(`attributes.${index}.unit`, { setValueAs: (v: unknown) => (v === '' ? null : v) })}
          />
          <RemoveButton
            className="row-start-1 col-start-3 sm:col-start-4"
            label={t('ownerProducts:editor.removeSpecification', { number: index + 1 })}
            onClick={() => attributes.remove(index)}
          />
          <TextField
            label={t('ownerProducts:editor.attributeNameAr')}
            error={message(errors.attributes?.[index]?.attribute_type_ar?.message)}
            {...ARABIC_INPUT}
            {...register(`attributes.${index}.attribute_type_ar`)}
          />
          <TextField
            label={t('ownerProducts:editor.attributeValueAr')}
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
        {t('ownerProducts:editor.addSpecification')}
      </AddButton>
    </Section>
  )
}
