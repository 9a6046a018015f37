import { API_BASE, METAL_PRICE_PATHS } from '@shop/contract'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeFetch } from '../../../test/fake-fetch'
import { serverErrorAnswer } from '../../../test/fixtures'
import { renderApp } from '../../../test/render-app'

describe('metal price ticker', () => {
  it('shows gold, then silver, per gram in AED and the time of the latest update', async () => {
    fakeFetch()
    renderApp('/')

    const gold = await screen.findByText('312.45 AED/g')
    const silver = screen.getByText('3.85 AED/g')
    expect(gold.closest('p')).toHaveTextContent(
      /^Gold 24K 312\.45 AED\/g·Silver 3\.85 AED\/g·Updated \d{1,2}:\d{2}/,
    )
    expect(gold.compareDocumentPosition(silver) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.getByText(/^\d{1,2}:05/).closest('time')).toHaveAttribute(
      'datetime',
      '2025-06-01T10:05:00.000Z',
    )
  })

  it('stays out of the way when prices cannot be loaded', async () => {
    fakeFetch({ [API_BASE + METAL_PRICE_PATHS.getAll]: { status: 500, body: serverErrorAnswer } })
    renderApp('/')

    await screen.findByRole('link', { name: 'Shop Now' })
    expect(screen.queryByText(/AED\/g/)).not.toBeInTheDocument()
    expect(screen.queryByText(/Updated/)).not.toBeInTheDocument()
  })
})
