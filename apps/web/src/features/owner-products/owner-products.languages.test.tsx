import {
  type OwnerProduct,
  OwnerProductResponseSchema,
  API_BASE,
  type Category,
  type CreateProductBody,
  MESSAGES,
  USER_PATHS,
} from '@shop/contract'
import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getI18n, I18nProvider, setI18n } from '../../lib/i18n'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { fakeFetch } from '../../test/fake-fetch'
import { ownerSessionAnswer } from '../../test/fixtures'
import { requestsTo } from '../../test/requests'
import { renderApp } from '../../test/render-app'
import { ProductEditor } from './components/product-editor'

// The owner writes each shopper-facing text in English and, optionally, Arabic
// (docs/architecture.md#product-content-in-two-languages).

const ME = API_BASE + USER_PATHS.session

const phone: OwnerProduct = OwnerProductResponseSchema.parse({
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
      [ME]: { body: ownerSessionAnswer },
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

  it('marks the Arabic a published product needs, refuses to save without it, and lets a draft go', async () => {
    const english: OwnerProduct = {
      ...phone,
      description_ar: null,
      variants: [
        {
          id: 7,
          variant_name: 'Colour',
          variant_name_ar: null,
          variant_options: [
            { id: 70, option_name: 'Sand', option_name_ar: null, price_adjustment: 0 },
            { id: 71, option_name: '256 GB', option_name_ar: null, price_adjustment: 0 },
          ],
        },
      ],
    }
    const onSubmit = vi.fn((body: CreateProductBody) =>
      Promise.resolve({ ...english, published: body.published }),
    )
    render(
      <ProductEditor
        product={english}
        categories={[{ id: 3, categoryName: 'Smartphones', categoryImage: null }]}
        metalPrices={[]}
        onSubmit={onSubmit}
      />,
    )
    const user = userEvent.setup()
    const product = within(screen.getByRole('region', { name: 'Product' }))
    expect(product.getByRole('textbox', { name: 'Name in Arabic' })).toBeRequired()
    expect(product.getByRole('textbox', { name: 'Short description in Arabic' })).toBeRequired()
    expect(screen.getByRole('textbox', { name: 'Variant name in Arabic' })).toBeRequired()
    const [sand, figure] = screen.getAllByRole('textbox', { name: 'Option in Arabic' })
    expect(sand).toBeRequired()
    // "256 GB" reads the same in Arabic.
    expect(figure).not.toBeRequired()

    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(MESSAGES.arabicDescriptionToPublish)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.arabicVariantNameToPublish)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.arabicOptionNameToPublish)).toBeInTheDocument()
    expect(product.getByRole('textbox', { name: 'Short description in Arabic' })).toHaveAccessibleDescription(
      MESSAGES.arabicDescriptionToPublish,
    )
    expect(onSubmit).not.toHaveBeenCalled()

    // A draft may wait for its Arabic.
    await user.selectOptions(product.getByRole('combobox', { name: 'Visibility' }), 'Draft')
    expect(product.getByRole('textbox', { name: 'Short description in Arabic' })).not.toBeRequired()
    expect(sand).not.toBeRequired()
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ published: false, description_ar: '' })
  }, 20_000)

  it('words the rule in Arabic on an Arabic page', async () => {
    // Contract messages are worded by the page's instance, as main.tsx sets it on an Arabic page.
    const arabic = await createI18nWithAllTexts('ar')
    const english = getI18n()
    setI18n(arabic)
    onTestFinished(() => setI18n(english))
    render(
      <I18nProvider i18n={arabic}>
        <ProductEditor
          product={{ ...phone, description_ar: null }}
          categories={[{ id: 3, categoryName: 'الهواتف الذكية', categoryImage: null }]}
          metalPrices={[]}
          onSubmit={() => Promise.resolve(phone)}
        />
      </I18nProvider>,
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'حفظ التغييرات' }))
    expect(
      await screen.findByText('أدخل الوصف المختصر بالعربية: يراه المتسوقون بالعربية بعد نشر المنتج.'),
    ).toBeInTheDocument()
  }, 20_000)
})
