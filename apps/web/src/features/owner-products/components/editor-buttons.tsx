import { Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../lib/cx'

/** Adds a row to one of the editor's lists (paragraphs, variants, options, specifications, volume tiers). */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} className="inline-flex items-center gap-1.5">
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Button>
  )
}

/** Removes a row from one of the editor's lists; `label` names what goes. */
export function RemoveButton({
  label,
  onClick,
  className,
}: {
  label: string
  onClick: () => void
  className?: string
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cx(
        'mt-7 grid size-11 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-red-50 hover:text-red-700',
        className,
      )}
    >
      <Trash2 aria-hidden="true" className="size-4" />
    </button>
  )
}
