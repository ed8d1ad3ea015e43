import { describe, expect, it } from 'vitest'
import { endpointUrl, normalizeBaseUrl } from '../../../electron/services/api/base-url'
import { AppFailure } from '../../../shared/error-model'

function failure(input: string): AppFailure {
  try {
    normalizeBaseUrl(input)
  } catch (err) {
    if (err instanceof AppFailure) return err
    throw err
  }
  throw new Error(`expected ${input} to be rejected`)
}

describe('normalizeBaseUrl', () => {
  it.each([
    ['https://api.example.com/v1', 'https://api.example.com/v1'],
    ['https://api.example.com/v1/', 'https://api.example.com/v1'],
    ['https://api.example.com/v1///', 'https://api.example.com/v1'],
    ['  https://api.example.com/v1  ', 'https://api.example.com/v1'],
    ['HTTPS://API.Example.COM/v1', 'https://api.example.com/v1'],
    ['http://127.0.0.1:8080/v1', 'http://127.0.0.1:8080/v1'],
    ['https://router.example.org/api/v1/', 'https://router.example.org/api/v1'],
    ['https://api.example.com:443/v1', 'https://api.example.com/v1'],
  ])('accepts %s', (input, expected) => {
    expect(normalizeBaseUrl(input)).toBe(expected)
  })

  it('explains a missing /v1 with the corrected URL', () => {
    const f = failure('https://api.example.com')
    expect(f.error).toMatchObject({ kind: 'input', code: 'base_url_version', param: 'baseUrl' })
    expect(f.error.message).toBe('The base URL must end with /v1, like https://api.example.com/v1 — add /v1.')
    expect(failure('https://api.example.com/api/').error.message).toContain('like https://api.example.com/api/v1')
  })

  it('points out an upper-case version segment', () => {
    expect(failure('https://api.example.com/V1').error.message).toContain('lower-case /v1')
  })

  it('recognises an endpoint URL and offers the base URL', () => {
    const f = failure('https://api.example.com/v1/chat/completions')
    expect(f.error.code).toBe('base_url_endpoint')
    expect(f.error.message).toContain('https://api.example.com/v1')
  })

  it.each(['ftp://api.example.com/v1', 'file:///etc/v1', 'ws://api.example.com/v1'])('rejects the scheme of %s', (input) => {
    const f = failure(input)
    expect(f.error).toMatchObject({ code: 'base_url_scheme', param: 'baseUrl' })
    expect(f.error.message).toMatch(/https:\/\/ or http:\/\//)
  })

  it('asks for a scheme when there is none', () => {
    const f = failure('api.example.com/v1')
    expect(f.error.code).toBe('base_url_scheme')
    expect(f.error.message).toContain('like https://api.example.com/v1')
    expect(failure('localhost:8080/v1').error.message).toContain('https://localhost:8080/v1')
  })

  it.each(['https://api.example .com/v1', 'https://api.example.com/ v1', 'https://api.example.com/v1\n/x'])('rejects spaces in %j', (input) => {
    const f = failure(input)
    expect(f.error.code).toBe('base_url_spaces')
    expect(f.error.message).toContain('Remove the spaces')
  })

  it('rejects empty input, credentials, queries and fragments', () => {
    expect(failure('   ').error.code).toBe('base_url_missing')
    expect(failure('https://user:pw@api.example.com/v1').error.code).toBe('base_url_credentials')
    expect(failure('https://api.example.com/v1?x=1').error.code).toBe('base_url_query')
    expect(failure('https://api.example.com/v1#top').error.code).toBe('base_url_query')
    expect(failure('https://[nope/v1').error.code).toBe('base_url_invalid')
  })

  it('builds endpoint URLs under the base path', () => {
    expect(endpointUrl('https://r.example/api/v1', '/balance').toString()).toBe('https://r.example/api/v1/balance')
  })
})
