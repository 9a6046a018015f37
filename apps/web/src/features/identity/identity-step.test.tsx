import { API_BASE, type IdentityCheck } from '@shop/contract'
import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nProvider } from '../../lib/i18n'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../lib/query-client'
import { paymentAnswer } from '../../test/account-fixtures'
import { fakeFetch } from '../../test/fake-fetch'
import { signedInUserAnswer } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'
import { IdentityStep } from './components/identity-step'

// docs/architecture.md#identity-checks-for-large-orders: a large order's payment page asks for the buyer's
// document instead of the payment, and sends it as multipart with its progress.

const ORDER = 'ORD-HELD'
const ME = `${API_BASE}/user/session`
const PAYMENT = `${API_BASE}/order/get-payment/${ORDER}`
const CHECK = `${API_BASE}/order/identity-check/${ORDER}`

const check = (
  documents: IdentityCheck['documents'] = [],
  stockHeldUntil: string | null = '2026-11-22T11:00:00.000Z',
): { success: true; data: IdentityCheck } => ({
  success: true,
  data: {
    orderId: ORDER,
    status: 'Awaiting verification',
    totalPrice: 61110,
    reviewDeadline: '2026-11-25T10:00:00.000Z',
    stockHeldUntil,
    documents,
  },
})

/** A stand-in XMLHttpRequest: keeps what was sent, reports progress, then answers `status` with `body`. */
class FakeXhr {
  static sent: { url: string; form: FormData }[] = []
  static answer: { status: number; body: unknown } = { status: 201, body: {} }
  status = 0
  responseText = ''
  withCredentials = false
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null
  } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  private url = ''
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader() {}
  send(form: FormData) {
    FakeXhr.sent.push({ url: this.url, form })
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 })
    setTimeout(() => {
      this.status = FakeXhr.answer.status
      this.responseText = JSON.stringify(FakeXhr.answer.body)
      this.onload?.()
    }, 0)
  }
}

beforeEach(() => {
  FakeXhr.sent = []
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
})

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' })

describe('the verification step', () => {
  it('replaces the payment of a held order and sends both sides of an Emirates ID', async () => {
    fakeFetch({
      [ME]: { body: signedInUserAnswer },
      [PAYMENT]: {
        body: paymentAnswer({
          orderUniqueId: ORDER,
          status: 'Awaiting verification',
          paymentAddress: '',
          expiresAt: null,
        }),
      },
      [CHECK]: { body: check() },
    })
    renderApp(`/crypto-payment?order=${ORDER}`)
    expect(await screen.findByRole('heading', { name: 'Verify your identity' })).toBeInTheDocument()
    expect(screen.getByText(/61,110\.00 AED/)).toBeInTheDocument()
    expect(screen.queryByText(/bc1q/)).not.toBeInTheDocument()

    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Send document' }))
    expect(screen.getByText('Please choose a file for each side asked.')).toBeInTheDocument()

    await user.upload(screen.getByLabelText('Front of the Emirates ID'), png('front.png'))
    await user.upload(screen.getByLabelText('Back of the Emirates ID'), png('back.png'))
    FakeXhr.answer = {
      status: 201,
      body: check([
        {
          id: 1,
          kind: 'emiratesId',
          side: 'front',
          contentType: 'image/png',
          sizeBytes: 4,
          uploadedAt: '2026-11-22T10:05:00.000Z',
        },
        {
          id: 2,
          kind: 'emiratesId',
          side: 'back',
          contentType: 'image/png',
          sizeBytes: 4,
          uploadedAt: '2026-11-22T10:05:00.000Z',
        },
      ]),
    }
    await user.click(screen.getByRole('button', { name: 'Send document' }))
    expect(await screen.findByText('Document received')).toBeInTheDocument()
    const [sent] = FakeXhr.sent
    expect(sent?.url).toBe(`${API_BASE}/order/upload-identity/${ORDER}`)
    expect(sent?.form.get('kind')).toBe('emiratesId')
    expect((sent?.form.get('front') as File).name).toBe('front.png')
    expect((sent?.form.get('back') as File).name).toBe('back.png')
  })

  it('tells the buyer until when the items are held, and when they are no longer', async () => {
    fakeFetch({ [ME]: { body: signedInUserAnswer }, [CHECK]: { body: check() } })
    const { unmount } = render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <IdentityStep orderId={ORDER} />
      </QueryClientProvider>,
    )
    expect(await screen.findByText(/Your items are reserved for you until .*2026/)).toBeInTheDocument()
    unmount()

    fakeFetch({ [ME]: { body: signedInUserAnswer }, [CHECK]: { body: check([], null) } })
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <IdentityStep orderId={ORDER} />
      </QueryClientProvider>,
    )
    expect(await screen.findByText(/Your items are no longer reserved/)).toBeInTheDocument()
    expect(screen.queryByText(/reserved for you until/)).not.toBeInTheDocument()
    // The buyer may still send the document.
    expect(screen.getByRole('button', { name: 'Send document' })).toBeInTheDocument()
  })

  it("says so when the shop refuses the file's content", async () => {
    fakeFetch({ [ME]: { body: signedInUserAnswer }, [CHECK]: { body: check() } })
    const queryClient = createQueryClient({ retry: false })
    render(
      <QueryClientProvider client={queryClient}>
        <IdentityStep orderId={ORDER} />
      </QueryClientProvider>,
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: 'Passport (photo page)' }))
    expect(screen.queryByLabelText('Back of the Emirates ID')).not.toBeInTheDocument()
    await user.upload(screen.getByLabelText('Photo page of the passport'), png('passport.png'))
    FakeXhr.answer = { status: 415, body: { success: false, message: 'no', code: 'UNSUPPORTED_MEDIA_TYPE' } }
    await user.click(screen.getByRole('button', { name: 'Send document' }))
    expect(
      await screen.findByText(
        'This file is not a JPEG, PNG or PDF. Please choose a photo or a PDF of the document.',
      ),
    ).toBeInTheDocument()
    expect(FakeXhr.sent[0]?.form.get('kind')).toBe('passport')
  })

  it('says why the shop refused a file it could not trust, in the words its code names', async () => {
    fakeFetch({ [ME]: { body: signedInUserAnswer }, [CHECK]: { body: check() } })
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <IdentityStep orderId={ORDER} />
      </QueryClientProvider>,
    )
    const user = userEvent.setup()
    await user.click(await screen.findByRole('radio', { name: 'Passport (photo page)' }))
    await user.upload(screen.getByLabelText('Photo page of the passport'), png('passport.png'))
    FakeXhr.answer = {
      status: 400,
      body: { success: false, message: 'The PDF contains scripts.', code: 'IDENTITY_FILE_UNSAFE' },
    }
    await user.click(screen.getByRole('button', { name: 'Send document' }))
    expect(
      await screen.findByText(
        'This PDF contains scripts, actions or attached files. Please send a plain scan or a photo of the document.',
      ),
    ).toBeInTheDocument()
    FakeXhr.answer = {
      status: 400,
      body: { success: false, message: 'The photo could not be read.', code: 'IDENTITY_FILE_UNREADABLE' },
    }
    await user.click(screen.getByRole('button', { name: 'Send document' }))
    expect(await screen.findByText(/could not be read as a photo or a PDF/)).toBeInTheDocument()
  })

  it('speaks Arabic on the Arabic page and keeps the amount’s digits', async () => {
    fakeFetch({ [CHECK]: { body: check() } })
    const i18n = await createI18nWithAllTexts('ar')
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient({ retry: false })}>
          <IdentityStep orderId={ORDER} />
        </QueryClientProvider>
      </I18nProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'تحقق من هويتك' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByText(/61,110\.00 درهم/)).toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'إرسال المستند' })).toBeInTheDocument()
    // The file pickers speak the page's language, not the browser's "Choose File / No file chosen".
    const front = screen.getByLabelText('الوجه الأمامي للهوية الإماراتية')
    expect(front).toHaveAccessibleName('الوجه الأمامي للهوية الإماراتية')
    expect(front).toHaveAccessibleDescription(/^لم يُختر أي ملف/)
    expect(screen.getAllByText('اختر ملفًا')).toHaveLength(2)
    await userEvent.setup().upload(front, png('هوية-أمام.png'))
    expect(front).toHaveAccessibleDescription(/^هوية-أمام\.png/)
    expect(screen.getAllByText('لم يُختر أي ملف')).toHaveLength(1) // the back is still to choose
  })
})
