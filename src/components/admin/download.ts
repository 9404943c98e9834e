/** Saves `data` as a file through a temporary object URL. */
export function downloadBlob(filename: string, data: Blob) {
  const url = URL.createObjectURL(data)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Saves `text` as a CSV file. */
export const downloadCsv = (filename: string, text: string) =>
  downloadBlob(filename, new Blob([text], { type: 'text/csv;charset=utf-8' }))
