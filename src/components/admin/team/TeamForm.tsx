'use client'

import { Sparkles } from 'lucide-react'
import { type FormEvent, useState } from 'react'

import { TEAM_CATEGORIES, type TeamMember, teamMemberCreateSchema } from '@/contracts/team-members'
import {
  emptyTeamForm,
  type TeamForm as Form,
  teamFormFromMember,
  teamControlOf,
  teamMemberBody,
  type TeamMemberBody,
} from '@/lib/admin/team-form'

import { PhotoField } from '../PhotoField'
import { useSiteSettings } from '../api/site-settings'
import { Button } from '../ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card'
import { FormActions } from '../ui/form-actions'
import { FieldErrorsProvider } from '../ui/field-errors'
import { Field, Input, Label, Textarea } from '../ui/fields'
import { Select } from '../ui/select'
import { Switch } from '../ui/switch'
import { toast } from '../ui/toast'
import { useEnhanceBio } from '../api/enhance-bio'
import { useUnsavedChanges } from '../unsaved-changes'
import { useReveal } from '../use-reveal'
import { useContractForm } from '../use-contract-form'
import { PillarFields } from './PillarFields'

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
  const [form, setForm] = useState<Form>(() => (member ? teamFormFromMember(member) : emptyTeamForm()))
  useUnsavedChanges(form)
  const revealRef = useReveal<HTMLDivElement>('#team-name')
  const { enhance, enhancing } = useEnhanceBio({
    successTitle: 'Overview Enhanced',
    successDescription: 'Your professional overview has been enhanced with AI',
    failure: 'enhanceOverview',
  })
  const settings = useSiteSettings()
  const { errors, submit } = useContractForm(teamMemberCreateSchema, teamControlOf(form))
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((current) => ({ ...current, [key]: value }))

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
              <Field id="team-name" label="Name">
                <Input
                  id="team-name"
                  required
                  value={form.name}
                  onChange={(event) => set('name', event.target.value)}
                />
              </Field>
              <Field id="team-title" label="Title">
                <Input
                  id="team-title"
                  required
                  value={form.title}
                  onChange={(event) => set('title', event.target.value)}
                />
              </Field>
              <div className="space-y-1">
                <Label htmlFor="team-category">Team Category</Label>
                <Select
                  id="team-category"
                  value={form.teamCategory}
                  onValueChange={(value) => set('teamCategory', value)}
                  options={CATEGORY_OPTIONS}
                />
              </div>
            </div>
            <PhotoField id="team-photo" value={form.photo} onChange={(url) => set('photo', url)} />
            <Field id="team-linkedin" label="LinkedIn URL">
              <Input
                id="team-linkedin"
                type="url"
                value={form.linkedinUrl}
                onChange={(event) => set('linkedinUrl', event.target.value)}
              />
            </Field>
            <div className="space-y-2">
              <Field id="team-overview" label="Professional Overview">
                <Textarea
                  id="team-overview"
                  rows={5}
                  value={form.overview}
                  onChange={(event) => set('overview', event.target.value)}
                />
              </Field>
              <Button variant="outline" size="sm" onClick={enhanceOverview} disabled={enhancing}>
                <Sparkles aria-hidden className="h-4 w-4" />
                {enhancing ? 'Enhancing...' : 'Enhance Overview with AI'}
              </Button>
            </div>
            <Field id="team-career" label="Career Journey (one entry per line: Role at Institution)">
              <Textarea
                id="team-career"
                rows={4}
                value={form.career}
                onChange={(event) => set('career', event.target.value)}
              />
            </Field>
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
            <Field id="team-philosophy" label="Philosophy">
              <Textarea
                id="team-philosophy"
                rows={3}
                value={form.philosophy}
                onChange={(event) => set('philosophy', event.target.value)}
              />
            </Field>
            <div className="flex flex-wrap items-end gap-6">
              <Field id="team-order" label="Display Order">
                <Input
                  id="team-order"
                  inputMode="numeric"
                  className="w-32"
                  value={form.displayOrder}
                  onChange={(event) => set('displayOrder', event.target.value)}
                />
              </Field>
              <Switch
                id="team-active"
                label="Active"
                checked={form.isActive}
                onCheckedChange={(checked) => set('isActive', checked)}
              />
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
