import { INDUSTRIES } from '@/lib/assessment/options'

import { Choices } from './ui/control'

const INDUSTRY_CHOICES = INDUSTRIES.map((industry) => ({ value: industry, label: industry }))

/** The industry drop-down's entries, the same list in the order given, on every form that asks. */
export function IndustryOptions({ promptDisabled }: { promptDisabled?: boolean }) {
  return <Choices prompt="Select your industry" choices={INDUSTRY_CHOICES} promptDisabled={promptDisabled} />
}
