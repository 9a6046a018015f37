import * as Accordion from '@radix-ui/react-accordion'
import { ChevronDown } from 'lucide-react'
import { useTranslation } from '../lib/i18n'
import { Link } from '../lib/router'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { PageTextLoading } from '../components/ui/page-text-loading'
import { RichText, usePublishedPage } from '../lib/published-page'
import { usePageTitle } from '../lib/use-page-title'

/**
 * docs/product.md#for-shoppers FAQ: the owner's page (docs/architecture.md#pages), each `##` heading a question
 * whose answer opens beneath it; the figures it quotes (service charge, return days) are the settings in force.
 */
export function Component() {
  const { t } = useTranslation(['static'])
  usePageTitle(t('static:faq.title'))
  const page = usePublishedPage('faq')
  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb items={[{ label: t('static:home'), to: '/' }, { label: t('static:faq.title') }]} />
      <div className="mx-auto mt-6 max-w-3xl">
        <h1 className="font-display text-4xl font-semibold text-ink-900">{t('static:faq.heading')}</h1>
        {page.data ? (
          <>
            <RichText html={page.data.introHtml} className="mt-3 text-ink-600" />
            {/* docs/product.md#for-shoppers: one answer open at a time. */}
            <Accordion.Root type="single" collapsible className="mt-10 space-y-3">
              {page.data.sections.map((section, index) => (
                <Accordion.Item
                  key={index}
                  value={`faq-${index}`}
                  className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm data-[state=open]:border-gold-400"
                >
                  <Accordion.Header asChild>
                    <h2>
                      <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-ink-900 transition hover:text-gold-800">
                        <span dangerouslySetInnerHTML={{ __html: section.titleHtml }} />
                        <ChevronDown
                          aria-hidden="true"
                          className="size-5 shrink-0 text-gold-700 transition group-data-[state=open]:rotate-180"
                        />
                      </Accordion.Trigger>
                    </h2>
                  </Accordion.Header>
                  <Accordion.Content className="px-5 pb-5">
                    <RichText html={section.html} className="text-ink-600" />
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </>
        ) : (
          <PageTextLoading failed={page.isError} />
        )}
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
