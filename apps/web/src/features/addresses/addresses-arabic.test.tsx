import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { I18nProvider } from '../../lib/i18n'
import { describe, expect, it } from 'vitest'
import { homeAddress } from '../../test/account-fixtures'
import { createQueryClient } from '../../lib/query-client'
import { AddressFormDialog } from './components/address-form-dialog'
import { AddressSummary } from './components/address-summary'

const arabic = await createI18nWithAllTexts('ar')

function inArabic(children: React.ReactNode) {
  return render(
    <I18nProvider i18n={arabic}>
      <QueryClientProvider client={createQueryClient({ retry: false })}>{children}</QueryClientProvider>
    </I18nProvider>,
  )
}

describe('addresses in Arabic', () => {
  it('asks for the emirate among the seven, by their Arabic names', () => {
    inArabic(<AddressFormDialog open onOpenChange={() => {}} userId={7} />)
    const dialog = within(screen.getByRole('dialog', { name: 'إضافة عنوان جديد' }))
    const emirate = dialog.getByLabelText('الإمارة')
    expect(
      within(emirate)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['اختر الإمارة', 'أبوظبي', 'دبي', 'الشارقة', 'عجمان', 'أم القيوين', 'رأس الخيمة', 'الفجيرة'])
    // Numbers are typed left to right even on a right-to-left page.
    expect(dialog.getByLabelText('رقم الهاتف')).toHaveAttribute('dir', 'ltr')
  })

  it('shows a saved address with its emirate in Arabic and its numbers as the UAE writes them', () => {
    inArabic(<AddressSummary address={{ ...homeAddress, makani: '1234567890' }} />)
    expect(screen.getByText('شقة 1204، مبنى Marina Heights')).toBeInTheDocument()
    expect(screen.getByText('Dubai Marina، دبي')).toBeInTheDocument()
    expect(screen.getByText('مكاني 1234567890')).toBeInTheDocument()
    const phones = screen.getAllByText('050 123 4567')
    expect(phones).toHaveLength(2)
    for (const phone of phones) expect(phone).toHaveAttribute('dir', 'ltr')
  })
})
