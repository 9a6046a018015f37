import type { OwnerProduct, Category, CreateProductBody, MetalPrice } from '@shop/contract'
import type { ReactNode } from 'react'
import { FormAlert } from '../../../components/ui/text-field'
import { useTranslation } from '../../../lib/i18n'
import { DescriptionParagraphsSection } from './description-paragraphs-section'
import { PricingSection } from './pricing-section'
import { ProductBasicsSection } from './product-basics-section'
import { Section } from './product-form-fields'
import { SaveBar } from './save-bar'
import { SpecificationsSection } from './specifications-section'
import { StockAndLimitsSection } from './stock-and-limits-section'
import { TaxAndShippingSection } from './tax-and-shipping-section'
import { useProductForm } from './use-product-form'
import { VariantsSection } from './variants-section'
import { VolumeTierFields } from './volume-tier-fields'

/** Where a form's saved product goes: the page decides (create navigates to the new product). */
export interface ProductEditorProps {
  product: OwnerProduct | null
  categories: readonly Category[]
  metalPrices: readonly MetalPrice[] | undefined
  onSubmit: (body: CreateProductBody) => Promise<OwnerProduct>
  /** Shown under the form's title: duplicate and archive of an existing product. */
  actions?: ReactNode
  /** The photos section (an existing product only). */
  images?: ReactNode
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
  const { t } = useTranslation(['ownerProducts'])
  const form = useProductForm(product, onSubmit)
  const { parts, values, published, mode } = form
  const { register, errors } = parts

  return (
    <form onSubmit={form.submit} noValidate className="space-y-6">
      {actions}
      {form.formError && <FormAlert>{form.formError}</FormAlert>}

      <ProductBasicsSection
        register={register}
        errors={errors}
        categories={categories}
        published={published}
        categoryField={form.categoryField}
        publishedField={form.publishedField}
      />
      <DescriptionParagraphsSection {...parts} />
      <PricingSection
        register={register}
        errors={errors}
        values={values}
        mode={mode}
        metalPrices={metalPrices}
        metalField={form.metalField}
      />
      <Section
        id="section-volume-tiers"
        title={t('ownerProducts:editor.sections.volumeTiers')}
        hint={t('ownerProducts:editor.volumeTiersHint')}
      >
        <VolumeTierFields {...parts} />
      </Section>
      <TaxAndShippingSection
        register={register}
        errors={errors}
        values={values}
        mode={mode}
        setValue={form.setValue}
        vatField={form.vatField}
      />
      <StockAndLimitsSection register={register} errors={errors} product={product} />
      <VariantsSection {...parts} published={published} />
      <SpecificationsSection {...parts} />

      {images}

      <SaveBar isExisting={product !== null} isDirty={form.isDirty} isSubmitting={form.isSubmitting} />
    </form>
  )
}
