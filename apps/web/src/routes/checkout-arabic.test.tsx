import { API_BASE, PRODUCT_PATHS, USER_PATHS } from '@shop/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeCartLine } from '../features/cart/cart-line'
import { writeCart } from '../features/cart/cart-store'
import { addressesAnswer, homeAddress } from '../test/account-fixtures'
import { fakeFetch } from '../test/fake-fetch'
import { signedInUserAnswer } from '../test/fixtures'
import { goldBar, validationAnswer, validationItem } from '../test/product-fixtures'
import { renderAppInArabic } from '../test/render-app-in-arabic'

beforeEach(() => {
  vi.stubGlobal('EventSource', undefined)
})

describe('checkout in Arabic', () => {
  it('words the summary, the payment method, the confirmation and its refusal in Arabic, figures intact', async () => {
    writeCart([makeCartLine(goldBar, { variants: {}, attributes: { Weight: 8 } }, 1)])
    fakeFetch({
      [API_BASE + USER_PATHS.session]: { body: signedInUserAnswer },
      [API_BASE + '/address/get-all-addresses/7']: { body: addressesAnswer([homeAddress]) },
      [API_BASE + PRODUCT_PATHS.checkValidation]: { body: validationAnswer([validationItem(goldBar)]) },
    })
    await renderAppInArabic('/checkout')

    const button = await screen.findByRole('button', { name: 'تأكيد الطلب' }, { timeout: 5000 })
    expect(screen.getByRole('heading', { name: 'إتمام الشراء', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'ملخص الطلب' })).toHaveTextContent(goldBar.product_name)
    const details = within(screen.getByRole('region', { name: 'تفاصيل الطلب' }))
    expect(details.getByText('المبلغ المطلوب دفعه').nextSibling).toHaveTextContent('15,301.91')
    expect(details.getByRole('radio', { name: /بيتكوين \(BTC\)/ })).toBeChecked()
    expect(details.getAllByText('قريباً')).toHaveLength(2)
    expect(details.getByRole('link', { name: 'الشروط والأحكام' })).toHaveAttribute('href', '/ar/terms')

    await userEvent.setup().click(button)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'يُرجى تأكيد موافقتك على الشروط والأحكام، وأن عمرك 18 عاماً أو أكثر، وأنك تدرك أن مدفوعات البيتكوين لا يمكن استردادها.',
    )
  })
})
