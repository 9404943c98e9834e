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

/** Excel reads a file as UTF-8 only when it starts with a byte order mark. */
export const CSV_BOM = '\uFEFF'

/** One CSV line (CRLF-terminated): the header when `row` is omitted, else the row's cells. */
export const csvLine = <T>(columns: readonly CsvColumn<T>[], row?: T): string =>
  `${columns.map((column) => cell(row === undefined ? column.header : column.value(row))).join(',')}\r\n`

/** The CSV text of `rows`: a UTF-8 BOM (for Excel), a header line, CRLF line breaks. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return CSV_BOM + csvLine(columns) + rows.map((row) => csvLine(columns, row)).join('')
}
