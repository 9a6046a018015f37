import { ArrowDown, Bitcoin, ShieldCheck, TrendingUp } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'
import { Trans } from '../../../lib/trans'
import { ButtonLink } from '../../../components/ui/button-link'
import bullionArt from './bullion-art.svg?no-inline'

const PROMISES = [
  { icon: ShieldCheck, key: 'certified' },
  { icon: Bitcoin, key: 'bitcoin' },
  { icon: TrendingUp, key: 'pricing' },
] as const

export function Hero() {
  const { t } = useTranslation(['home'])
  return (
    <section
      aria-labelledby="hero-heading"
      className="surface-dark relative overflow-hidden bg-ink-900 text-cream-100"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(201_160_70/0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgb(29_45_78/0.9),transparent_60%)]"
      />
      <div className="page-container relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.15fr_1fr] lg:py-24">
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase">
            {t('home:hero.eyebrow')}
          </p>
          <h1
            id="hero-heading"
            className="mt-4 font-display text-4xl leading-[1.1] font-semibold text-cream-50 sm:text-5xl lg:text-[3.5rem]"
          >
            <Trans
              t={t}
              i18nKey="home:hero.title"
              components={{
                gold: <span className="text-gold-300" />,
                silver: <span className="text-ink-300" />,
              }}
            />
          </h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-ink-300 sm:text-lg">
            {t('home:hero.lead')}
          </p>
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
            {PROMISES.map(({ icon: Icon, key }) => (
              <li key={key} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-gold-300" />
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
