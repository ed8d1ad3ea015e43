import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { crc32, deflateRawSync } from 'node:zlib'
import type { ByteSink } from './byte-sink'

/**
 * #34: a zip written as a stream whose every entry names its sizes and CRC in its own header (no
 * data descriptors), with Zip64 past 4 GB or 65,535 entries. Node's zlib compresses (native: several
 * times faster than fflate's JavaScript on a history of 10,000 conversations); this only lays the
 * entries out. Why not fflate's streaming Zip: it always writes data descriptors, and a zip read as
 * a stream (the import, the restore) can only find where such an entry ends by looking for a
 * signature in its bytes, which compressed data or a database can contain. Each entry here is
 * complete before it is written: a conversation's JSON in memory, or a file on disk read twice
 * (its CRC first).
 */
export class ZipWriter {
  private offset = 0
  private readonly central: Uint8Array[] = []
  private count = 0

  constructor(private readonly sink: ByteSink) {}

  /** One entry from memory, compressed (DEFLATE, `level` 1–9, default 6) unless `store`. */
  async addBytes(name: string, data: Uint8Array, options: { store?: boolean; level?: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 } = {}): Promise<void> {
    const packed = options.store ? data : deflateRawSync(data, { level: options.level ?? 6 })
    const header = this.header(name, { method: options.store ? 0 : 8, crc: crc32(data), size: data.length, packed: packed.length })
    await this.write(header)
    await this.write(packed)
  }

  /** One entry from a file, stored as it is (a database compresses poorly and backs up at disk speed). */
  async addFile(name: string, path: string): Promise<void> {
    const { size } = await stat(path)
    let crc = 0
    for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) crc = crc32(chunk as Buffer, crc)
    await this.write(this.header(name, { method: 0, crc, size, packed: size }))
    let written = 0
    for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) {
      written += (chunk as Buffer).length
      await this.write(chunk as Buffer)
    }
    if (written !== size) throw new Error(`${name} changed while it was being written`)
  }

  /** One entry already compressed (raw DEFLATE) into a file, its CRC and size known (made as a stream elsewhere). */
  async addDeflatedFile(name: string, path: string, original: { crc: number; size: number }): Promise<void> {
    const { size: packed } = await stat(path)
    await this.write(this.header(name, { method: 8, crc: original.crc, size: original.size, packed }))
    for await (const chunk of createReadStream(path, { highWaterMark: 1024 * 1024 })) await this.write(chunk as Buffer)
  }

  /** The central directory and its end records. */
  async end(): Promise<void> {
    const start = this.offset
    for (const record of this.central) await this.write(record)
    const size = this.offset - start
    const zip64 = this.count >= 0xffff || start >= 0xffffffff || size >= 0xffffffff
    if (zip64) {
      const record = new DataView(new ArrayBuffer(56))
      record.setUint32(0, 0x06064b50, true)
      record.setBigUint64(4, 44n, true)
      record.setUint16(12, 45, true)
      record.setUint16(14, 45, true)
      record.setBigUint64(24, BigInt(this.count), true)
      record.setBigUint64(32, BigInt(this.count), true)
      record.setBigUint64(40, BigInt(size), true)
      record.setBigUint64(48, BigInt(start), true)
      const at = this.offset
      await this.write(new Uint8Array(record.buffer))
      const locator = new DataView(new ArrayBuffer(20))
      locator.setUint32(0, 0x07064b50, true)
      locator.setBigUint64(8, BigInt(at), true)
      locator.setUint32(16, 1, true)
      await this.write(new Uint8Array(locator.buffer))
    }
    const end = new DataView(new ArrayBuffer(22))
    end.setUint32(0, 0x06054b50, true)
    end.setUint16(8, Math.min(this.count, 0xffff), true)
    end.setUint16(10, Math.min(this.count, 0xffff), true)
    end.setUint32(12, Math.min(size, 0xffffffff), true)
    end.setUint32(16, Math.min(start, 0xffffffff), true)
    await this.write(new Uint8Array(end.buffer))
  }

  private header(name: string, e: { method: number; crc: number; size: number; packed: number }): Uint8Array {
    const file = new TextEncoder().encode(name)
    const big = e.size >= 0xffffffff || e.packed >= 0xffffffff
    const far = this.offset >= 0xffffffff
    const { time, date } = dosTime(new Date())
    // Local header: sizes in its Zip64 extra when they do not fit 32 bits.
    const localExtra = big ? zip64Extra([e.size, e.packed]) : new Uint8Array(0)
    const local = new DataView(new ArrayBuffer(30 + file.length + localExtra.length))
    local.setUint32(0, 0x04034b50, true)
    local.setUint16(4, big ? 45 : 20, true)
    local.setUint16(6, 0x0800, true)
    local.setUint16(8, e.method, true)
    local.setUint16(10, time, true)
    local.setUint16(12, date, true)
    local.setUint32(14, e.crc, true)
    local.setUint32(18, big ? 0xffffffff : e.packed, true)
    local.setUint32(22, big ? 0xffffffff : e.size, true)
    local.setUint16(26, file.length, true)
    local.setUint16(28, localExtra.length, true)
    const localBytes = new Uint8Array(local.buffer)
    localBytes.set(file, 30)
    localBytes.set(localExtra, 30 + file.length)
    // Its central directory record, written at the end.
    const centralExtra = big || far ? zip64Extra([...(big ? [e.size, e.packed] : []), ...(far ? [this.offset] : [])]) : new Uint8Array(0)
    const central = new DataView(new ArrayBuffer(46 + file.length + centralExtra.length))
    central.setUint32(0, 0x02014b50, true)
    central.setUint16(4, 45, true)
    central.setUint16(6, big || far ? 45 : 20, true)
    central.setUint16(8, 0x0800, true)
    central.setUint16(10, e.method, true)
    central.setUint16(12, time, true)
    central.setUint16(14, date, true)
    central.setUint32(16, e.crc, true)
    central.setUint32(20, big ? 0xffffffff : e.packed, true)
    central.setUint32(24, big ? 0xffffffff : e.size, true)
    central.setUint16(28, file.length, true)
    central.setUint16(30, centralExtra.length, true)
    central.setUint32(42, far ? 0xffffffff : this.offset, true)
    const centralBytes = new Uint8Array(central.buffer)
    centralBytes.set(file, 46)
    centralBytes.set(centralExtra, 46 + file.length)
    this.central.push(centralBytes)
    this.count++
    return localBytes
  }

  private async write(bytes: Uint8Array): Promise<void> {
    this.offset += bytes.length
    await this.sink.write(bytes)
  }
}

function zip64Extra(values: readonly number[]): Uint8Array {
  const extra = new DataView(new ArrayBuffer(4 + 8 * values.length))
  extra.setUint16(0, 0x0001, true)
  extra.setUint16(2, 8 * values.length, true)
  values.forEach((v, i) => extra.setBigUint64(4 + 8 * i, BigInt(v), true))
  return new Uint8Array(extra.buffer)
}

function dosTime(at: Date): { time: number; date: number } {
  const year = Math.min(Math.max(at.getFullYear(), 1980), 2107)
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  }
}
