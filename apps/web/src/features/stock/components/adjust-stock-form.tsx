import { zodResolver } from '@hookform/resolvers/zod'
import {
  AdjustStockBodySchema,
  STOCK_ADJUST_REASONS,
  STOCK_MESSAGES,
  STOCK_NOTE_MAX_CHARS,
  stockAfterAdjustment,
  type AdjustStockBody,
  type AdjustStockInput,
  type StockProduct,
} from '@shop/contract'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { FormAlert, INPUT_CLASS, TextAreaField, TextField } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { translateMessage } from '../../../lib/translate-message'
import { useAdjustStock } from '../api'

/**
 * The owner's stock adjustment: a signed change in units with a reason (docs/decisions/040). The contract's
 * rules are checked before sending (a change of 0, a note for "other", never below 0), and the server's
 * refusal (another change got there first) is shown in the form.
 */
export function AdjustStockForm({ product }: { product: StockProduct }) {
  const { t } = useTranslation(['stock'])
  const adjust = useAdjustStock()
  const reasonId = useId()
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<AdjustStockInput, unknown, AdjustStockBody>({
    resolver: zodResolver(AdjustStockBodySchema),
    defaultValues: { reason: 'received', note: '' },
  })
  const [delta, reason, note] = useWatch({ control, name: ['delta', 'reason', 'note'] })
  const preview =
    typeof delta === 'number' && Number.isInteger(delta) && delta !== 0
      ? stockAfterAdjustment(product.stock, delta)
      : undefined

  const onSubmit = handleSubmit(async (body) => {
    if (stockAfterAdjustment(product.stock, body.delta) === null) {
      setError('delta', { message: STOCK_MESSAGES.belowZero(product.stock, body.delta) })
      return
    }
    try {
      const { data } = await adjust.mutateAsync({ productId: product.id, body })
      toast.success(t('stock:adjust.done', { name: product.name, stock: data.stock }))
      // Cleared, so a second press cannot repeat the change (the reason stays: the next one is often alike).
      // reset() with no values also empties the number field, which a reset to values leaves as typed.
      reset()
      setValue('reason', body.reason)
    } catch {
      // The mutation's error is shown in the form.
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('stock:adjust.label')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('stock:adjust.delta')}
          type="number"
          step={1}
          inputMode="numeric"
          placeholder={t('stock:adjust.deltaPlaceholder')}
          hint={
            preview === undefined
              ? t('stock:adjust.hintNow', { stock: product.stock })
              : preview === null
                ? // The error below already says so once the form was sent.
                  errors.delta
                  ? t('stock:adjust.hintBelowShown', { stock: product.stock })
                  : t('stock:adjust.hintBelow', { stock: product.stock })
                : t('stock:adjust.hintAfter', { stock: product.stock, after: preview })
          }
          error={errors.delta?.message && translateMessage(errors.delta.message)}
          {...register('delta', { valueAsNumber: true })}
        />
        <div>
          <label htmlFor={reasonId} className="mb-1.5 block text-sm font-medium text-ink-800">
            {t('stock:adjust.reason')}
          </label>
          <select
            id={reasonId}
            aria-invalid={errors.reason ? true : undefined}
            {...register('reason')}
            className={cx(INPUT_CLASS, errors.reason ? 'border-red-600' : 'border-line')}
          >
            {STOCK_ADJUST_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`stock:adjust.reasons.${value}`)}
              </option>
            ))}
          </select>
          {errors.reason?.message && (
            <p className="mt-1.5 text-sm text-red-700">{translateMessage(errors.reason.message)}</p>
          )}
        </div>
      </div>
      <TextAreaField
        label={t('stock:adjust.note')}
        rows={2}
        maxLength={STOCK_NOTE_MAX_CHARS}
        length={note?.length ?? 0}
        hint={reason === 'other' ? t('stock:adjust.noteRequired') : t('stock:adjust.noteOptional')}
        error={errors.note?.message && translateMessage(errors.note.message)}
        {...register('note')}
      />
      {adjust.isError && <FormAlert>{adjust.error.message}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? t('stock:adjust.saving') : t('stock:adjust.submit')}
        </Button>
      </div>
    </form>
  )
}
