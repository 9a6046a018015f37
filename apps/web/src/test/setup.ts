import '@testing-library/jest-dom/vitest'
import { createI18nWithAllTexts } from '@shop/contract/i18n'
import { cleanup, configure } from '@testing-library/react'
import { setI18n } from '../lib/i18n'
import { afterEach } from 'vitest'

// A shared 2-core machine can take more than the default second to render a lazy route; waiting longer
// only slows a failing test, never a passing one.
configure({ asyncUtilTimeout: 5_000 })

// Every test renders in English with all texts loaded, so no component waits for a namespace.
setI18n(await createI18nWithAllTexts('en'))

afterEach(() => {
  cleanup()
  localStorage.clear()
})
