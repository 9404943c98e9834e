/** A column of a CSV export: its header and how a row's cell is read. */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | null | undefined }

/** Spreadsheets run a cell starting with these as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r\n]/

/** Prefixes a would-be formula with a quote, so spreadsheets show it as text. */
export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text)

/** RFC 4180: a field holding a comma, quote, CR or LF is quoted and its quotes doubled. */
export const quoteField = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text)

const cell = (value: string | number | null | undefined): string =>
  value === null || value === undefined
    ? ''
    : quoteField(typeof value === 'number' ? String(value) : neutraliseFormula(value))

/** The CSV text of `rows`: a UTF-8 BOM (for Excel), a header line, CRLF line breaks. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => cell(column.header))]
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))))
  return `\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`
}
