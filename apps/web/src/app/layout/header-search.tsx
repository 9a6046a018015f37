import { Search, X } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from '../../lib/i18n'
import { useLocation, useNavigate } from '../../lib/router'

const ICON_BUTTON =
  'relative grid size-11 place-items-center rounded-full text-ink-800 transition hover:bg-cream-200 hover:text-ink-950'

/**
 * The header's search: a button that opens a search row under the header on every screen width; a search
 * goes to /products?search=… (the list's own URL, so the result can be shared and the back button returns).
 */
export function HeaderSearch() {
  const { t } = useTranslation(['common'])
  const location = useLocation()
  // Open on the page it was opened on: moving to another page (or another list) closes the row.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === location.key
  const setOpen = (next: boolean | ((was: boolean) => boolean)) =>
    setOpenOn((typeof next === 'function' ? next(open) : next) ? location.key : null)
  const [text, setText] = useState('')
  const navigate = useNavigate()
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])

  function submit(event: FormEvent) {
    event.preventDefault()
    const search = text.trim()
    void navigate(search ? `/products?search=${encodeURIComponent(search)}` : '/products')
    setText('')
    setOpen(false)
  }

  return (
    <>
      <button
        type="button"
        aria-label={open ? t('common:search.close') : t('common:search.open')}
        aria-expanded={open}
        aria-controls="header-search"
        onClick={() => setOpen((was) => !was)}
        className={ICON_BUTTON}
      >
        {open ? (
          <X aria-hidden="true" className="size-5.5" strokeWidth={1.75} />
        ) : (
          <Search aria-hidden="true" className="size-5.5" strokeWidth={1.75} />
        )}
      </button>
      {open && (
        <div
          id="header-search"
          className="absolute inset-x-0 top-full border-t border-line bg-cream-50 shadow-[0_1px_0_0_var(--color-line)]"
        >
          <form role="search" onSubmit={submit} className="page-container flex gap-2 py-3">
            <input
              ref={input}
              type="search"
              aria-label={t('common:search.label')}
              placeholder={t('common:search.placeholder')}
              maxLength={100}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setOpen(false)
              }}
              className="min-w-0 flex-1 rounded-full border border-line bg-white px-4 py-2.5 text-ink-900 outline-none placeholder:text-ink-400 focus:border-gold-500 focus:ring-2 focus:ring-gold-200"
            />
            <button
              type="submit"
              className="rounded-full bg-gold-500 px-5 py-2.5 text-sm font-semibold text-ink-950 hover:bg-gold-400"
            >
              {t('common:search.submit')}
            </button>
          </form>
        </div>
      )}
    </>
  )
}
