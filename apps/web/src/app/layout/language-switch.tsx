import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { cx } from '../../lib/cx'
import { currentLanguage, rememberLanguage, sameUrlIn } from '../../lib/i18n'

/**
 * The other language's version of this page. A full page load, not a router move: the other language has its
 * own URL prefix, texts and direction, so the page starts over in it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation(['common'])
  const location = useLocation()
  const other = currentLanguage() === 'ar' ? 'en' : 'ar'
  // useLocation gives the path inside the router's basename; sameUrlIn adds the other language's prefix.
  return (
    <a
      href={sameUrlIn(other, location)}
      hrefLang={other}
      lang={other}
      aria-label={t('common:language.switchLabel')}
      onClick={() => rememberLanguage(other)}
      className={cx(
        'grid min-h-11 min-w-11 place-items-center rounded-full px-2 text-sm font-semibold text-ink-800 transition hover:bg-cream-200 hover:text-ink-950',
        className,
      )}
    >
      {t('common:language.switchTo')}
    </a>
  )
}
