'use client'

import { type FormEvent, useState } from 'react'

import { type Advisor, advisorCreateSchema } from '@/contracts/advisors'
import { controlsByName } from '@/lib/admin/field-errors'
import type { EnhancementType } from '@/lib/constants'

import { EnhanceMenu } from '../EnhanceMenu'
import { PhotoField } from '../PhotoField'
import { FormActions } from '../ui/form-actions'
import { FieldErrorsProvider } from '../ui/field-errors'
import { Field, Input, Textarea } from '../ui/fields'
import { Switch } from '../ui/switch'
import { toast } from '../ui/toast'
import { useEnhanceBio } from '../api/enhance-bio'
import { useUnsavedChanges } from '../unsaved-changes'
import { useContractForm } from '../use-contract-form'

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
  const [form, setForm] = useState<AdvisorInput>(() => (advisor ? fromAdvisor(advisor) : emptyAdvisor))
  useUnsavedChanges(form)
  const { errors, submit } = useContractForm(advisorCreateSchema, controlOf)
  const { enhance, enhancing } = useEnhanceBio({
    successTitle: 'Bio Enhanced',
    successDescription: 'Your bio has been professionally enhanced with AI',
    failure: 'enhanceBio',
  })
  const set = <K extends keyof AdvisorInput>(key: K, value: AdvisorInput[K]) =>
    setForm((current) => ({ ...current, [key]: value }))

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
    <Field id={`advisor-${key}`} label={label}>
      <Input
        id={`advisor-${key}`}
        value={form[key]}
        required={required}
        onChange={(event) => set(key, event.target.value)}
        type={key === 'linkedinUrl' ? 'url' : 'text'}
      />
    </Field>
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
        <Field id="advisor-description" label="Description">
          <Textarea
            id="advisor-description"
            rows={3}
            required
            value={form.description}
            onChange={(event) => set('description', event.target.value)}
          />
        </Field>
        <div className="space-y-2">
          <Field id="advisor-bio" label="Bio">
            <Textarea id="advisor-bio" rows={6} value={form.bio} onChange={(event) => set('bio', event.target.value)} />
          </Field>
          <EnhanceMenu id="advisor-bio" enhancing={enhancing} onEnhance={onEnhance} />
        </div>
        <PhotoField id="advisor-photo" value={form.photo} onChange={(url) => set('photo', url)} />
        {text('linkedinUrl', 'LinkedIn URL', false)}
        <Switch
          id="advisor-active"
          label="Active"
          checked={form.isActive}
          onCheckedChange={(checked) => set('isActive', checked)}
        />
        <FormActions submitLabel={advisor ? 'Update Advisor' : 'Create Advisor'} saving={saving} onCancel={onCancel} />
      </form>
    </FieldErrorsProvider>
  )
}
