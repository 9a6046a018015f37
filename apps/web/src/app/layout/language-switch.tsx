import { Languages } from 'lucide-react'
import type { MouseEvent } from 'react'
import { useTranslation } from '../../lib/i18n'
import { useLocation } from '../../lib/router'
import { useCurrentUser } from '../../features/auth/use-current-user'
import { storeAccountLanguage } from '../../lib/account-language'
import { cx } from '../../lib/cx'
import { currentLanguage, rememberLanguage, sameUrlIn } from '../../lib/i18n'

/**
 * The other language's version of this page, as link attributes. A full page load, not a router move: the
 * other language has its own URL prefix, texts and direction, so the page starts over in it.
 */
function useOtherLanguageLink() {
  const { t } = useTranslation(['common'])
  const location = useLocation()
  const { isSignedIn } = useCurrentUser()
  const other = currentLanguage() === 'ar' ? 'en' : 'ar'
  // useLocation gives the path inside the router's basename; sameUrlIn adds the other language's prefix.
  const href = sameUrlIn(other, location)
  return {
    link: {
      href,
      hrefLang: other,
      'aria-label': t('common:language.switchLabel'),
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        rememberLanguage(other)
        if (!isSignedIn) return
        // A signed-in shopper's account keeps the choice (its mail is written in it): store it, then go.
        event.preventDefault()
        void storeAccountLanguage(other).then(() => window.location.assign(href))
      },
    },
    // The other language's own name, in its own language (and direction).
    name: (
      <span lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
        {t('common:language.switchTo')}
      </span>
    ),
  }
}

/** The header's switch (from the md breakpoint up). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { link, name } = useOtherLanguageLink()
  return (
    <a
      {...link}
      className={cx(
        'grid min-h-11 min-w-11 place-items-center rounded-full px-2 text-sm font-semibold text-ink-800 transition hover:bg-cream-200 hover:text-ink-950',
        className,
      )}
    >
      {name}
    </a>
  )
}

/** The phone's switch: a tab of the bottom bar, shaped like the others. */
export function LanguageTab({ className }: { className?: string }) {
  const { link, name } = useOtherLanguageLink()
  return (
    <a {...link} className={className}>
      <Languages aria-hidden="true" className="size-5.5" strokeWidth={1.75} />
      {name}
    </a>
  )
}
