import { COPY_CONFIRMATION_MS } from '@shop/contract'
import { Check, Copy } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useTranslation } from '../../../lib/i18n'
import { toast } from 'sonner'

/**
 * Copies `text`; `confirmation` ('Address copied!') shows for 2 s (docs/product.md#for-shoppers and docs/product.md#rules-the-shop-keeps). Place it in a
 * `flex flex-wrap` row after the value it copies.
 */
export function CopyButton({
  text,
  label,
  confirmation,
}: {
  text: string
  label: string
  confirmation: string
}) {
  const [copied, setCopied] = useState(false)
  const { t } = useTranslation(['payment'])

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      toast.error(t('payment:copyFailed'))
    }
  }

  // A fragment for the parent's wrapping flex row: the confirmation always has its own line there (basis-full),
  // so it appears without pushing the button onto a new line on a phone.
  return (
    <>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={label}
        className="grid size-10 shrink-0 place-items-center rounded-full border border-line bg-white text-ink-700 transition hover:border-gold-500 hover:text-gold-800"
      >
        {copied ? (
          <Check aria-hidden="true" className="size-4 text-emerald-700" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
      </button>
      <span role="status" className="min-h-5 basis-full text-sm font-medium text-emerald-700">
        {copied ? confirmation : ''}
      </span>
    </>
  )
}
