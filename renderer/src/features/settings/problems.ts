import type { AppError } from '../../../../shared/domain/errors'
import { t } from '../../i18n'

export const CONNECTION_FIELDS = ['name', 'baseUrl', 'key'] as const
export type ConnectionField = (typeof CONNECTION_FIELDS)[number]

export function fieldOf(error: AppError): ConnectionField | null {
  const param = error.param
  return error.kind === 'input' && param !== undefined && (CONNECTION_FIELDS as readonly string[]).includes(param) ? (param as ConnectionField) : null
}

/** A short headline for a problem the connection check found; the error's own message explains it. */
export function problemTitle(error: AppError): string {
  if (error.kind === 'http') {
    if (error.status === 401) return t('settings.problem.401')
    if (error.status === 404 && error.code === 'no_credit_account') return t('settings.problem.noCredit')
    if (error.status === 404) return t('settings.problem.404')
    if (error.status === 429) return t('settings.problem.429')
    if (error.status >= 500) return t('settings.problem.5xx', { status: error.status })
    return t('settings.problem.http', { status: error.status })
  }
  if (error.kind === 'network') return t('settings.problem.network')
  if (error.kind === 'timeout') return t('settings.problem.timeout')
  if (error.kind === 'invalid_response') return t('settings.problem.invalid')
  if (error.kind === 'keychain') {
    if (error.code === 'keys_locked') return t('settings.problem.locked')
    if (error.code === 'key_store_unchosen') return t('settings.problem.unchosen')
    if (error.code.startsWith('operator_key')) return t('settings.problem.operator')
    if (error.code.startsWith('key_file')) return t('settings.problem.keyFile')
    return t('settings.problem.keychain')
  }
  if (error.kind === 'input') return t('settings.problem.input')
  return t('settings.problem.other')
}

/** Whether saving could still succeed despite this problem (the key or account may be fixed later). */
export function canSaveDespite(error: AppError): boolean {
  return error.kind !== 'input' && error.kind !== 'keychain' && error.kind !== 'internal'
}
