import { cx } from '../../lib/cx'
import { SITE_NAME } from '../../lib/site'

/** The shop name with its ampersand picked out; `letterClassName` styles (or animates) the ampersand. */
export function WordmarkText({ letterClassName }: { letterClassName: string }) {
  const [before, after] = SITE_NAME.split('&')
  if (after === undefined) return <>{SITE_NAME}</>
  return (
    <>
      {before?.trim()} <span className={letterClassName}>&amp;</span> {after.trim()}
    </>
  )
}

/** The logo: an "Au" element tile (aurum, gold) beside the shop name. Decorative; the link around it is named. */
export function Wordmark({ tone = 'onLight' }: { tone?: 'onLight' | 'onDark' }) {
  return (
    <span aria-hidden="true" dir="ltr" className="flex items-center gap-2.5">
      <span className="relative grid size-9 shrink-0 place-items-center rounded-lg bg-ink-900 ring-1 ring-gold-500/70 ring-inset">
        <span className="absolute top-[3px] start-[4px] text-[0.45rem] leading-none font-medium text-gold-300/70">
          79
        </span>
        {/* eslint-disable-next-line i18next/no-literal-string -- gold's chemical symbol in the logo, the same in every language */}
        <span className="mt-1 ms-0.5 bg-gradient-to-br from-gold-200 via-gold-400 to-gold-600 bg-clip-text font-display text-base font-bold text-transparent">
          Au
        </span>
      </span>
      <span
        className={cx(
          'font-display text-[1.35rem] leading-none font-semibold tracking-tight whitespace-nowrap',
          tone === 'onLight' ? 'text-ink-900' : 'text-cream-50',
        )}
      >
        <WordmarkText
          letterClassName={cx('italic', tone === 'onLight' ? 'text-gold-600' : 'text-gold-300')}
        />
      </span>
    </span>
  )
}
