/** Ready-to-paste router configuration for one service account. Pure: tested without a DOM. */
export interface RouterSnippetInput {
  /** The service's base URL (ends with /v1). */
  baseUrl: string
  /** Model IDs accepting requests (announced-only models already left out). */
  models: readonly string[]
  /** Environment variable the router reads the service key from. */
  envVar?: string
}

export interface RouterSnippet {
  id: 'litellm' | 'generic' | 'openrouter'
  title: string
  /** Where it goes, in a few words. */
  where: string
  text: string
}

export const DEFAULT_KEY_ENV = 'TOKENTALLY_API_KEY'

/** YAML scalars: quoted when they could be read as something else. */
function yaml(value: string): string {
  return /^[A-Za-z0-9._/:-]+$/.test(value) && !/^(true|false|null|yes|no|~)$/i.test(value) ? value : JSON.stringify(value)
}

export function litellmConfig({ baseUrl, models, envVar = DEFAULT_KEY_ENV }: RouterSnippetInput): string {
  if (models.length === 0) return 'model_list: [] # no models accept requests yet\n'
  const lines = ['model_list:']
  for (const model of models) {
    lines.push(
      `  - model_name: ${yaml(model)}`,
      '    litellm_params:',
      `      model: ${yaml(`openai/${model}`)}`,
      `      api_base: ${yaml(baseUrl)}`,
      `      api_key: os.environ/${envVar}`,
    )
  }
  return `${lines.join('\n')}\n`
}

export function genericGateway({ baseUrl, models, envVar = DEFAULT_KEY_ENV }: RouterSnippetInput): string {
  return [
    'Provider type: OpenAI-compatible (Chat Completions, streaming)',
    `Base URL: ${baseUrl}`,
    `Header: Authorization: Bearer $${envVar}`,
    `Model IDs: ${models.join(', ') || '(none yet)'}`,
    '',
  ].join('\n')
}

export function openRouterStyleForm({ baseUrl, models }: RouterSnippetInput): string {
  return [
    'Custom provider',
    '  Name: Tokentally service',
    '  Type / API format: OpenAI-compatible',
    `  Base URL: ${baseUrl}`,
    '  API key: <your service API key>',
    '  Models (one per line):',
    ...models.map((m) => `    ${m}`),
    '',
  ].join('\n')
}

export function routerSnippets(input: RouterSnippetInput): RouterSnippet[] {
  const envVar = input.envVar ?? DEFAULT_KEY_ENV
  return [
    { id: 'litellm', title: 'LiteLLM config.yaml', where: `Add to the proxy’s config.yaml; set ${envVar} in its environment.`, text: litellmConfig(input) },
    { id: 'generic', title: 'Generic OpenAI-compatible gateway', where: `Any gateway that takes a base URL, a header and model IDs; ${envVar} holds the key.`, text: genericGateway(input) },
    { id: 'openrouter', title: 'OpenRouter-style custom provider form', where: 'Fill the “custom provider” form field by field.', text: openRouterStyleForm(input) },
  ]
}
