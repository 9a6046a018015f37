import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useAfterIdle } from './use-after-idle'

describe('useAfterIdle', () => {
  it('is false on the first render and turns true once the browser is free', async () => {
    const { result } = renderHook(() => useAfterIdle())
    expect(result.current).toBe(false)
    await waitFor(() => expect(result.current).toBe(true))
  })
})
