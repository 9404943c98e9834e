/** Saves `text` as a CSV file through a temporary object URL. */
export const downloadCsv = (filename: string, text: string) =>
  downloadFile(filename, new Blob([text], { type: 'text/csv;charset=utf-8' }))

/** Saves `blob` as a file named `filename` through a temporary object URL. */
export function downloadFile(filename: string, blob: Blob) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
