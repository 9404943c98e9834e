/** The 45 Lucide icons a team member's value-creation pillar may use. */
export const PILLAR_ICONS = [
  { name: 'TrendingUp', label: 'Trending Up' },
  { name: 'Rocket', label: 'Rocket' },
  { name: 'Target', label: 'Target' },
  { name: 'Compass', label: 'Compass' },
  { name: 'Crown', label: 'Crown' },
  { name: 'Handshake', label: 'Handshake' },
  { name: 'Lightbulb', label: 'Lightbulb' },
  { name: 'Brain', label: 'Brain' },
  { name: 'Shield', label: 'Shield' },
  { name: 'Gem', label: 'Gem' },
  { name: 'Zap', label: 'Lightning' },
  { name: 'Headphones', label: 'Headphones' },
  { name: 'Users', label: 'Users' },
  { name: 'Award', label: 'Award' },
  { name: 'BarChart3', label: 'Bar Chart' },
  { name: 'Briefcase', label: 'Briefcase' },
  { name: 'Building2', label: 'Building' },
  { name: 'Calendar', label: 'Calendar' },
  { name: 'CheckCircle2', label: 'Check Circle' },
  { name: 'Clock', label: 'Clock' },
  { name: 'Coins', label: 'Coins' },
  { name: 'DollarSign', label: 'Dollar Sign' },
  { name: 'Eye', label: 'Vision' },
  { name: 'Flag', label: 'Flag' },
  { name: 'Globe', label: 'Globe' },
  { name: 'Heart', label: 'Heart' },
  { name: 'Key', label: 'Key' },
  { name: 'Landmark', label: 'Landmark' },
  { name: 'Layers', label: 'Layers' },
  { name: 'LineChart', label: 'Line Chart' },
  { name: 'Lock', label: 'Lock' },
  { name: 'Map', label: 'Map' },
  { name: 'Medal', label: 'Medal' },
  { name: 'Mountain', label: 'Mountain' },
  { name: 'Network', label: 'Network' },
  { name: 'PieChart', label: 'Pie Chart' },
  { name: 'Puzzle', label: 'Puzzle' },
  { name: 'Scale', label: 'Scale' },
  { name: 'Settings', label: 'Settings' },
  { name: 'Sparkles', label: 'Sparkles' },
  { name: 'Star', label: 'Star' },
  { name: 'Sprout', label: 'Sprout' },
  { name: 'Trophy', label: 'Trophy' },
  { name: 'UserCheck', label: 'User Check' },
  { name: 'Workflow', label: 'Workflow' },
] as const

export type PillarIconName = (typeof PILLAR_ICONS)[number]['name']
const FALLBACK_PILLAR_ICON: PillarIconName = 'TrendingUp'
export const DEFAULT_PILLAR_ICONS: readonly PillarIconName[] = ['TrendingUp', 'Target', 'Users']

const names = new Set<string>(PILLAR_ICONS.map((icon) => icon.name))

export const pillarIconName = (name: string | null | undefined): PillarIconName =>
  name && names.has(name) ? (name as PillarIconName) : FALLBACK_PILLAR_ICON
