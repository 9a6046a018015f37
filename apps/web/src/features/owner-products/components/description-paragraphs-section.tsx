import { PRODUCT_DESCRIPTION_MAX_CHARS } from '@shop/contract'
import { useFieldArray } from 'react-hook-form'
import { TextAreaField } from '../../../components/ui/text-field'
import { useTranslation } from '../../../lib/i18n'
import { AddButton, RemoveButton } from './editor-buttons'
import { ARABIC_INPUT, ENGLISH_INPUT, message, Section, type ProductFormParts } from './product-form-fields'

/** The product page's longer paragraphs, each in English and Arabic. */
export function DescriptionParagraphsSection({ control, register, errors }: ProductFormParts) {
  const { t } = useTranslation(['ownerProducts'])
  const descriptions = useFieldArray({ control, name: 'descriptions' })
  return (
    <Section
      id="section-description-paragraphs"
      title={t('ownerProducts:editor.sections.paragraphs')}
      hint={t('ownerProducts:editor.paragraphsHint')}
    >
      {descriptions.fields.map((field, index) => (
        <div key={field.id} className="flex items-start gap-2">
          <div className="min-w-0 flex-1 space-y-2">
            <TextAreaField
              label={t('ownerProducts:editor.paragraph', { number: index + 1 })}
              rows={3}
              maxLength={PRODUCT_DESCRIPTION_MAX_CHARS}
              error={message(errors.descriptions?.[index]?.description?.message)}
              {...ENGLISH_INPUT}
              {...register(`descriptions.${index}.description`)}
            />
            <TextAreaField
              label={t('ownerProducts:editor.paragraphAr', { number: index + 1 })}
              rows={3}
              maxLength={PRODUCT_DESCRIPTION_MAX_CHARS}
              error={message(errors.descriptions?.[index]?.description_ar?.message)}
              {...ARABIC_INPUT}
              {...register(`descriptions.${index}.description_ar`)}
            />
          </div>
          <RemoveButton
            label={t('ownerProducts:editor.removeParagraph', { number: index + 1 })}
            onClick={() => descriptions.remove(index)}
          />
        </div>
      ))}
      <AddButton onClick={() => descriptions.append({ description: '', description_ar: '' })}>
        {t('ownerProducts:editor.addParagraph')}
      </AddButton>
    </Section>
  )
}
