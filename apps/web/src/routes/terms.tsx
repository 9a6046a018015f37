import { MIN_CUSTOMER_AGE_YEARS, RETURN_WINDOW_DAYS, SERVICE_CHARGE_EXPLAINED } from '@shop/contract'
import { Link } from 'react-router'
import { Breadcrumb } from '../components/ui/breadcrumb'
import { SellerDetails } from '../features/company/components/company-facts'
import { SITE_NAME } from '../lib/site'
import { usePageTitle } from '../lib/use-page-title'

/**
 * docs/product.md#for-shoppers Terms: general terms, payments, shipping, returns and refunds, privacy, contact; first, the
 * company that sells (from the API's configuration).
 */
const SECTIONS: { id: string; title: string; paragraphs: string[] }[] = [
  {
    id: 'seller',
    title: 'The Seller',
    paragraphs: [
      `${SITE_NAME} is operated by the company below, which sells every product on this site and issues your receipt.`,
    ],
  },
  {
    id: 'general-terms',
    title: 'General Terms',
    paragraphs: [
      `These terms apply to every purchase from ${SITE_NAME}. By placing an order you confirm that you have read and accept them.`,
      `You must be over ${MIN_CUSTOMER_AGE_YEARS} years of age to register an account or buy from us. We may refuse or cancel any order where we cannot confirm this.`,
      'Product descriptions, images and prices are given in good faith. Bullion prices follow the live metal price and may change until your order is placed; the total shown when you place your order is the one you pay.',
    ],
  },
  {
    id: 'payments',
    title: 'Payments',
    paragraphs: [
      'Prices are shown in UAE dirhams (AED). Payment is accepted in cryptocurrency only, currently Bitcoin; Ethereum and USDT are coming soon.',
      SERVICE_CHARGE_EXPLAINED,
      'When you place an order we convert its total to cryptocurrency at the current rate and give you a unique payment address and a payment window. An order that is not paid in full within its window is cancelled and its items released.',
      'All cryptocurrency payments are final. Blockchain transactions cannot be reversed, so check the amount and address before you send a payment.',
    ],
  },
  {
    id: 'shipping',
    title: 'Shipping',
    paragraphs: [
      'We deliver within the United Arab Emirates only; we do not ship internationally.',
      'Orders ship once their payment is confirmed on the blockchain. Every shipment is insured until it is handed over at the address you chose at checkout. Any shipping charge is shown before you pay.',
    ],
  },
  {
    id: 'returns-and-refunds',
    title: 'Returns and Refunds',
    paragraphs: [
      `We accept returns of defective or damaged goods reported within ${RETURN_WINDOW_DAYS} days of delivery. Bullion must be returned in its original, sealed packaging with its certificate.`,
      'Because their price follows the metal market, gold and silver that are neither defective nor damaged cannot be returned.',
      'Approved refunds are paid in cryptocurrency at the exchange rate current on the day of the refund, which may differ from the rate on the day you paid.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    paragraphs: [
      'We collect only what we need to run your account and deliver your orders: your name, email address, delivery addresses and phone numbers, and your order history.',
      'We never sell your personal data. We share it only with the courier delivering your order and where the law requires us to.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: [
      'Questions about these terms or an order? Write to us through our contact page and we will reply by email.',
    ],
  },
]

export function Component() {
  usePageTitle('Terms & Conditions')
  return (
    <div className="page-container py-10 sm:py-14">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Terms & Conditions' }]} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[14rem_1fr] lg:gap-14">
        <nav aria-label="Sections" className="hidden lg:block">
          <ul className="sticky top-36 space-y-2 text-sm">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-ink-600 hover:text-gold-700">
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <article className="max-w-3xl">
          <h1 className="font-display text-4xl font-semibold text-ink-900">Terms &amp; Conditions</h1>
          {SECTIONS.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-10 scroll-mt-36"
            >
              <h2 id={`${section.id}-heading`} className="font-display text-2xl font-semibold text-ink-900">
                <span className="mr-2 text-gold-600">{index + 1}.</span>
                {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-ink-700">
                {section.paragraphs.map((text) => (
                  <p key={text}>{text}</p>
                ))}
                {section.id === 'seller' && <SellerDetails />}
                {section.id === 'contact' && (
                  <p>
                    <Link
                      to="/contact"
                      className="font-semibold text-gold-700 underline-offset-2 hover:underline"
                    >
                      Contact Us
                    </Link>
                  </p>
                )}
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  )
}
