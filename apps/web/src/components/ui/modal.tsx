import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useRef, type ReactNode } from 'react'
import { useTranslation } from '../../lib/i18n'
import { cx } from '../../lib/cx'

const WIDTHS = { normal: 'max-w-lg', wide: 'max-w-2xl' } as const

/**
 * An accessible dialog (Radix: focus trap, Escape closes) that gives focus back to whatever had it when it
 * opened. Our dialogs are opened from state, not a Radix Trigger, so Radix alone would drop focus on the body.
 * `description` is read with the title; without one the dialog says nothing extra.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  width = 'normal',
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: ReactNode
  children?: ReactNode
  width?: keyof typeof WIDTHS
}) {
  const opener = useRef<HTMLElement | null>(null)
  const { t } = useTranslation(['common'])
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          // Radix warns about a dialog without a description unless told there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
          // Focus has not moved into the dialog yet: what has it now is the opener.
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return
            event.preventDefault()
            opener.current.focus()
          }}
          className={cx(
            'fixed top-1/2 start-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 rtl:translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-xl outline-none sm:p-8',
            WIDTHS[width],
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl font-semibold text-ink-900">{title}</Dialog.Title>
            <Dialog.Close
              aria-label={t('common:ui.close')}
              className="-mt-1 -me-2 grid size-10 shrink-0 place-items-center rounded-full text-ink-600 hover:bg-cream-200"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className="mt-2 text-ink-600">{description}</Dialog.Description>
          )}
          {children && <div className="mt-6">{children}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
