import { formatAed, type CompanyInfo } from '@shop/contract'
import { describe, expect, it } from 'vitest'
import { orderPlacedMail } from '../features/order-mail/buyer-order-mails.js'
import { resetCodeMail } from '../features/users/account-mails.js'
import type { OrderMailFigures } from './mail-figures.js'
import { addCompanyFooter } from './mail-footer.js'
import { uaeTime } from './mail-i18n.js'

// Mail in Arabic (docs/architecture.md#languages): right to left, every word in Arabic, and the figures a
// buyer checks (amounts, the bitcoin address, the code, the deadline's digits) exactly as in English.

const COMPANY: CompanyInfo = {
  legalName: 'Gulf Bullion Trading L.L.C.',
  tradeLicence: 'DED 765432 (Dubai)',
  trn: '100123456700003',
  address: 'Shop 4, Gold Souk, Deira, Dubai, United Arab Emirates',
  phone: '+971 4 222 3333',
  email: 'sales@gulfbullion.ae',
  demo: false,
}
const EXPIRES = new Date('2026-11-24T11:22:35.965Z')
const FIGURES: OrderMailFigures = {
  lines: [{ name: '1 oz Gold Bar', nameAr: 'سبيكة ذهب 1 أونصة', unitPriceFils: 1_050_025, quantity: 2 }],
  subtotalFils: 2_100_050,
  vatFils: 0,
  shippingFils: 2_500,
  serviceChargeFils: 105_128,
  totalFils: 2_207_678,
}

describe('an Arabic order mail', () => {
  const mail = addCompanyFooter(
    orderPlacedMail({
      to: 'layla@example.com',
      firstName: 'ليلى <b>',
      orderUniqueId: 'ORD-1001',
      totalFils: FIGURES.totalFils,
      figures: FIGURES,
      paymentUrl: 'https://shop.example/crypto-payment?order=ORD-1001',
      amountSats: 775_270n,
      address: 'bcrt1qxyz',
      expiresAt: EXPIRES,
      language: 'ar',
    }),
    COMPANY,
  )

  it('has an Arabic subject and body, right to left', () => {
    expect(mail.subject).toBe('تم تقديم الطلب ORD-1001: أكمل الدفع بالبيتكوين')
    expect(mail.html).toContain('<html dir="rtl" lang="ar">')
    expect(mail.text).toContain('مرحبًا ليلى <b>،')
    expect(mail.html).toContain('مرحبًا ليلى &lt;b&gt;،')
    expect(mail.text).toContain(`شكرًا لطلبك ORD-1001 بقيمة ${formatAed(FIGURES.totalFils)} درهم.`)
    expect(mail.text).toContain('المجموع الفرعي: 21,000.50 درهم')
    expect(mail.text).toContain('الإجمالي: 22,076.78 درهم')
    expect(mail.text).toContain('الهاتف: +971 4 222 3333')
    expect(mail.text).not.toMatch(/Hello|Total|Subtotal|Phone:/)
  })

  it("names each line by the Arabic name the order kept, not the catalog's English", () => {
    expect(mail.text).toContain('سبيكة ذهب 1 أونصة')
    expect(mail.text).not.toContain('1 oz Gold Bar')
    expect(mail.html).toContain('سبيكة ذهب 1 أونصة')
  })

  it('keeps amounts, the address and the order id left to right with their digits', () => {
    expect(mail.html).toContain('<span dir="ltr">22,076.78 درهم</span>')
    expect(mail.html).toContain('<span dir="ltr">0.00775270 BTC</span>')
    expect(mail.html).toContain('<span dir="ltr">bcrt1qxyz</span>')
    expect(mail.html).toContain('<span dir="ltr">ORD-1001</span>')
    expect(mail.html).toContain('<span dir="ltr">+971 4 222 3333</span>')
    expect(mail.text).toContain('10,500.25 درهم × 2 = 21,000.50 درهم')
  })

  it('gives the deadline in Dubai time, in Arabic words with the digits 0-9', () => {
    expect(uaeTime(EXPIRES, 'ar')).toMatch(/^24 نوفمبر 2026.* 15:22 \(بتوقيت الإمارات\)$/)
    expect(mail.text).toContain(`يُرجى الدفع قبل ${uaeTime(EXPIRES, 'ar')}.`)
    expect(`${mail.text}${mail.html}`).not.toMatch(/[٠-٩]/)
  })
})

describe('an Arabic code mail', () => {
  const mail = addCompanyFooter(
    resetCodeMail({ to: 'layla@example.com', firstName: 'Layla', code: '654321', language: 'ar' }),
    COMPANY,
  )

  it('has an Arabic subject and body, and the code as sent', () => {
    // The code is in the body only: a subject shows on lock screens and in notifications.
    expect(mail.subject).toMatch(/^رمز إعادة تعيين كلمة المرور في [^\d]+$/)
    expect(mail.text).toContain(
      'رمز إعادة تعيين كلمة المرور الخاص بك هو 654321. تنتهي صلاحيته خلال 10 دقائق.',
    )
    expect(mail.html).toContain('<html dir="rtl" lang="ar">')
    expect(mail.html).toMatch(/<strong [^>]*dir="ltr">654321<\/strong>/)
    expect(mail.text).not.toMatch(/Hello|Your|expires/)
  })
})
