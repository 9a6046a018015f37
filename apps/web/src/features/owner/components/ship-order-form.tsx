import { zodResolver } from '@hookform/resolvers/zod'
import {
  ORDER_STATUS_NOTE_MAX_CHARS,
  ShipOrderFormSchema,
  type OwnerOrder,
  type ShipOrderForm as ShipOrderFormValues,
} from '@shop/contract'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '../../../lib/i18n'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Button } from '../../../components/ui/button'
import { TextAreaField } from '../../../components/ui/text-field'
import { translateMessage } from '../../../lib/translate-message'
import { useUpdateOrderStatus } from '../api'

/**
 * Marks a Confirmed order Shipped with the courier and tracking number, which the API mails to the buyer.
 * The note is required here (decision 032): a "shipped" mail without tracking only brings a question back.
 */
export function ShipOrderForm({
  order,
  onDone,
}: {
  order: Pick<OwnerOrder, 'orderId' | 'buyer'>
  onDone: () => void
}) {
  const { t } = useTranslation(['owner'])
  const update = useUpdateOrderStatus()
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof ShipOrderFormSchema>, unknown, ShipOrderFormValues>({
    resolver: zodResolver(ShipOrderFormSchema),
    defaultValues: { note: '' },
  })
  const note = useWatch({ control, name: 'note' })

  const onSubmit = handleSubmit(async ({ note: trackingNote }) => {
    try {
      await update.mutateAsync({ orderId: order.orderId, body: { status: 'Shipped', note: trackingNote } })
      toast.success(t('owner:ship.done', { id: order.orderId, name: order.buyer.firstName }))
      onDone()
    } catch (error) {
      // The dialog stays open with the note typed, so the owner can try again.
      toast.error(error instanceof Error ? error.message : t('owner:ship.failed'))
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextAreaField
        label={t('owner:ship.label')}
        rows={3}
        maxLength={ORDER_STATUS_NOTE_MAX_CHARS}
        length={note.length}
        placeholder={t('owner:ship.placeholder')}
        hint={t('owner:ship.hint', { email: order.buyer.email })}
        error={errors.note?.message && translateMessage(errors.note.message)}
        {...register('note')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {t('owner:shared.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('owner:shared.saving') : t('owner:shared.markShipped')}
        </Button>
      </div>
    </form>
  )
}
