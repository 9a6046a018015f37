import { API_BASE, USER_PATHS } from '@shop/contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../../test/fake-fetch'
import { signedOutAnswer } from '../../test/fixtures'
import { renderAppInArabic } from '../../test/render-app-in-arabic'
import { VERIFY_EMAIL_STORAGE_KEY } from './session-email'

const ME = API_BASE + USER_PATHS.session
const visitor = { [ME]: { body: signedOutAnswer } }

describe('sign-in pages in Arabic', () => {
  it('shows the login form with Arabic labels and links', async () => {
    fakeFetch(visitor)
    renderAppInArabic('/login')

    expect(
      await screen.findByRole('heading', { name: 'تسجيل الدخول' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('كلمة المرور')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toHaveAttribute(
      'href',
      '/ar/forgot-password',
    )
    expect(screen.getByRole('link', { name: 'أنشئ حساباً' })).toHaveAttribute('href', '/ar/register')
    expect(screen.queryByText('Sign In')).not.toBeInTheDocument()
  })

  it('keeps the email left to right inside the Arabic sentence of the verify page', async () => {
    fakeFetch(visitor)
    sessionStorage.setItem(VERIFY_EMAIL_STORAGE_KEY, 'layla@example.com')
    renderAppInArabic('/verify-otp')

    expect(
      await screen.findByRole('heading', { name: 'تأكيد الحساب' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    const email = screen.getByText('layla@example.com')
    expect(email).toHaveAttribute('dir', 'ltr')
    expect(email.parentElement).toHaveTextContent(
      'أدخل الرمز المكوّن من 6 أرقام الذي أرسلناه إلى layla@example.com.',
    )
    expect(screen.getByRole('button', { name: /^إعادة إرسال الرمز/ })).toBeInTheDocument()
    sessionStorage.clear()
  })

  it('words the rules of a form in Arabic on a page that started with only its first texts', async () => {
    fakeFetch(visitor)
    await renderAppInArabic('/login', { texts: 'as-a-browser-starts' })

    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'تسجيل الدخول' }, { timeout: 5000 }))

    expect(await screen.findAllByText('مطلوب')).toHaveLength(2)
    expect(screen.queryByText('Required')).not.toBeInTheDocument()
  })
})
