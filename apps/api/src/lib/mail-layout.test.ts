import { formatAed, type CompanyInfo } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { contactMessageMail } from '../features/contact/contact-mail.js'
import {
  orderConfirmedMail,
  orderHonouredMail,
  orderPlacedMail,
  orderShippedMail,
  partPaymentMail,
  paymentFailedMail,
  paymentReceivedMail,
} from '../features/order-mail/buyer-order-mails.js'
import { paymentAlertMail } from '../features/order-mail/payment-alert-mail.js'
import { lowStockMail } from '../features/stock/low-stock-mail.js'
import { resetCodeMail, verificationCodeMail } from '../features/users/account-mails.js'
import type { OrderMailFigures } from './mail-figures.js'
import { addCompanyFooter } from './mail-footer.js'
import { uaeTime } from './mail-i18n.js'
import type { MailMessage } from './mailer.js'

const COMPANY: CompanyInfo = {
  legalName: 'Gulf Bullion Trading L.L.C.',
  tradeLicence: 'DED 765432 (Dubai)',
  trn: '100123456700003',
  address: 'Shop 4, Gold Souk, Deira, Dubai, United Arab Emirates',
  phone: '+971 4 222 3333',
  email: 'sales@gulfbullion.ae',
  demo: false,
}

// A first name as hostile as the register form allows through: markup and an ampersand.
const NAME = '<b>Ann</b> & "Co"'
// 11:22 UTC is 15:22 in Dubai (UTC+4, no daylight saving).
const EXPIRES = new Date('2026-11-24T11:22:35.965Z')

/** Two lines, one with options; VAT 5 % on one and 0 on the other; shipping on one. */
const FIGURES: OrderMailFigures = {
  lines: [
    {
      name: 'iPhone 15 Pro <Max>',
      options: 'Storage: 256 GB, Colour: Black',
      unitPriceFils: 459_900,
      quantity: 1,
    },
    { name: '1 oz Gold Bar', unitPriceFils: 1_050_025, quantity: 2 },
  ],
  subtotalFils: 2_559_950,
  vatFils: 22_995,
  shippingFils: 2_500,
  serviceChargeFils: 127_998,
  totalFils: 2_713_443,
}

const order = { to: 'ann@example.com', firstName: NAME, orderUniqueId: 'ORD-1001', totalFils: 2_713_443 }
const figuresOrder = { ...order, figures: FIGURES }
const payUrl = 'https://shop.example/crypto-payment?order=ORD-1001'

/** Every template the shop mails, with the inputs a caller gives. */
const TEMPLATES: [string, MailMessage][] = [
  ['verification code', verificationCodeMail({ to: 'ann@example.com', firstName: NAME, code: '123456' })],
  ['reset code', resetCodeMail({ to: 'ann@example.com', firstName: NAME, code: '654321' })],
  [
    'order placed',
    orderPlacedMail({
      ...figuresOrder,
      paymentUrl: payUrl,
      amountSats: 775_270n,
      address: 'bcrt1qxyz',
      expiresAt: EXPIRES,
    }),
  ],
  ['payment received', paymentReceivedMail({ ...figuresOrder, receivedSats: 775_270n })],
  ['order confirmed', orderConfirmedMail(figuresOrder)],
  [
    'part payment',
    partPaymentMail({
      ...figuresOrder,
      receivedSats: 1000n,
      outstandingSats: 774_270n,
      paymentUrl: payUrl,
      expiresAt: EXPIRES,
    }),
  ],
  ['payment failed', paymentFailedMail({ ...figuresOrder, paymentUrl: payUrl, outstandingSats: 5000n })],
  ['order honoured', orderHonouredMail(figuresOrder)],
  ['order shipped', orderShippedMail({ ...figuresOrder, trackingNote: 'Aramex 123' })],
  [
    'contact message',
    contactMessageMail({
      to: 'sales@gulfbullion.ae',
      name: NAME,
      email: 'ann@example.com',
      subject: 'Hi',
      message: 'Hello',
    }),
  ],
  [
    'low stock',
    lowStockMail({
      to: 'sales@gulfbullion.ae',
      name: NAME,
      sku: 'G-1',
      stock: 1,
      lowStockThreshold: 2,
      stockPageUrl: payUrl,
    }),
  ],
  [
    'payment alert',
    paymentAlertMail({
      to: 'sales@gulfbullion.ae',
      orderUniqueId: 'ORD-1001',
      status: 'Shipped',
      kind: 'paymentGone',
      expectedSats: 100n,
      countedSats: 0n,
    }),
  ],
]

/** "1,234.50" as the fils it shows (123450). */
const parseAed = (shown: string): number => Number(shown.replace(/[,.]/g, ''))

/** Reads "Label: 1,234.50 AED" from a mail's text. */
function amountAfter(text: string, label: string): number {
  const match = new RegExp(`^${label.replace(/[()]/g, '\\$&')}: ([\\d,]+\\.\\d{2}) AED$`, 'm').exec(text)
  if (!match?.[1]) throw new Error(`no "${label}" in the mail`)
  return parseAed(match[1])
}

describe('uaeTime', () => {
  it('writes a moment in Dubai time, day month year and 24-hour clock', () => {
    expect(uaeTime(EXPIRES)).toBe('24 Nov 2026, 15:22 (UAE time)')
    // Past midnight in Dubai while still the day before in UTC.
    expect(uaeTime(new Date('2026-09-30T21:05:00Z'))).toBe('1 Oct 2026, 01:05 (UAE time)')
  })
})

describe.each(TEMPLATES)('the %s mail', (_name, raw) => {
  const mail = addCompanyFooter(raw, COMPANY)

  it('has a text part and an HTML part', () => {
    expect(mail.text.trim().length).toBeGreaterThan(20)
    expect(mail.html).toMatch(/^<!doctype html>[\s\S]*<\/body><\/html>$/)
  })

  it('ends with the company: legal name, licence, TRN, address, phone and email, in both parts', () => {
    for (const fact of [
      COMPANY.legalName,
      'DED 765432 (Dubai)',
      'TRN (VAT): 100123456700003',
      COMPANY.address,
      'Phone: +971 4 222 3333',
      'Email: sales@gulfbullion.ae',
    ]) {
      expect(mail.text).toContain(fact)
      expect(mail.html).toContain(fact)
    }
    expect(mail.text.trimEnd().endsWith('Email: sales@gulfbullion.ae')).toBe(true)
  })

  it('never shows a machine time or lets a name write markup', () => {
    expect(`${mail.text}${mail.html}`).not.toMatch(/\d{4}-\d{2}-\d{2}T|\(UTC\)/)
    expect(mail.html).not.toContain('<b>Ann</b>')
    if (mail.text.includes(NAME)) expect(mail.html).toContain('&lt;b&gt;Ann&lt;/b&gt; &amp; &quot;Co&quot;')
  })
})

describe('the deadline of a payment', () => {
  it('is in UAE time in the order-placed and part-payment mails', () => {
    for (const [name, mail] of TEMPLATES.filter(([n]) => n === 'order placed' || n === 'part payment')) {
      expect(mail.text, name).toContain('24 Nov 2026, 15:22 (UAE time)')
      expect(mail.html, name).toContain('24 Nov 2026, 15:22 (UAE time)')
    }
  })
})

describe('the figures of an order mail', () => {
  const orderMails = TEMPLATES.filter(
    ([, mail]) => mail.subject.includes('ORD-1001') && mail.to === 'ann@example.com',
  )

  it('are in every mail to the buyer about an order', () => {
    expect(orderMails.map(([name]) => name)).toEqual([
      'order placed',
      'payment received',
      'order confirmed',
      'part payment',
      'payment failed',
      'order honoured',
      'order shipped',
    ])
  })

  it.each(orderMails)('add up in the %s mail: lines to the subtotal, parts to the total', (_name, mail) => {
    const lineTotals = [...mail.text.matchAll(/^ {2}([\d,]+\.\d{2}) AED × (\d+) = ([\d,]+\.\d{2}) AED$/gm)]
    expect(lineTotals).toHaveLength(2)
    for (const [, unit, quantity, subtotal] of lineTotals) {
      expect(parseAed(unit!) * Number(quantity)).toBe(parseAed(subtotal!))
    }
    const subtotal = amountAfter(mail.text, 'Subtotal')
    expect(lineTotals.reduce((sum, [, , , line]) => sum + parseAed(line!), 0)).toBe(subtotal)
    const parts = subtotal + amountAfter(mail.text, 'VAT') + amountAfter(mail.text, 'Shipping')
    const total = amountAfter(mail.text, 'Total')
    expect(parts + amountAfter(mail.text, 'Service charge (5 %)')).toBe(total)
    expect(total).toBe(FIGURES.totalFils)
    // The HTML shows the same figures, the product's name escaped.
    for (const fils of [
      FIGURES.subtotalFils,
      FIGURES.vatFils,
      FIGURES.serviceChargeFils,
      FIGURES.totalFils,
    ]) {
      expect(mail.html).toContain(`${formatAed(fils)} AED`)
    }
    expect(mail.html).toContain('iPhone 15 Pro &lt;Max&gt; (Storage: 256 GB, Colour: Black)')
  })
})

describe('the company footer', () => {
  it('leaves out a licence and TRN not yet configured', () => {
    const mail = addCompanyFooter(orderConfirmedMail(order), { ...COMPANY, tradeLicence: null, trn: null })
    expect(mail.text).not.toContain('Trade licence')
    expect(mail.text).not.toContain('TRN')
    expect(mail.text).toContain('Phone: +971 4 222 3333')
  })

  it('escapes the configured facts in the HTML', () => {
    const mail = addCompanyFooter(orderConfirmedMail(order), { ...COMPANY, legalName: 'A & B <Trading>' })
    expect(mail.html).toContain('A &amp; B &lt;Trading&gt;')
  })
})
