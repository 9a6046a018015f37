import { ArrowDown, Bitcoin, ShieldCheck, TrendingUp } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'
import { Trans } from '../../../lib/trans'
import { ButtonLink } from '../../../components/ui/button-link'
import { cx } from '../../../lib/cx'
import { usePublishedPage } from '../../../lib/published-page'
import bullionArt from './bullion-art.svg?no-inline'

/** `mirrored`: the icon points along the reading direction, so a right-to-left page shows it mirrored. */
const PROMISES = [
  { icon: ShieldCheck, key: 'certified', mirrored: false },
  { icon: Bitcoin, key: 'bitcoin', mirrored: false },
  { icon: TrendingUp, key: 'pricing', mirrored: true },
] as const

/**
 * The owner's banner text (docs/architecture.md#pages): a first line above the heading, the heading, whose
 * strong and emphasised words take the gold and silver colours, and a lead; the buttons and promises stay.
 */
const BANNER_TEXT_CLASS = cx(
  '[&>p:first-child]:text-xs [&>p:first-child]:font-semibold [&>p:first-child]:tracking-[0.25em] [&>p:first-child]:text-gold-300 [&>p:first-child]:uppercase',
  '[&_h1]:mt-4 [&_h1]:font-display [&_h1]:text-4xl [&_h1]:leading-[1.1] [&_h1]:font-semibold [&_h1]:text-cream-50 sm:[&_h1]:text-5xl lg:[&_h1]:text-[3.5rem]',
  '[&_h1_strong]:font-semibold [&_h1_strong]:text-gold-300 [&_h1_em]:text-ink-300 [&_h1_em]:not-italic',
  '[&>p:not(:first-child)]:mt-5 [&>p:not(:first-child)]:max-w-xl [&>p:not(:first-child)]:text-base [&>p:not(:first-child)]:leading-relaxed [&>p:not(:first-child)]:text-ink-300 sm:[&>p:not(:first-child)]:text-lg',
  '[&_a]:text-gold-300 [&_a]:underline',
)

export function Hero() {
  const { t } = useTranslation(['home'])
  const banner = usePublishedPage('home-hero')
  return (
    <section className="surface-dark relative overflow-hidden bg-ink-900 text-cream-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(201_160_70/0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgb(29_45_78/0.9),transparent_60%)]"
      />
      <div className="page-container relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div>
          {banner.data ? (
            // HTML the API rendered from the owner's Markdown, with raw HTML switched off.
            <div className={BANNER_TEXT_CLASS} dangerouslySetInnerHTML={{ __html: banner.data.html }} />
          ) : (
            // The text the shop shipped with (the banner's first version) while the owner's cannot be read: the
            // home page never stands without its heading.
            <ShippedBanner />
          )}
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="#featured-products">
              {t('home:hero.shopNow')}
              <ArrowDown aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink to="/category" variant="ghostOnDark">
              {t('home:hero.browseCategories')}
            </ButtonLink>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm text-ink-300">
            {PROMISES.map(({ icon: Icon, key, mirrored }) => (
              <li key={key} className="flex items-center gap-2">
                <Icon
                  aria-hidden="true"
                  className={cx('size-4 text-gold-300', mirrored && 'rtl:-scale-x-100')}
                />
                {t(`home:hero.promises.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <BullionArt />
      </div>
    </section>
  )
}

function ShippedBanner() {
  const { t } = useTranslation(['home'])
  return (
    <div className={BANNER_TEXT_CLASS}>
      <p>{t('home:hero.eyebrow')}</p>
      <h1>
        <Trans t={t} i18nKey="home:hero.title" components={{ gold: <strong />, silver: <em /> }} />
      </h1>
      <p>{t('home:hero.lead')}</p>
    </div>
  )
}

/**
 * Decorative stack: a gold bar, a silver coin and a phone outline (bullion-art.svg), the same in every language
 * and hidden from assistive technology. A drawing served as an image rather than as markup in the page's code:
 * the home page starts with less JavaScript and hydrates fewer nodes. Phones never show it, and a lazy image in
 * a hidden box is never downloaded.
 */
function BullionArt() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block">
      <img
        src={bullionArt}
        alt=""
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
        className="h-auto w-full drop-shadow-2xl"
      />
    </div>
  )
}
