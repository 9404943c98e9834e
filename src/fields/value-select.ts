import type { SelectField } from 'payload'

/** A select whose options are `values`, each labelled with itself. */
export const valueSelectField = (
  name: string,
  values: readonly string[],
  extra: { required?: boolean; index?: boolean; defaultValue?: string } = {},
): SelectField => ({ name, type: 'select', ...extra, options: values.map((value) => ({ label: value, value })) })
