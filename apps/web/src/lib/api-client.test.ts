import {
  API_BASE,
  ENDPOINTS,
  type EndpointCall,
  envelope,
  MESSAGES,
  ORDER_PATHS,
  PRODUCT_PATHS,
  SHOP_PATHS,
} from '@shop/contract'
import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { createStorefrontI18n, getI18n, setI18n } from './i18n'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import {
  ApiError,
  call,
  endpointUrl,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TWO_FACTOR_STALE_EVENT,
  UNEXPECTED_ANSWER_MESSAGE,
} from './api-client'
import { clientErrorMessage } from './client-error-message'

const Answer = envelope(z.object({ id: z.number() }))

/**
 * A row of the endpoint table whose answer these tests read with a schema of their own, so they pin what the
 * client does with any answer rather than one call's.
 */
const answeredBy = <E extends EndpointCall>(
  endpoint: E,
  load: () => Promise<z.ZodType> = async () => Answer,
) => ({ ...endpoint, response: load }) as unknown as E
const thing = answeredBy(ENDPOINTS.getCompanyInfo)
const posted = answeredBy(ENDPOINTS.logout)

function answerWith(status: number, body: string) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('api client', () => {
  it('gets from the API base with cookies and returns the parsed answer', async () => {
    const fetchMock = answerWith(200, JSON.stringify({ success: true, data: { id: 4, extra: 'dropped' } }))

    await expect(call(thing)).resolves.toEqual({ success: true, data: { id: 4 } })
    expect(fetchMock).toHaveBeenCalledWith(
      API_BASE + SHOP_PATHS.companyInfo,
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    )
  })

  it('asks the browser to revalidate a kept catalog read, so a new price is never hidden by max-age', async () => {
    const fetchMock = answerWith(200, JSON.stringify({ success: true, data: { id: 4 } }))
    await call(thing)
    expect(fetchMock.mock.calls[0]?.[1]?.cache).toBe('no-cache')
  })

  it('sends a JSON body', async () => {
    const fetchMock = answerWith(201, JSON.stringify({ success: true, data: { id: 5 } }))

    await call(posted, { body: { token: 'accessToken' } })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"token":"accessToken"}' })
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' })
  })

  it("throws the server's message, status and details", async () => {
    answerWith(
      400,
      JSON.stringify({
        success: false,
        message: 'Email is taken',
        code: 'VALIDATION_FAILED',
        details: { body: [{ path: ['email'], message: 'x' }] },
      }),
    )

    const error = await failure(call(thing))
    expect(error).toMatchObject({ status: 400, message: 'Email is taken', code: 'VALIDATION_FAILED' })
    expect(error.details).toEqual({ body: [{ path: ['email'], message: 'x' }] })
  })

  it('throws a generic message when the error is not the envelope (a proxy page)', async () => {
    answerWith(502, '<html>Bad gateway</html>')

    expect(await failure(call(thing))).toMatchObject({
      status: 502,
      message: GENERIC_ERROR_MESSAGE,
    })
  })

  it('refuses a success answer that does not match the schema', async () => {
    answerWith(200, JSON.stringify({ success: true, data: { id: 'four' } }))

    expect(await failure(call(thing))).toMatchObject({
      status: 200,
      message: UNEXPECTED_ANSWER_MESSAGE,
    })
  })

  it('parses with a lazily imported schema just as strictly', async () => {
    const lazyAnswer = async () => Answer
    answerWith(200, JSON.stringify({ success: true, data: { id: 4 } }))
    await expect(call(answeredBy(ENDPOINTS.getCompanyInfo, lazyAnswer))).resolves.toEqual({
      success: true,
      data: { id: 4 },
    })

    answerWith(200, JSON.stringify({ success: true, data: { id: 'four' } }))
    expect(await failure(call(answeredBy(ENDPOINTS.getCompanyInfo, lazyAnswer)))).toMatchObject({
      message: UNEXPECTED_ANSWER_MESSAGE,
    })
  })

  it('reads a null answer without loading the schema when asked, and checks every other answer with it', async () => {
    const Nullable = envelope(z.object({ id: z.number() }).nullable())
    const load = vi.fn(async () => Nullable)
    const options = { nullDataNeedsNoSchema: true }

    answerWith(200, JSON.stringify({ success: true, data: null }))
    await expect(call(answeredBy(ENDPOINTS.getCompanyInfo, load), {}, options)).resolves.toEqual({
      success: true,
      data: null,
    })
    expect(load).not.toHaveBeenCalled()

    answerWith(200, JSON.stringify({ success: true, data: { id: 4 } }))
    await expect(call(answeredBy(ENDPOINTS.getCompanyInfo, load), {}, options)).resolves.toEqual({
      success: true,
      data: { id: 4 },
    })
    expect(load).toHaveBeenCalledTimes(1)

    // Anything beside the null, or a null where success is not true, goes through the schema as always.
    answerWith(200, JSON.stringify({ success: false, data: null }))
    expect(await failure(call(answeredBy(ENDPOINTS.getCompanyInfo, load), {}, options))).toMatchObject({
      message: UNEXPECTED_ANSWER_MESSAGE,
    })
    answerWith(200, JSON.stringify({ success: true, data: { id: 'four' } }))
    expect(await failure(call(answeredBy(ENDPOINTS.getCompanyInfo, load), {}, options))).toMatchObject({
      message: UNEXPECTED_ANSWER_MESSAGE,
    })
  })

  it('reports a schema chunk that cannot be downloaded as a connection problem', async () => {
    answerWith(200, JSON.stringify({ success: true, data: { id: 4 } }))

    const missingChunk = () => Promise.reject<typeof Answer>(new TypeError('Failed to fetch module'))
    expect(await failure(call(answeredBy(ENDPOINTS.getCompanyInfo, missingChunk)))).toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    })
  })

  it('takes the method and path from the row, filling its parameters URL-encoded and writing its query', async () => {
    const fetchMock = answerWith(200, JSON.stringify({ success: true, data: { id: 4 } }))

    await call(answeredBy(ENDPOINTS.cancelOrderByUser), { params: { orderId: 'ORD 1/2' } })
    await call(answeredBy(ENDPOINTS.getOrdersByUser), { params: { userId: 7 }, query: { page: 2, limit: 5 } })
    await call(answeredBy(ENDPOINTS.getProductFilters), { query: { categoryName: undefined } })

    const sent = fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)
    expect(sent).toEqual([
      `PUT ${API_BASE}${ORDER_PATHS.cancelByUser.replace(':orderId', 'ORD%201%2F2')}`,
      `GET ${API_BASE}${ORDER_PATHS.getByUser.replace(':userId', '7')}?page=2&limit=5`,
      // A part left out stays out of the URL.
      `GET ${API_BASE}${PRODUCT_PATHS.getFilters}`,
    ])
  })

  it('sends a FormData as it is, so the browser writes its multipart type, with the headers a call adds', async () => {
    const fetchMock = answerWith(201, JSON.stringify({ success: true, data: { id: 4 } }))
    const form = new FormData()
    form.append('photo', new Blob(['x']), 'photo.jpg')

    await call(
      answeredBy(ENDPOINTS.uploadReturnPhoto),
      { body: form },
      { headers: { 'Idempotency-Key': 'k-1' } },
    )
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.body).toBe(form)
    expect(init?.headers).toMatchObject({ 'Idempotency-Key': 'k-1' })
    expect(init?.headers).not.toHaveProperty('Content-Type')
  })

  it('tells the two-factor prompt when a call wants the second factor again', async () => {
    answerWith(
      403,
      JSON.stringify({ success: false, message: 'Confirm it is you', code: 'TWO_FACTOR_STALE' }),
    )
    const heard = vi.fn()
    window.addEventListener(TWO_FACTOR_STALE_EVENT, heard)

    expect(await failure(call(thing))).toMatchObject({ status: 403, code: 'TWO_FACTOR_STALE' })
    expect(heard).toHaveBeenCalledTimes(1)
    window.removeEventListener(TWO_FACTOR_STALE_EVENT, heard)
  })

  it('gives a file its URL to open instead of reading it as JSON', () => {
    const invoice = ENDPOINTS.buyerTaxInvoice
    expect(endpointUrl(invoice, { params: { orderUniqueId: 'ORD-1' } })).toBe(
      API_BASE + invoice.path.replace(':orderUniqueId', 'ORD-1'),
    )
    // @ts-expect-error a file row has no JSON answer to call for
    expect(() => call(invoice, { params: { orderUniqueId: 'ORD-1' } })).toThrow(/endpointUrl/)
  })

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )

    expect(await failure(call(thing))).toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    })
  })
})

describe('api errors in the page language', () => {
  const english = getI18n()
  afterEach(() => setI18n(english))
  const useArabic = async () => setI18n(await createI18nWithAllTexts('ar'))
  const goOffline = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    )
  const envelopeOf = (message: string, code: string, details?: object, keyed?: object) =>
    JSON.stringify({ success: false, message, code, ...keyed, ...(details ? { details } : {}) })
  /** A validation failure as the API words it: the first issue's text, its key beside it and on the issue. */
  const validationOf = (field: string, messageKey: string, text: string, messageParams?: object) => {
    const keyed = { messageKey, ...(messageParams ? { messageParams } : {}) }
    return envelopeOf(`${field}: ${text}`, 'VALIDATION_FAILED', {
      body: [{ path: [field], message: text, ...keyed }],
    })
  }

  it('says the page language on every call', async () => {
    const fetchMock = answerWith(200, JSON.stringify({ success: true, data: { id: 1 } }))
    await call(thing)
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Accept-Language': 'en' })
    await useArabic()
    await call(posted, { body: { token: 'accessToken' } })
    expect(fetchMock.mock.calls[1]?.[1]?.headers).toMatchObject({ 'Accept-Language': 'ar' })
  })

  it('shows an English page the words it showed before, whatever the code', async () => {
    answerWith(400, envelopeOf(MESSAGES.invalidOtp, 'INVALID_OTP'))
    const error = await failure(call(thing))
    expect(error).toMatchObject({ message: 'Invalid OTP. Please try again.', code: 'INVALID_OTP' })
    expect(clientErrorMessage(error, MESSAGES.verifyOtpFailed)).toBe('Invalid OTP. Please try again.')
    answerWith(404, envelopeOf('Customer not found.', 'NOT_FOUND'))
    expect((await failure(call(thing))).message).toBe('Customer not found.')
    expect(clientErrorMessage(new Error('x'), MESSAGES.cancelOrderFailed)).toBe('Failed to cancel order.')
  })

  it('words an Arabic page’s errors by their code, never by the English message', async () => {
    await useArabic()
    answerWith(400, envelopeOf(MESSAGES.invalidOtp, 'INVALID_OTP'))
    const otp = await failure(call(thing))
    expect(otp.message).toBe('رمز التحقق غير صحيح. يُرجى المحاولة مجددًا.')
    expect(otp.serverMessage).toBe(MESSAGES.invalidOtp)
    expect(clientErrorMessage(otp, MESSAGES.verifyOtpFailed)).toBe(
      'رمز التحقق غير صحيح. يُرجى المحاولة مجددًا.',
    )

    // A message the code does not word (a status default): the code's own text.
    answerWith(404, envelopeOf('Customer not found.', 'NOT_FOUND'))
    expect((await failure(call(thing))).message).toBe('غير موجود.')

    // Values come from the details, with their digits.
    answerWith(
      409,
      envelopeOf(MESSAGES.outOfStockAtOrder('Gold Bar, Silver Coin'), 'OUT_OF_STOCK', {
        products: [
          { productId: 1, productName: 'Gold Bar', available: 0 },
          { productId: 2, productName: 'Silver Coin', available: 1 },
        ],
      }),
    )
    expect((await failure(call(thing))).message).toBe('لا يتوفر مخزون كافٍ من: Gold Bar، Silver Coin.')
    answerWith(
      409,
      envelopeOf(MESSAGES.openOrderValueOverCap(50_000), 'OPEN_ORDER_VALUE_OVER_CAP', { limitAed: 50_000 }),
    )
    expect((await failure(call(thing))).message).toContain('50,000 درهم')

    // A field rule's text, worded by the key its issue carries.
    answerWith(400, validationOf('newPassword', 'passwordTooCommon', MESSAGES.passwordTooCommon))
    expect((await failure(call(thing))).message).toBe('كلمة المرور هذه شائعة جدًا. اختر كلمة مرور أقل شيوعًا.')

    // No answer, or no envelope: the Arabic fallbacks.
    goOffline()
    expect((await failure(call(thing))).message).toBe('تعذّر الوصول إلى المتجر. تحقّق من اتصالك وحاول مجددًا.')
    expect(clientErrorMessage(new Error('x'), MESSAGES.cancelOrderFailed)).toBe('تعذّر إلغاء الطلب.')
  })

  it('shows an Arabic page a contract message of an API answer in Arabic, by the key beside its text', async () => {
    await useArabic()
    // Values the page never made itself (a variant the server named): the answer's own values.
    answerWith(
      400,
      validationOf('items', 'selectVariant', 'Please select Ring size.', { variant: 'Ring size' }),
    )
    expect((await failure(call(thing))).message).toBe('يُرجى اختيار Ring size.')
    answerWith(
      400,
      envelopeOf('Must be at most 80 characters.', 'VALIDATION_FAILED', undefined, {
        messageKey: 'tooLong',
        messageParams: { max: '80' },
      }),
    )
    expect((await failure(call(thing))).message).toBe('يجب ألا يتجاوز 80 حرفًا.')
    // A status's own code with a contract message: the message's words, which say more than the status.
    answerWith(
      400,
      envelopeOf(MESSAGES.selectShippingAddress, 'BAD_REQUEST', undefined, {
        messageKey: 'selectShippingAddress',
      }),
    )
    const address = await failure(call(thing))
    expect(address.message).toBe('يُرجى اختيار عنوان الشحن.')
    expect(address.serverMessage).toBe('Please select a shipping address.')
    // A validation failure whose text the contract did not write: the code's words, never English.
    answerWith(400, envelopeOf('sku: Must be unique.', 'VALIDATION_FAILED'))
    expect((await failure(call(thing))).message).not.toContain('unique')

    // The English page shows the server's text as it came.
    setI18n(english)
    answerWith(
      400,
      validationOf('items', 'selectVariant', 'Please select Ring size.', { variant: 'Ring size' }),
    )
    expect((await failure(call(thing))).message).toBe('items: Please select Ring size.')
  })

  it('loads the error texts with the first failed answer of a page that started without them', async () => {
    // Only the texts every page starts with (app/server-rendered.ts), as a browser starts the page.
    const arabic = await createStorefrontI18n('ar', ['common', 'metals'])
    setI18n(arabic)
    goOffline()
    // Offline before the page ever loaded its error texts: English stands in rather than a bare key.
    expect((await failure(call(thing))).message).toBe(NETWORK_ERROR_MESSAGE)
    expect(arabic.hasLoadedNamespace('errors')).toBe(false)

    answerWith(400, envelopeOf(MESSAGES.invalidOtp, 'INVALID_OTP'))
    expect((await failure(call(thing))).message).toBe('رمز التحقق غير صحيح. يُرجى المحاولة مجددًا.')
    answerWith(400, validationOf('newPassword', 'passwordTooCommon', MESSAGES.passwordTooCommon))
    expect((await failure(call(thing))).message).toBe('كلمة المرور هذه شائعة جدًا. اختر كلمة مرور أقل شيوعًا.')
    goOffline()
    expect((await failure(call(thing))).message).toBe('تعذّر الوصول إلى المتجر. تحقّق من اتصالك وحاول مجددًا.')
  })
})
