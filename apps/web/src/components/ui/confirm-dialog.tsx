import { useTranslation } from '../../lib/i18n'
import { Button } from './button'
import { Modal } from './modal'

/** Asks before an action that cannot be undone (logout, cancel an order, delete an address). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pending = false,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  confirmLabel: string
  cancelLabel?: string
  pending?: boolean
  onConfirm: () => void
}) {
  const { t } = useTranslation(['common'])
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
          {cancelLabel ?? t('common:ui.cancel')}
        </Button>
        <Button variant="dark" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  )
}
