import { ArrowDown, Bitcoin, ShieldCheck, TrendingUp } from 'lucide-react'
import { useTranslation } from '../../../lib/i18n'
import { Trans } from '../../../lib/trans'
import { ButtonLink } from '../../../components/ui/button-link'

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
 * Decorative stack: a gold bar, a silver coin and a phone outline. Hidden from assistive technology; its
 * engravings are part of the drawing, the same in every language.
 */
/* eslint-disable i18next/no-literal-string -- engravings of a drawing, not text to read (see above) */
function BullionArt() {
  return (
    <div aria-hidden="true" dir="ltr" className="relative mx-auto hidden w-full max-w-md sm:block">
      <svg viewBox="0 0 400 300" className="w-full drop-shadow-2xl">
        <defs>
          <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f8e3a6" />
            <stop offset="0.45" stopColor="#e0b65c" />
            <stop offset="1" stopColor="#8a6820" />
          </linearGradient>
          <linearGradient id="hero-gold-top" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#fbeec4" />
            <stop offset="1" stopColor="#e0b65c" />
          </linearGradient>
          <linearGradient id="hero-silver" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffffff" />
            <stop offset="0.5" stopColor="#c9ced8" />
            <stop offset="1" stopColor="#7d8595" />
          </linearGradient>
          <linearGradient id="hero-glass" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#2c4068" />
            <stop offset="1" stopColor="#0b1426" />
          </linearGradient>
        </defs>
        {/* phone */}
        <g transform="rotate(8 300 130)">
          <rect
            x="250"
            y="20"
            width="110"
            height="210"
            rx="20"
            fill="#1d2d4e"
            stroke="#45526b"
            strokeWidth="2"
          />
          <rect x="258" y="30" width="94" height="190" rx="14" fill="url(#hero-glass)" />
          <rect x="290" y="36" width="30" height="6" rx="3" fill="#070d1a" />
          <path
            d="M268 190 L300 150 L320 170 L342 120"
            fill="none"
            stroke="#e0b65c"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="342" cy="120" r="4" fill="#f3dc9b" />
        </g>
        {/* gold bar */}
        <g>
          <polygon points="60,200 250,200 275,260 35,260" fill="url(#hero-gold)" />
          <polygon points="80,160 230,160 250,200 60,200" fill="url(#hero-gold-top)" />
          <text
            x="155"
            y="188"
            textAnchor="middle"
            fontFamily="Georgia, serif"
            fontSize="15"
            fontWeight="700"
            fill="#6b5018"
            letterSpacing="3"
          >
            FINE GOLD
          </text>
          <text
            x="155"
            y="240"
            textAnchor="middle"
            fontFamily="Georgia, serif"
            fontSize="13"
            fontWeight="700"
            fill="#6b5018"
            letterSpacing="2"
          >
            999.9 · 1 KG
          </text>
        </g>
        {/* silver coin */}
        <g>
          <circle cx="95" cy="110" r="58" fill="url(#hero-silver)" />
          <circle
            cx="95"
            cy="110"
            r="47"
            fill="none"
            stroke="#7d8595"
            strokeWidth="1.5"
            strokeDasharray="2 4"
          />
          <text
            x="95"
            y="106"
            textAnchor="middle"
            fontFamily="Georgia, serif"
            fontSize="20"
            fontWeight="700"
            fill="#45526b"
          >
            Ag
          </text>
          <text
            x="95"
            y="128"
            textAnchor="middle"
            fontFamily="Georgia, serif"
            fontSize="10"
            fill="#45526b"
            letterSpacing="2"
          >
            999 · 1 OZ
          </text>
        </g>
      </svg>
      {/* eslint-enable i18next/no-literal-string */}
    </div>
  )
}
