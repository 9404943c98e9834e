'use client'

import { ChevronDown, Sparkles } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { useState } from 'react'

import { ENHANCEMENT_TYPES, type EnhancementType } from '@/contracts/enumerations'

import { Button } from './ui/button'
import { Textarea } from './ui/fields'
import { toast } from './ui/toast'

const LABELS: Record<EnhancementType, string> = {
  general: 'General Enhancement',
  professional: 'Professional Tone',
  achievements: 'Highlight Achievements',
  expertise: 'Emphasize Expertise',
  technical: 'Technical Focus',
  leadership: 'Leadership Focus',
  custom: 'Custom Instructions...',
}

/**
 * The bio-enhancement menu: the seven choices, a custom-instruction box
 * for 'custom', and an enhancing state. `onEnhance` receives the type and the instructions.
 */
export function EnhanceMenu({
  id,
  enhancing,
  onEnhance,
}: {
  id: string
  enhancing: boolean
  onEnhance: (type: EnhancementType, customInstructions: string) => void
}) {
  const [customOpen, setCustomOpen] = useState(false)
  const [instructions, setInstructions] = useState('')

  const applyCustom = () => {
    if (!instructions.trim()) {
      toast({
        title: 'Instructions Required',
        description: 'Please enter your enhancement instructions',
        variant: 'destructive',
      })
      return
    }
    onEnhance('custom', instructions.trim())
  }

  return (
    <div className="space-y-2">
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button variant="outline" size="sm" disabled={enhancing}>
            <Sparkles aria-hidden className="h-4 w-4" />
            {enhancing ? 'Enhancing...' : 'Enhance with AI'}
            <ChevronDown aria-hidden className="h-4 w-4" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            sideOffset={4}
            className="z-50 min-w-56 rounded-md border border-line bg-white p-1 shadow-lg"
          >
            {ENHANCEMENT_TYPES.map((type) => (
              <DropdownMenu.Item
                key={type}
                onSelect={() => (type === 'custom' ? setCustomOpen(true) : onEnhance(type, ''))}
                className="cursor-pointer rounded px-3 py-1.5 text-sm text-ink outline-none data-[highlighted]:bg-slate-100"
              >
                {LABELS[type]}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {customOpen && (
        <div className="space-y-2 rounded-md border border-line p-3">
          <label htmlFor={`${id}-instructions`} className="text-sm font-medium text-body">
            Custom enhancement instructions
          </label>
          <Textarea
            id={`${id}-instructions`}
            rows={2}
            value={instructions}
            onChange={(event) => setInstructions(event.target.value)}
            placeholder="e.g. Emphasize board experience"
          />
          <div className="flex gap-2">
            <Button size="sm" onClick={applyCustom} disabled={enhancing}>
              Apply Custom Enhancement
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setCustomOpen(false)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
