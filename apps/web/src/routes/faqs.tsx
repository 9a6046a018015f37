import * as Accordion from '@radix-ui/react-accordion'
import { ChevronDown } from 'lucide-react'
import { Link } from 'react-router'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { FAQ_ITEMS } from '../features/static-pages/faq-items'
import { usePageTitle } from '../lib/use-page-title'

export function Component() {
  usePageTitle('FAQs')
  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'FAQs' }]} />
      <div className="mx-auto mt-6 max-w-3xl">
        <h1 className="font-display text-4xl font-semibold text-ink-900">Frequently Asked Questions</h1>
        <p className="mt-3 text-ink-600">
          Payment, delivery, purity and warranty: the answers to what shoppers ask us most.
        </p>
        {/* docs/product.md#for-shoppers: one answer open at a time. */}
        <Accordion.Root type="single" collapsible className="mt-10 space-y-3">
          {FAQ_ITEMS.map((item, index) => (
            <Accordion.Item
              key={item.question}
              value={`faq-${index}`}
              className="overflow-hidden rounded-2xl border border-line bg-white shadow-sm data-[state=open]:border-gold-400"
            >
              <Accordion.Header asChild>
                <h2>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink-900 transition hover:text-gold-800">
                    {item.question}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-5 shrink-0 text-gold-700 transition group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </h2>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 leading-relaxed text-ink-600">
                {item.answer}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <p className="mt-10 text-center text-ink-600">
          Still have a question?{' '}
          <Link to="/contact" className="font-semibold text-gold-700 underline-offset-2 hover:underline">
            Contact us
          </Link>
        </p>
      </div>
    </div>
  )
}
