/** Main saved a file in browser mode: the browser downloads it from the door (one-time URL). */
export function downloadFile(file: { name: string; url: string }): void {
  const link = document.createElement('a')
  link.href = file.url
  link.download = file.name
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}
