import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.js'

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

describe('loadConfig', () => {
  it('starts on port 3000 with the embedded database under ./data when nothing is set', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.DATA_DIR).toBe(path.resolve('data'))
    expect(config.NODE_ENV).toBe('development')
  })

  it('treats empty variables as unset, as .env files write them', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000)
  })

  it('names a non-numeric PORT in one line', () => {
    expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT must be a number'])
  })

  it('refuses a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be between 1 and 65535'])
  })

  it('refuses a DATABASE_URL that is not a postgres URL', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://localhost/shop' })).toEqual([
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ])
  })

  it('reports every bad value at once', () => {
    expect(problemsOf({ PORT: 'x', NODE_ENV: 'staging', LOG_LEVEL: 'loud' })).toHaveLength(3)
  })
})
