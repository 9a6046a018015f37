import { PRODUCT_DESCRIPTION_MAX_CHARS, PRODUCT_NAME_MAX_CHARS, type Category } from '@shop/contract'
import type { ControllerRenderProps } from 'react-hook-form'
import { TextAreaField, TextField } from '../../../components/ui/text-field'
import { useTranslation } from '../../../lib/i18n'
import type { ProductFormValues } from '../form'
import {
  ARABIC_INPUT,
  ENGLISH_INPUT,
  message,
  Section,
  SelectField,
  type ProductFormParts,
} from './product-form-fields'

/** The product's names, SKU, category, short descriptions and whether shoppers see it. */
export function ProductBasicsSection({
  register,
  errors,
  categories,
  published,
  categoryField,
  publishedField,
}: Omit<ProductFormParts, 'control'> & {
  categories: readonly Category[]
  /** A published product needs its Arabic name and short description. */
  published: boolean
  categoryField: ControllerRenderProps<ProductFormValues, 'category_id'>
  publishedField: ControllerRenderProps<ProductFormValues, 'published'>
}) {
  const { t } = useTranslation(['ownerProducts'])
  return (
    <Section id="section-product" title={t('ownerProducts:editor.sections.product')}>
      <TextField
        label={t('ownerProducts:editor.name')}
        maxLength={PRODUCT_NAME_MAX_CHARS}
        error={message(errors.product_name?.message)}
        {...ENGLISH_INPUT}
        {...register('product_name')}
      />
      <TextField
        label={t('ownerProducts:editor.nameAr')}
        hint={published ? t('ownerProducts:editor.arabicRequiredHint') : t('ownerProducts:editor.arabicHint')}
        required={published}
        maxLength={PRODUCT_NAME_MAX_CHARS}
        error={message(errors.product_name_ar?.message)}
        {...ARABIC_INPUT}
        {...register('product_name_ar')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('ownerProducts:editor.sku')}
          autoCapitalize="characters"
          dir="ltr"
          hint={t('ownerProducts:editor.skuHint')}
          error={message(errors.sku?.message)}
          {...register('sku')}
        />
        <SelectField
          label={t('ownerProducts:editor.category')}
          error={message(errors.category_id?.message)}
          {...categoryField}
          value={categoryField.value === undefined ? '' : String(categoryField.value)}
          onChange={(event) =>
            categoryField.onChange(event.target.value === '' ? undefined : Number(event.target.value))
          }
        >
          <option value="">{t('ownerProducts:editor.chooseCategory')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.categoryName}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t('ownerProducts:editor.shortDescription')}
        rows={2}
        maxLength={PRODUCT_DESCRIPTION_MAX_CHARS}
        error={message(errors.description?.message)}
        {...ENGLISH_INPUT}
        {...register('description')}
      />
      <TextAreaField
        label={t('ownerProducts:editor.shortDescriptionAr')}
        required={published}
        rows={2}
        maxLength={PRODUCT_DESCRIPTION_MAX_CHARS}
        error={message(errors.description_ar?.message)}
        {...ARABIC_INPUT}
        {...register('description_ar')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('ownerProducts:editor.visibility')}
          hint={t('ownerProducts:editor.visibilityHint')}
          {...publishedField}
          value={String(publishedField.value)}
          onChange={(event) => publishedField.onChange(event.target.value === 'true')}
        >
          <option value="true">{t('ownerProducts:editor.published')}</option>
          <option value="false">{t('ownerProducts:editor.draft')}</option>
        </SelectField>
        <label className="flex items-center gap-3 self-end rounded-xl border border-line px-4 py-3 text-sm text-ink-800">
          <input type="checkbox" className="size-4 accent-gold-600" {...register('new_tag')} />
          {t('ownerProducts:editor.newBadge')}
        </label>
      </div>
    </Section>
  )
}
