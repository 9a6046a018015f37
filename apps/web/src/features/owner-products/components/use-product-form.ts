import { zodResolver } from '@hookform/resolvers/zod'
import { CreateProductBodySchema, type OwnerProduct, type CreateProductBody } from '@shop/contract'
import { useState } from 'react'
import { useController, useForm, useWatch, type FieldPath } from 'react-hook-form'
import { ApiError } from '../../../lib/api-client'
import { useTranslation } from '../../../lib/i18n'
import { translateMessage } from '../../../lib/translate-message'
import { EMPTY_PRODUCT, formValuesOf, type ProductFormValues } from '../form'

/**
 * The product editor's form: checked by the contract's create schema, reset to what the API saved, and showing
 * the API's field errors on their fields.
 */
export function useProductForm(
  product: OwnerProduct | null,
  onSubmit: (body: CreateProductBody) => Promise<OwnerProduct>,
) {
  const { t } = useTranslation(['ownerProducts'])
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
  // Selects are controlled: their options hold text, the form numbers, booleans and null, and a category
  // chosen before the list has loaded must survive its arrival ("Use 0 %" also shows at once).
  // They are taken here, before any input registers, because an invalid save focuses the first field in the
  // order the fields registered.
  const { field: vatField } = useController({ control, name: 'vat' })
  const { field: categoryField } = useController({ control, name: 'category_id' })
  const { field: publishedField } = useController({ control, name: 'published' })
  const { field: metalField } = useController({ control, name: 'metal_type' })

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
        error instanceof Error ? translateMessage(error.message) : t('ownerProducts:editor.saveFailed'),
      )
    }
  })

  return {
    parts: { control, register, errors },
    setValue,
    isSubmitting,
    isDirty,
    values,
    published,
    mode,
    vatField,
    categoryField,
    publishedField,
    metalField,
    submit,
    formError,
  }
}
