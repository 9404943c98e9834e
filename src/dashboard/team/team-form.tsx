'use client'

import { TEAM_CATEGORIES } from '@/contracts/enumerations'
import { Sparkles } from 'lucide-react'
import type { FormEvent } from 'react'

import { type TeamMember, teamMemberCreateSchema } from '@/contracts/team-members'
import {
  emptyTeamForm,
  type TeamForm as Form,
  teamFormFromMember,
  teamControlOf,
  teamMemberBody,
  type TeamMemberBody,
} from '@/dashboard/model/team-form'

import { PhotoField } from '@/dashboard/photo-field'
import { useSiteSettings } from '@/dashboard/api/site-settings'
import { Button } from '@/dashboard/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/dashboard/ui/card'
import { FormActions } from '@/dashboard/ui/form-actions'
import { FieldErrorsProvider } from '@/dashboard/ui/field-errors'
import { Label, TextareaField, TextField } from '@/dashboard/ui/fields'
import { Select } from '@/dashboard/ui/select'
import { Switch } from '@/dashboard/ui/switch'
import { toast } from '@/dashboard/ui/toast'
import { useEnhanceBio } from '@/dashboard/api/enhance-bio'
import { useUnsavedChanges } from '@/dashboard/unsaved-changes'
import { useReveal } from '@/dashboard/use-reveal'
import { useContractForm } from '@/dashboard/use-contract-form'
import { useFormState } from '@/dashboard/use-form-state'
import { BookingFields } from './booking-fields'
import { PillarFields } from './pillar-fields'

const CATEGORY_OPTIONS = TEAM_CATEGORIES.map((category) => ({
  value: category,
  label: category,
}))

/** The inline team-member editor: add mode without a member, edit mode with one. */
export function TeamForm({
  member,
  saving,
  onSave,
  onCancel,
}: {
  member: TeamMember | null
  saving: boolean
  onSave: (body: TeamMemberBody) => Promise<unknown>
  onCancel: () => void
}) {
  const { form, set, bind, toggle } = useFormState<Form>(() => (member ? teamFormFromMember(member) : emptyTeamForm()))
  useUnsavedChanges(form)
  const revealRef = useReveal<HTMLDivElement>('#team-name')
  const { enhance, enhancing } = useEnhanceBio({
    successTitle: 'Overview Enhanced',
    successDescription: 'Your professional overview has been enhanced with AI',
    failure: 'enhanceOverview',
  })
  const settings = useSiteSettings()
  const { errors, submit } = useContractForm(teamMemberCreateSchema, teamControlOf(form))

  const enhanceOverview = () => {
    if (!form.overview.trim()) {
      toast({
        title: 'Overview Required',
        description: 'Please enter some overview content first before enhancing with AI',
        variant: 'destructive',
      })
      return
    }
    const request = {
      bio: form.overview,
      name: form.name,
      title: form.title,
      company: settings.data?.firmName ?? '',
      expertise: form.teamCategory,
      enhancementType: 'professional' as const,
      customInstructions: '',
    }
    enhance(request, (enhanced) => set('overview', enhanced))
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const body = teamMemberBody(form)
    void submit(body, () => onSave(body))
  }

  return (
    <Card ref={revealRef} className="scroll-mt-4 border-blue-300">
      <CardHeader>
        <CardTitle>{member ? 'Edit Team Member' : 'Add Team Member'}</CardTitle>
      </CardHeader>
      <CardContent>
        <FieldErrorsProvider errors={errors}>
          <form onSubmit={onSubmit} className="space-y-4">
            <div className="grid gap-4 md:grid-cols-3">
              <TextField id="team-name" label="Name" required {...bind('name')} />
              <TextField id="team-title" label="Title" required {...bind('title')} />
              <div className="space-y-1">
                <Label htmlFor="team-category">Team Category</Label>
                <Select id="team-category" {...bind('teamCategory')} options={CATEGORY_OPTIONS} />
              </div>
            </div>
            <PhotoField id="team-photo" value={form.photo} onChange={(url) => set('photo', url)} />
            <TextField id="team-linkedin" label="LinkedIn URL" type="url" {...bind('linkedinUrl')} />
            <div className="space-y-2">
              <TextareaField id="team-overview" label="Professional Overview" rows={5} {...bind('overview')} />
              <Button variant="outline" size="sm" onClick={enhanceOverview} disabled={enhancing}>
                <Sparkles aria-hidden className="h-4 w-4" />
                {enhancing ? 'Enhancing...' : 'Enhance Overview with AI'}
              </Button>
            </div>
            <TextareaField
              id="team-career"
              label="Career Journey (one entry per line: Role at Institution)"
              rows={4}
              {...bind('career')}
            />
            <div className="grid gap-4 md:grid-cols-3">
              {form.pillars.map((pillar, index) => (
                <PillarFields
                  key={index}
                  index={index}
                  pillar={pillar}
                  onChange={(next) =>
                    set(
                      'pillars',
                      form.pillars.map((current, at) => (at === index ? next : current)),
                    )
                  }
                />
              ))}
            </div>
            <TextareaField id="team-philosophy" label="Philosophy" rows={3} {...bind('philosophy')} />
            <BookingFields form={form.booking} onChange={(booking) => set('booking', booking)} />
            <div className="flex flex-wrap items-end gap-6">
              <TextField
                id="team-order"
                label="Display Order"
                inputMode="numeric"
                className="w-32"
                {...bind('displayOrder')}
              />
              <Switch id="team-active" label="Active" {...toggle('isActive')} />
            </div>
            <FormActions
              submitLabel={member ? 'Update Team Member' : 'Create Team Member'}
              saving={saving}
              onCancel={onCancel}
            />
          </form>
        </FieldErrorsProvider>
      </CardContent>
    </Card>
  )
}
