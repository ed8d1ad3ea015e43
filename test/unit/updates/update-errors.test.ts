import { describe, expect, it } from 'vitest'
import { describeUpdateError } from '../../../electron/services/updates/update-errors'

describe('describeUpdateError', () => {
  it('says what went wrong in words, for each kind of failure', () => {
    expect(describeUpdateError(Object.assign(new Error('HttpError: 404'), { statusCode: 404 }))).toMatch(/no release for this platform \(HTTP 404\)/)
    expect(describeUpdateError(Object.assign(new Error('HttpError: 503'), { statusCode: 503 }))).toMatch(/answered HTTP 503/)
    expect(describeUpdateError(new Error('sha512 checksum mismatch, expected abc, got def'))).toMatch(/failed its checksum check and was discarded/)
    expect(describeUpdateError(Object.assign(new Error('New version 0.2.0 is not signed by the application owner'), { code: 'ERR_UPDATER_INVALID_SIGNATURE' }))).toMatch(/not signed by the publisher/)
    expect(describeUpdateError(Object.assign(new Error('getaddrinfo ENOTFOUND updates.tokentally.app'), { code: 'ENOTFOUND' }))).toMatch(/offline/)
    expect(describeUpdateError(new Error('net::ERR_INTERNET_DISCONNECTED'))).toMatch(/offline/)
    expect(describeUpdateError(Object.assign(new Error('Cannot parse update info from latest-linux.yml'), { code: 'ERR_UPDATER_INVALID_UPDATE_INFO' }))).toMatch(/malformed/)
    expect(describeUpdateError('something odd\nwith a stack')).toBe('The update check failed: something odd')
  })
})
