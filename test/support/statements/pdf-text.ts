import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** The text of each page of a PDF, read back as a reader would (pdf.js): what selects and copies. */
export async function pdfPages(bytes: Uint8Array): Promise<{ pages: string[]; fonts: string[] }> {
  const task = getDocument({ data: bytes, useSystemFonts: false })
  const doc = await task.promise
  const pages: string[] = []
  const fonts = new Set<string>()
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i)
    const content = await page.getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '))
    for (const style of Object.values(content.styles)) fonts.add(style.fontFamily)
  }
  await task.destroy()
  return { pages, fonts: [...fonts] }
}
