/** The service's money format: US dollars with exactly six decimals (no imports: used by money.ts and its zod schema alike). */
export const MONEY_PATTERN = /^-?\d+\.\d{6}$/
