import type { ScryptCost, WrittenOn } from '../../electron/services/secrets/key-file-format'

/** scrypt at a cost tests can afford (the app's is 2^17; the format stores N, so both open the same way). */
export const TEST_SCRYPT_COST: ScryptCost = { N: 1024, r: 8, p: 1 }

export const THIS_MACHINE: WrittenOn = { host: 'this-laptop', machine: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' }
export const OTHER_MACHINE: WrittenOn = { host: 'old-server', machine: 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb' }
