import {
  type AdminProduct,
  AdminProductResponseSchema,
  API_BASE,
  type Category,
  MeResponseSchema,
  USER_PATHS,
} from '@shop/contract'
import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '../../lib/i18n'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch } from '../../test/fake-fetch'
import { signedInUserAnswer } from '../../test/fixtures'
import { requestsTo } from '../../test/requests'
import { renderApp } from '../../test/render-app'
import { ProductEditor } from './components/product-editor'

// The owner writes each shopper-facing text in English and, optionally, Arabic
// (docs/architecture.md#product-content-in-two-languages).

const ME = API_BASE + USER_PATHS.session
const adminAnswer = MeResponseSchema.parse({
  ...signedInUserAnswer,
  data: { ...signedInUserAnswer.data, role: 'owner', email: 'owner@example.com' },
})

const phone: AdminProduct = AdminProductResponseSchema.parse({
  success: true,
  data: {
    id: 52,
    sku: 'PHONE-52',
    product_name: 'Falcon Phone',
    product_name_ar: 'هاتف الصقر',
    description: 'A phone.',
    description_ar: null,
    descriptions: [{ description: 'First paragraph.', description_ar: null }],
    base_price: 1999.99,
    final_price: null,
    vat: 5,
    shipping_cost: 0,
    stock: 4,
    new_tag: false,
    images: [],
    category: { id: 3, categoryName: 'Smartphones' },
    category_id: 3,
    variants: [
      {
        id: 7,
        variant_name: 'Colour',
        variant_name_ar: null,
        variant_options: [{ id: 70, option_name: 'Sand', option_name_ar: null, price_adjustment: 0 }],
      },
    ],
    attributes: [{ id: 9, attribute_type: 'Origin', value: 'Japan', unit: null }],
    dynamic_pricing: false,
    metal_type: null,
    pricing_mode: 'fixed',
    weight_grams: null,
    purity: null,
    premium_percent: 0,
    premium_aed: 0,
    published: true,
    archived_at: null,
    max_per_order: null,
    low_stock_threshold: 0,
    created_at: '2026-11-24T08:00:00.000Z',
    updated_at: '2026-11-24T09:00:00.000Z',
  },
}).data

describe('Arabic texts in the product editor', () => {
  it('saves the Arabic beside each English field, typed right to left', async () => {
    const PRODUCT = API_BASE + `/product/admin-product/${phone.id}`
    const UPDATE = API_BASE + `/product/update-product/${phone.id}`
    const fetchMock = fakeFetch({
      [ME]: { body: adminAnswer },
      [PRODUCT]: { body: { success: true, data: phone } },
      [UPDATE]: { body: { success: true, data: phone } },
    })
    renderApp(`/admin/products/${phone.id}`)
    await screen.findByRole('heading', { name: 'Falcon Phone' })
    const user = userEvent.setup()

    const nameAr = within(screen.getByRole('region', { name: 'Product' })).getByRole('textbox', {
      name: 'Name in Arabic',
    })
    expect(nameAr).toHaveValue('هاتف الصقر')
    expect(nameAr).toHaveAttribute('dir', 'rtl')
    expect(nameAr).toHaveAttribute('lang', 'ar')
    await user.type(screen.getByRole('textbox', { name: 'Short description in Arabic' }), 'هاتف.')
    await user.type(screen.getByRole('textbox', { name: 'Paragraph 1 in Arabic' }), 'الفقرة الأولى.')
    await user.type(screen.getByRole('textbox', { name: 'Variant name in Arabic' }), 'اللون')
    await user.type(screen.getByRole('textbox', { name: 'Option in Arabic' }), 'رملي')
    const specifications = screen.getByRole('region', { name: 'Specifications' })
    await user.type(within(specifications).getByRole('textbox', { name: 'Name in Arabic' }), 'بلد المنشأ')
    await user.type(within(specifications).getByRole('textbox', { name: 'Value in Arabic' }), 'اليابان')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))

    await vi.waitFor(() =>
      expect(requestsTo(fetchMock, `/product/update-product/${phone.id}`, 'PUT')).toHaveLength(1),
    )
    const sent = requestsTo(fetchMock, `/product/update-product/${phone.id}`, 'PUT')[0]?.body
    expect(sent).toMatchObject({
      product_name: 'Falcon Phone',
      product_name_ar: 'هاتف الصقر',
      description_ar: 'هاتف.',
      descriptions: [{ description: 'First paragraph.', description_ar: 'الفقرة الأولى.' }],
      variants: [
        {
          id: 7,
          variant_name: 'Colour',
          variant_name_ar: 'اللون',
          variant_options: [{ id: 70, option_name: 'Sand', option_name_ar: 'رملي' }],
        },
      ],
      attributes: [
        { attribute_type: 'Origin', attribute_type_ar: 'بلد المنشأ', value: 'Japan', value_ar: 'اليابان' },
      ],
    })
  }, 20_000)

  it('speaks Arabic on an Arabic page, keeping amounts in their digits', async () => {
    const i18n = await createI18nWithAllTexts('ar')
    const categories: Category[] = [{ id: 3, categoryName: 'الهواتف الذكية', categoryImage: null }]
    render(
      <I18nProvider i18n={i18n}>
        <ProductEditor
          product={phone}
          categories={categories}
          metalPrices={[]}
          onSubmit={() => Promise.resolve(phone)}
        />
      </I18nProvider>,
    )
    expect(screen.getByRole('heading', { name: 'المنتج' })).toBeInTheDocument()
    expect(screen.getAllByRole('textbox', { name: 'الاسم بالعربية' })[0]).toHaveValue('هاتف الصقر')
    expect(screen.getByRole('button', { name: 'حفظ التغييرات' })).toBeInTheDocument()
    const preview = screen.getByRole('status', { name: 'معاينة السعر' })
    expect(preview).toHaveTextContent('السعر الآن:')
    expect(preview).toHaveTextContent('1,999.99 AED')
  })
})
