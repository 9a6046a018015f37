import { useTranslation } from '../../lib/i18n'
import { SITE_NAME } from '../../lib/site'
import { WordmarkText } from './wordmark'

/**
 * Full-screen wordmark with an animated ampersand, while the app starts and while the first lazy route loads.
 * Same markup and classes as the start-up loader in index.html (styled there), so the hand-over is seamless;
 * it fades in after 150 ms, so a fast start shows nothing at all.
 */
export function AppLoader() {
  const { t } = useTranslation(['common'])
  return (
    <div className="boot-loader" role="status" aria-label={t('common:site.loading', { site: SITE_NAME })}>
      <span className="boot-loader__word" aria-hidden="true">
        <WordmarkText letterClassName="boot-loader__letter" />
      </span>
      <span className="boot-loader__bar" aria-hidden="true" />
    </div>
  )
}
