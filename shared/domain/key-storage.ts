import { z } from 'zod'
import { ErrorSay } from './errors'

/**
 * Where API keys live (#39): the OS keychain (the default where it exists), an encrypted key file
 * in the data folder unlocked by a passphrase, or a key the operator gives through the environment
 * (an environment variable or a file it names, e.g. a container secret), never written back.
 */
export const KeyStoreKind = z.enum(['keychain', 'file', 'environment'])
export type KeyStoreKind = z.infer<typeof KeyStoreKind>

export { DEFAULT_IDLE_LOCK_MINUTES, IDLE_LOCK_CHOICES, MIN_PASSPHRASE_LENGTH } from './key-storage-limits'

export const IdleLockMinutes = z.number().int().min(1).max(24 * 60).nullable()

export const Passphrase = z.string().max(1000)

/** The encrypted key file as main sees it without opening it. */
export const KeyFileState = z.enum(['none', 'locked', 'unlocked', 'damaged'])
export type KeyFileState = z.infer<typeof KeyFileState>

export const KeyStorageStatus = z.object({
  /** The store in use; null when none is chosen yet and no keychain was found (first run asks). */
  store: KeyStoreKind.nullable(),
  keychain: z.object({
    available: z.boolean(),
    /** Why not, in a person's words (e.g. "no Secret Service on D-Bus"): the system's own, or our English of `problemSay`. */
    problem: z.string().nullable(),
    /** #37: `problem` as catalogue keys when the words are ours (the window says them in its language); absent when they are the system's. */
    problemSay: z.array(ErrorSay).optional(),
  }),
  file: z.object({
    /** Where it is (shown so the user can back it up). */
    path: z.string(),
    state: KeyFileState,
    /** Damaged or of a newer version: what is wrong, in a person's words (English; the window says `problemSay`). */
    problem: z.string().nullable(),
    problemSay: z.array(ErrorSay).nullable().optional(),
    /** Written on another machine (its name and when), e.g. a data folder copied from an old server. */
    otherMachine: z.object({ host: z.string(), at: z.string() }).nullable(),
    idleLockMinutes: IdleLockMinutes,
    /** Why it is locked now: this start, time without use, or the user's Lock. */
    lockedBy: z.enum(['start', 'idle', 'user']).nullable(),
  }),
  environment: z.object({
    /** The variable the key comes from (TALLY_API_KEY, or TALLY_API_KEY_FILE naming a file); null when neither is set. */
    variable: z.string().nullable(),
    /** TALLY_API_KEY_FILE's path. */
    path: z.string().nullable(),
    /** Set but unusable (file missing, empty, not a key): English, for logs; the window says `problemSay`. */
    problem: z.string().nullable(),
    problemSay: z.array(ErrorSay).optional(),
  }),
})
export type KeyStorageStatus = z.infer<typeof KeyStorageStatus>

