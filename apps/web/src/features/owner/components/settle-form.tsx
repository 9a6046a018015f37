import { zodResolver } from '@hookform/resolvers/zod'
import {
  SETTLEMENT_NOTE_MAX_CHARS,
  SettlePaymentBodySchema,
  type PaymentToSettle,
  type SettlePaymentBody,
} from '@shop/contract'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import { toast } from 'sonner'
import type { z } from 'zod'
import { formatBtcAmount } from '../../../lib/format'
import { Button } from '../../../components/ui/button'
import { FormAlert, TextAreaField } from '../../../components/ui/text-field'
import { translateMessage } from '../../../lib/translate-message'
import { useSettlePayment } from '../api'

const ACTIONS = ['refunded', 'honoured'] as const

/** Records what the owner did with the money still open on one order. */
export function SettleForm({
  entry,
  onDone,
}: {
  entry: Pick<PaymentToSettle, 'orderId' | 'amountOpen'>
  onDone: () => void
}) {
  const { t } = useTranslation(['owner'])
  const settle = useSettlePayment()
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof SettlePaymentBodySchema>, unknown, SettlePaymentBody>({
    resolver: zodResolver(SettlePaymentBodySchema),
    defaultValues: { action: 'refunded', note: '' },
  })
  const note = useWatch({ control, name: 'note' })

  const onSubmit = handleSubmit(async (body) => {
    try {
      await settle.mutateAsync({ orderId: entry.orderId, body })
      const amount = formatBtcAmount(entry.amountOpen)
      toast.success(
        body.action === 'refunded'
          ? t('owner:settle.recordedRefunded', { amount })
          : t('owner:settle.recordedHonoured', { amount }),
      )
      onDone()
    } catch {
      // The mutation's error is shown in the form.
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink-800">
          {t('owner:settle.formQuestion', { amount: formatBtcAmount(entry.amountOpen) })}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ACTIONS.map((action) => (
            <label
              key={action}
              className="flex cursor-pointer gap-3 rounded-xl border border-line p-3 has-checked:border-gold-500 has-checked:bg-gold-100"
            >
              <input type="radio" value={action} {...register('action')} className="mt-1 accent-gold-600" />
              <span>
                <span className="block font-semibold text-ink-900">{t(`owner:shared.${action}`)}</span>
                <span className="block text-sm text-ink-600">{t(`owner:settle.hint.${action}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t('owner:settle.note')}
        rows={3}
        maxLength={SETTLEMENT_NOTE_MAX_CHARS}
        length={note.length}
        placeholder={t('owner:settle.notePlaceholder')}
        error={errors.note?.message && translateMessage(errors.note.message)}
        {...register('note')}
      />
      {settle.isError && <FormAlert>{settle.error.message}</FormAlert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('owner:shared.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('owner:shared.saving') : t('owner:settle.submit')}
        </Button>
      </div>
    </form>
  )
}
