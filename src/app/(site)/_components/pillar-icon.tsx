import * as Lucide from 'lucide-react'

import { pillarIconName } from '@/lib/pillar-icons'

import { Icon } from './icon'

/**
 * A pillar's icon, looked up by its Lucide name from the one list in `@/lib/pillar-icons` (the
 * type checks that every name there is a Lucide icon). Drawn as plain SVG on the server, so the
 * whole icon set this import names adds nothing to the page's JavaScript.
 */
export function PillarIcon({ name, className }: { name: string; className?: string }) {
  const iconName = pillarIconName(name)
  const icon: Lucide.LucideIcon = Lucide[iconName]
  return <Icon icon={icon} className={className} aria-hidden="true" data-icon={iconName} />
}
