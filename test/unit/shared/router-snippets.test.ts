import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { litellmConfig, routerSnippets } from '../../../shared/router/snippets'

describe('router snippets', () => {
  it('LiteLLM: a model_list with the openai/ prefix, api_base and the key from the environment', () => {
    const text = litellmConfig({ baseUrl: 'http://127.0.0.1:8787/v1', models: ['tally-mini', 'tally-large'] })
    expect(parse(text)).toEqual({
      model_list: [
        { model_name: 'tally-mini', litellm_params: { model: 'openai/tally-mini', api_base: 'http://127.0.0.1:8787/v1', api_key: 'os.environ/TOKENTALLY_API_KEY' } },
        { model_name: 'tally-large', litellm_params: { model: 'openai/tally-large', api_base: 'http://127.0.0.1:8787/v1', api_key: 'os.environ/TOKENTALLY_API_KEY' } },
      ],
    })
  })

  it('quotes values YAML would misread, and says when no model accepts requests', () => {
    expect(parse(litellmConfig({ baseUrl: 'https://x/v1', models: ['yes', 'a b'] })).model_list.map((m: { model_name: string }) => m.model_name)).toEqual(['yes', 'a b'])
    expect(parse(litellmConfig({ baseUrl: 'https://x/v1', models: [] }))).toEqual({ model_list: [] })
  })

  it('three snippets: LiteLLM, generic gateway, custom-provider form; each names the base URL and no key', () => {
    const snippets = routerSnippets({ baseUrl: 'https://api.example.com/v1', models: ['m1'], envVar: 'SVC_KEY' })
    expect(snippets.map((s) => s.id)).toEqual(['litellm', 'generic', 'openrouter'])
    for (const s of snippets) expect(s.text).toContain('https://api.example.com/v1')
    expect(snippets[1]?.text).toContain('Authorization: Bearer $SVC_KEY')
    expect(snippets[2]?.text).toContain('    m1')
  })
})
