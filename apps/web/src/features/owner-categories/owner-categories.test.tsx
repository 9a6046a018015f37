import { API_BASE, CATEGORY_PATHS, OwnerCategoriesResponseSchema, USER_PATHS } from '@shop/contract'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../../test/fake-fetch'
import { ownerSessionAnswer } from '../../test/fixtures'
import { renderApp } from '../../test/render-app'
import { renderAppInArabic } from '../../test/render-app-in-arabic'
import { requestsTo } from '../../test/requests'
import { movedIds } from './components/owner-categories'

// docs/decisions/207: the owner's categories page at /admin/categories.

const SESSION = API_BASE + USER_PATHS.session
const LIST = API_BASE + CATEGORY_PATHS.ownerList
const REORDER = API_BASE + CATEGORY_PATHS.reorder
const CREATE = API_BASE + CATEGORY_PATHS.create

const listAnswer = OwnerCategoriesResponseSchema.parse({
  success: true,
  data: [
    {
      id: 1,
      categoryName: 'Gold',
      categoryNameAr: 'ذهب',
      categoryImage: null,
      hidden: false,
      sortOrder: 1,
      productCount: 12,
    },
    {
      id: 2,
      categoryName: 'Silver',
      categoryNameAr: null,
      categoryImage: null,
      hidden: true,
      sortOrder: 2,
      productCount: 0,
    },
    {
      id: 3,
      categoryName: 'Phones',
      categoryNameAr: 'هواتف',
      categoryImage: null,
      hidden: false,
      sortOrder: 3,
      productCount: 1,
    },
  ],
})

describe('the owner’s categories page', () => {
  it('moves an id up or down and leaves the ends alone', () => {
    expect(movedIds([1, 2, 3], 0, 1)).toEqual([2, 1, 3])
    expect(movedIds([1, 2, 3], 2, -1)).toEqual([1, 3, 2])
    expect(movedIds([1, 2, 3], 0, -1)).toEqual([1, 2, 3])
  })

  it('lists both names, hidden ones marked, and lets only an empty category be deleted; moves one down', async () => {
    const fetchMock = fakeFetch({
      [SESSION]: { body: ownerSessionAnswer },
      [LIST]: { body: listAnswer },
      [REORDER]: { body: listAnswer },
    })
    renderApp('/admin/categories')
    const list = within(
      await screen.findByRole(
        'list',
        { name: 'Categories in the order shoppers see them' },
        { timeout: 5000 },
      ),
    )
    const gold = within(list.getByRole('listitem', { name: 'Gold' }))
    expect(gold.getByText('ذهب')).toBeInTheDocument()
    expect(gold.getByText('12 products')).toBeInTheDocument()
    expect(gold.getByRole('button', { name: 'Delete Gold' })).toBeDisabled()
    expect(gold.getByRole('button', { name: 'Move Gold up' })).toBeDisabled()
    const silver = within(list.getByRole('listitem', { name: 'Silver' }))
    expect(silver.getByText('Hidden')).toBeInTheDocument()
    expect(silver.getByText('No Arabic name: shown in English')).toBeInTheDocument()
    expect(silver.getByRole('button', { name: 'Delete Silver' })).toBeEnabled()
    expect(silver.getByRole('button', { name: 'Show Silver in the shop' })).toBeInTheDocument()

    await userEvent.setup().click(gold.getByRole('button', { name: 'Move Gold down' }))
    await screen.findByText('Order saved.')
    expect(requestsTo(fetchMock, REORDER, 'PUT').map((request) => request.body)).toEqual([{ ids: [2, 1, 3] }])
  }, 20_000)

  it('creates a category with both names once the English one is filled in', async () => {
    const fetchMock = fakeFetch({
      [SESSION]: { body: ownerSessionAnswer },
      [LIST]: { body: listAnswer },
      [CREATE]: {
        status: 201,
        body: { success: true, data: { id: 4, categoryName: 'Platinum', categoryImage: null } },
      },
    })
    renderApp('/admin/categories')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'New category' }, { timeout: 5000 }))
    const form = within(await screen.findByRole('form', { name: 'New category' }))
    await user.click(form.getByRole('button', { name: 'Create category' }))
    expect(form.getByText('Enter the English name.')).toBeInTheDocument()
    expect(requestsTo(fetchMock, CREATE, 'POST')).toHaveLength(0)

    await user.type(form.getByLabelText('Name in English'), 'Platinum')
    await user.type(form.getByLabelText('Name in Arabic'), 'بلاتين')
    await user.click(form.getByRole('button', { name: 'Create category' }))
    await screen.findByText('Platinum created.')
    const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][]
    const sent = calls.find(
      ([url, init]) => String(url).endsWith(CATEGORY_PATHS.create) && init?.method === 'POST',
    )
    const body = sent?.[1]?.body
    expect(body).toBeInstanceOf(FormData)
    expect(Object.fromEntries((body as FormData).entries())).toEqual({
      categoryName: 'Platinum',
      categoryNameAr: 'بلاتين',
      hidden: 'false',
    })
  }, 20_000)

  it('speaks Arabic on /ar/admin/categories', async () => {
    fakeFetch({ [SESSION]: { body: ownerSessionAnswer }, [LIST]: { body: listAnswer } })
    await renderAppInArabic('/admin/categories')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الفئات' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    const gold = within(await screen.findByRole('listitem', { name: 'Gold' }))
    expect(gold.getByRole('button', { name: 'حذف \u2068Gold\u2069' })).toBeDisabled()
    expect(within(screen.getByRole('listitem', { name: 'Silver' })).getByText('مخفية')).toBeInTheDocument()
  }, 20_000)
})
