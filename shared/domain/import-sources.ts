/**
 * The apps whose exports Tokentally reads, and their names for a person. Plain data without zod,
 * so the renderer shows them without loading the schemas (imports.ts builds `ImportSource` from
 * this list).
 */
export const IMPORT_SOURCES = ['chatgpt', 'claude', 'openwebui', 'librechat', 'chatbox', 'tokentally'] as const

/** How each source is named to a person (the badge: "ChatGPT · 12 Mar 2024"). */
export const SOURCE_NAMES: Record<(typeof IMPORT_SOURCES)[number], string> = {
  chatgpt: 'ChatGPT',
  claude: 'Claude',
  openwebui: 'Open WebUI',
  librechat: 'LibreChat',
  chatbox: 'Chatbox',
  tokentally: 'Tokentally',
}
