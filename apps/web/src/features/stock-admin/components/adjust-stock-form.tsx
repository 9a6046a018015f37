import { zodResolver } from '@hookform/resolvers/zod'
import {
  AdjustStockBodySchema,
  STOCK_ADJUST_REASONS,
  STOCK_MESSAGES,
  STOCK_NOTE_MAX_CHARS,
  stockAfterAdjustment,
  type AdjustStockBody,
  type AdjustStockInput,
  type StockAdjustReason,
  type StockProduct,
} from '@shop/contract'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { Button } from '../../../components/ui/button'
import { FormAlert, INPUT_CLASS, TextAreaField, TextField } from '../../../components/ui/text-field'
import { cx } from '../../../lib/cx'
import { useAdjustStock } from '../api'

export const REASON_LABELS: Record<StockAdjustReason, string> = {
  received: 'Received',
  damaged: 'Damaged or lost',
  count: 'Count correction',
  other: 'Other',
}

/**
 * The owner's stock adjustment: a signed change in units with a reason (docs/decisions/040). The contract's
 * rules are checked before sending (a change of 0, a note for "other", never below 0), and the server's
 * refusal (another change got there first) is shown in the form.
 */
export function AdjustStockForm({ product }: { product: StockProduct }) {
  const adjust = useAdjustStock()
  const reasonId = useId()
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
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
      toast.success(`${product.name}: stock is now ${data.stock}.`)
      reset({ reason: body.reason, note: '' })
    } catch {
      // The mutation's error is shown in the form.
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Adjust stock">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Change in units"
          type="number"
          step={1}
          inputMode="numeric"
          placeholder="e.g. 5 or -2"
          hint={
            preview === undefined
              ? `Now ${product.stock} in stock. Use a minus sign to take units out.`
              : preview === null
                ? // The error below already says so once the form was sent.
                  `Now ${product.stock} in stock${errors.delta ? '.' : ': that is more than there is.'}`
                : `Now ${product.stock} in stock; ${preview} after this change.`
          }
          error={errors.delta?.message}
          {...register('delta', { valueAsNumber: true })}
        />
        <div>
          <label htmlFor={reasonId} className="mb-1.5 block text-sm font-medium text-ink-800">
            Reason
          </label>
          <select
            id={reasonId}
            aria-invalid={errors.reason ? true : undefined}
            {...register('reason')}
            className={cx(INPUT_CLASS, errors.reason ? 'border-red-600' : 'border-line')}
          >
            {STOCK_ADJUST_REASONS.map((value) => (
              <option key={value} value={value}>
                {REASON_LABELS[value]}
              </option>
            ))}
          </select>
          {errors.reason?.message && <p className="mt-1.5 text-sm text-red-700">{errors.reason.message}</p>}
        </div>
      </div>
      <TextAreaField
        label="Note"
        rows={2}
        maxLength={STOCK_NOTE_MAX_CHARS}
        length={note?.length ?? 0}
        hint={reason === 'other' ? 'Required: say why.' : 'Optional: a delivery note, who counted.'}
        error={errors.note?.message}
        {...register('note')}
      />
      {adjust.isError && <FormAlert>{adjust.error.message}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Saving...' : 'Adjust stock'}
        </Button>
      </div>
    </form>
  )
}
