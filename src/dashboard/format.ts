import { format } from 'date-fns'

/** The admin tables' date: like "Jan 05, 2026". */
export const adminDate = (value: string | null | undefined): string => {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMM dd, yyyy')
}
