'use client'

import type { FormEvent } from 'react'

import { type Advisor, advisorCreateSchema } from '@/contracts/advisors'
import { controlsByName } from '@/dashboard/model/field-errors'
import type { EnhancementType } from '@/contracts/enumerations'

import { EnhanceMenu } from '@/dashboard/enhance-menu'
import { PhotoField } from '@/dashboard/photo-field'
import { FormActions } from '@/dashboard/ui/form-actions'
import { FieldErrorsProvider } from '@/dashboard/ui/field-errors'
import { TextareaField, TextField } from '@/dashboard/ui/fields'
import { Switch } from '@/dashboard/ui/switch'
import { toast } from '@/dashboard/ui/toast'
import { useEnhanceBio } from '@/dashboard/api/enhance-bio'
import { useUnsavedChanges } from '@/dashboard/unsaved-changes'
import { useContractForm } from '@/dashboard/use-contract-form'
import { useFormState } from '@/dashboard/use-form-state'

/** The editor's fields, as typed. */
type AdvisorInput = {
  name: string
  title: string
  company: string
  expertise: string
  description: string
  bio: string
  photo: string
  linkedinUrl: string
  isActive: boolean
}

const emptyAdvisor: AdvisorInput = {
  name: '',
  title: '',
  company: '',
  expertise: '',
  description: '',
  bio: '',
  photo: '',
  linkedinUrl: '',
  isActive: true,
}

const fromAdvisor = (advisor: Advisor): AdvisorInput => ({
  name: advisor.name,
  title: advisor.title,
  company: advisor.company,
  expertise: advisor.expertise,
  description: advisor.description,
  bio: advisor.bio ?? '',
  photo: advisor.photo ?? '',
  linkedinUrl: advisor.linkedinUrl ?? '',
  isActive: advisor.isActive ?? false,
})

const REQUIRED = ['name', 'title', 'company', 'expertise', 'description'] as const
/** Each body field is shown by the control advisor-{field}. */
const controlOf = controlsByName('advisor', [...REQUIRED, 'bio', 'photo', 'linkedinUrl'])

/** The advisor editor: add mode without an advisor, edit mode with one. */
export function AdvisorForm({
  advisor,
  saving,
  onSave,
  onCancel,
}: {
  advisor: Advisor | null
  saving: boolean
  onSave: (input: AdvisorInput) => Promise<unknown>
  onCancel: () => void
}) {
  const { form, set, bind, toggle } = useFormState<AdvisorInput>(() => (advisor ? fromAdvisor(advisor) : emptyAdvisor))
  useUnsavedChanges(form)
  const { errors, submit } = useContractForm(advisorCreateSchema, controlOf)
  const { enhance, enhancing } = useEnhanceBio({
    successTitle: 'Bio Enhanced',
    successDescription: 'Your bio has been professionally enhanced with AI',
    failure: 'enhanceBio',
  })

  const onEnhance = (enhancementType: EnhancementType, customInstructions: string) => {
    if (!form.bio.trim()) {
      toast({
        title: 'Bio Required',
        description: 'Please enter some bio content first before enhancing with AI',
        variant: 'destructive',
      })
      return
    }
    const { bio, name, title, company, expertise } = form
    enhance(
      {
        bio,
        name,
        title,
        company,
        expertise,
        enhancementType,
        customInstructions,
      },
      (enhanced) => set('bio', enhanced),
    )
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = {
      ...form,
      ...Object.fromEntries(REQUIRED.map((key) => [key, form[key].trim()])),
    } as AdvisorInput
    void submit(trimmed, () => onSave(trimmed))
  }

  const text = (key: (typeof REQUIRED)[number] | 'linkedinUrl', label: string, required = true) => (
    <TextField
      id={`advisor-${key}`}
      label={label}
      {...bind(key)}
      required={required}

      type={key === 'linkedinUrl' ? 'url' : 'text'}
    />
  )

  return (
    <FieldErrorsProvider errors={errors}>
      <form onSubmit={onSubmit} className="space-y-4">
        <div className="grid gap-4 md:grid-cols-2">
          {text('name', 'Name')}
          {text('title', 'Title')}
          {text('company', 'Company')}
          {text('expertise', 'Expertise')}
        </div>
        <TextareaField id="advisor-description" label="Description" rows={3} required {...bind('description')} />
        <div className="space-y-2">
          <TextareaField id="advisor-bio" label="Bio" rows={6} {...bind('bio')} />
          <EnhanceMenu id="advisor-bio" enhancing={enhancing} onEnhance={onEnhance} />
        </div>
        <PhotoField id="advisor-photo" value={form.photo} onChange={(url) => set('photo', url)} />
        {text('linkedinUrl', 'LinkedIn URL', false)}
        <Switch id="advisor-active" label="Active" {...toggle('isActive')} />
        <FormActions submitLabel={advisor ? 'Update Advisor' : 'Create Advisor'} saving={saving} onCancel={onCancel} />
      </form>
    </FieldErrorsProvider>
  )
}
