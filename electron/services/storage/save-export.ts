/** Asks the shell to save an exported file: the path written, or `saved: false` when the user cancelled. */
export async function saveExport(
  saveFile: (name: string, contents: string) => Promise<string | null>,
  name: string,
  contents: string,
): Promise<{ saved: boolean; path: string | null }> {
  const path = await saveFile(name, contents)
  return { saved: path !== null, path }
}
