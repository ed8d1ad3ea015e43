import { useState } from 'react'
import type { VerifyResult } from '../../../../shared/ipc/contract'
import type { AppError } from '../../../../shared/domain/errors'
import { toAppError } from '../../../../shared/error-core'
import type { ConnectionKind } from '../../../../shared/domain/connection'
import { appErrorOf } from '../../queries/errors'
import { verifyConnection } from '../../queries/connections'
import type { ConnectionDraftInput, FieldErrors } from './ConnectionFields'
import { type ConnectionField, canSaveDespite, fieldOf } from './problems'
import { errorText } from '../../components/error-text'

export type CheckPhase = 'idle' | 'verifying' | 'saving'

interface Options {
  initial: ConnectionDraftInput
  /** Whether the draft must be checked with the service before saving (a new key was typed). */
  needsCheck: (draft: ConnectionDraftInput) => boolean
  /** Saves the draft; `baseUrl` is the normalized one when a check ran. */
  save: (draft: ConnectionDraftInput, checked: VerifyResult | null, kind: ConnectionKind) => Promise<void>
  /** The kind before any check (an edited connection's own). */
  initialKind?: ConnectionKind
}

function unexpected(err: unknown): AppError {
  return toAppError(err)
}

/**
 * The connect flow shared by onboarding, "Add connection" and "Edit": check the draft with the
 * service, save when it passes, otherwise show every problem (field errors next to their field)
 * and offer "Save anyway". Nothing typed is ever cleared by an error.
 */
export function useConnectionCheck({ initial, needsCheck, save, initialKind = 'service' }: Options) {
  const [draft, setDraft] = useState<ConnectionDraftInput>(initial)
  const [phase, setPhase] = useState<CheckPhase>('idle')
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [problems, setProblems] = useState<AppError[]>([])
  const [checked, setChecked] = useState<VerifyResult | null>(null)
  const [kind, setKind] = useState<ConnectionKind>(initialKind)
  /** The field to move focus to after an error (a new object each time, so the same field can be asked again). */
  const [focusRequest, setFocusRequest] = useState<{ field: ConnectionField } | null>(null)

  const showErrors = (errors: AppError[], keepProblems = false) => {
    const fields: FieldErrors = {}
    const others: AppError[] = []
    for (const error of errors) {
      const field = fieldOf(error)
      if (field && fields[field] === undefined) fields[field] = errorText(error)
      else others.push(error)
    }
    setFieldErrors(fields)
    setProblems((before) => (keepProblems ? [...before, ...others] : others))
    const first = (['name', 'baseUrl', 'key'] as const).find((f) => fields[f] !== undefined)
    if (first) setFocusRequest({ field: first })
  }

  const failed = (err: unknown, keepProblems = false) => showErrors([appErrorOf(err) ?? unexpected(err)], keepProblems)

  const doSave = async (result: VerifyResult | null) => {
    setPhase('saving')
    try {
      await save(draft, result, kind)
      setPhase('idle')
    } catch (err) {
      setPhase('idle')
      // Saving anyway keeps the problems the check found on screen.
      failed(err, result !== null && result.problems.length > 0)
    }
  }

  const submit = async () => {
    if (phase !== 'idle') return
    setFieldErrors({})
    setProblems([])
    setChecked(null)
    if (!needsCheck(draft)) return doSave(null)
    setPhase('verifying')
    let result: VerifyResult
    try {
      result = await verifyConnection({ name: draft.name, baseUrl: draft.baseUrl, key: draft.key })
    } catch (err) {
      setPhase('idle')
      return failed(err)
    }
    if (result.kind !== null) setKind(result.kind)
    // A router is proposed, not assumed: the user confirms the kind before it is saved.
    if (result.problems.length === 0 && result.kind !== 'router') {
      setPhase('saving')
      try {
        await save(draft, result, result.kind ?? kind)
        setPhase('idle')
      } catch (err) {
        setPhase('idle')
        failed(err)
      }
      return
    }
    setChecked(result)
    setPhase('idle')
    showErrors(result.problems)
  }

  const setField = (field: ConnectionField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }))
    setFieldErrors((e) => (e[field] === undefined ? e : { ...e, [field]: undefined }))
    // Problems found for the old base URL or key no longer apply to what is typed now.
    if (field !== 'name') {
      setChecked(null)
      setProblems([])
    }
  }

  const hasFieldErrors = Object.values(fieldErrors).some((e) => e !== undefined)
  const canSaveAnyway = checked !== null && problems.length > 0 && !hasFieldErrors && problems.every(canSaveDespite)

  return {
    draft,
    setField,
    phase,
    fieldErrors,
    problems,
    checked,
    canSaveAnyway,
    focusRequest,
    kind,
    setKind,
    /** Checked without problems but waiting for the user to confirm the proposed kind. */
    awaitingConfirm: checked !== null && problems.length === 0 && phase === 'idle',
    submit: () => void submit(),
    saveAnyway: () => {
      if (phase === 'idle') void doSave(checked)
    },
    confirm: () => {
      if (phase === 'idle' && checked !== null) void doSave(checked)
    },
  }
}
