import * as Accordion from '@radix-ui/react-accordion'
import { MIN_CUSTOMER_AGE_YEARS, RETURN_WINDOW_DAYS, SERVICE_CHARGE_PERCENT } from '@shop/contract'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from '../lib/i18n'
import { Link } from '../lib/router'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { FAQ_IDS, type FaqId } from '../features/static-pages/faq-items'
import { usePageTitle } from '../lib/use-page-title'

// The numbers the answers quote, from the rules they describe.
const VALUES = { days: RETURN_WINDOW_DAYS, age: MIN_CUSTOMER_AGE_YEARS, percent: SERVICE_CHARGE_PERCENT }

export function Component() {
  const { t } = useTranslation(['static'])
  usePageTitle(t('static:faq.title'))
  const answer = (id: FaqId) =>
    id === 'serviceCharge'
      ? t('static:serviceChargeExplained', VALUES)
      : t(`static:faq.items.${id}.answer`, VALUES)
  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb items={[{ label: t('static:home'), to: '/' }, { label: t('static:faq.title') }]} />
      <div className="mx-auto mt-6 max-w-3xl">
        <h1 className="font-display text-4xl font-semibold text-ink-900">{t('static:faq.heading')}</h1>
        <p className="mt-3 text-ink-600">{t('static:faq.lead')}</p>
        {/* docs/product.md#for-shoppers: one answer open at a time. */}
        <Accordion.Root type="single" collapsible className="mt-10 space-y-3">
          {FAQ_IDS.map((id, index) => (
            <Accordion.Item
              key={id}
              value={`faq-${index}`}
              className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm data-[state=open]:border-gold-400"
            >
              <Accordion.Header asChild>
                <h2>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-ink-900 transition hover:text-gold-800">
                    {t(`static:faq.items.${id}.question`, VALUES)}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-gold-700 transition group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </h2>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 leading-relaxed text-ink-600">
                {answer(id)}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <p className="mt-10 text-center text-ink-600">
          {t('static:faq.stillQuestion')}{' '}
          <Link to="/contact" className="font-semibold text-gold-700 underline-offset-2 hover:underline">
            {t('static:faq.contactUs')}
          </Link>
        </p>
      </div>
    </div>
  )
}
