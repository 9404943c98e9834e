/** The 45 Lucide icons a team member's value-creation pillar may use. */
export const PILLAR_ICONS = [
  'TrendingUp',
  'Rocket',
  'Target',
  'Compass',
  'Crown',
  'Handshake',
  'Lightbulb',
  'Brain',
  'Shield',
  'Gem',
  'Zap',
  'Headphones',
  'Users',
  'Award',
  'BarChart3',
  'Briefcase',
  'Building2',
  'Calendar',
  'CheckCircle2',
  'Clock',
  'Coins',
  'DollarSign',
  'Eye',
  'Flag',
  'Globe',
  'Heart',
  'Key',
  'Landmark',
  'Layers',
  'LineChart',
  'Lock',
  'Map',
  'Medal',
  'Mountain',
  'Network',
  'PieChart',
  'Puzzle',
  'Scale',
  'Settings',
  'Sparkles',
  'Star',
  'Sprout',
  'Trophy',
  'UserCheck',
  'Workflow',
] as const

export type PillarIconName = (typeof PILLAR_ICONS)[number]

/** Labels other than the name split into words. */
const LABELS: Partial<Record<PillarIconName, string>> = {
  Zap: 'Lightning',
  BarChart3: 'Bar Chart',
  Building2: 'Building',
  CheckCircle2: 'Check Circle',
  Eye: 'Vision',
}

/** The label an editor picks the icon by. */
export const pillarIconLabel = (name: PillarIconName): string =>
  LABELS[name] ?? name.replace(/(?<=[a-z0-9])(?=[A-Z])/g, ' ')
const FALLBACK_PILLAR_ICON: PillarIconName = 'TrendingUp'
export const DEFAULT_PILLAR_ICONS: readonly PillarIconName[] = ['TrendingUp', 'Target', 'Users']

const names = new Set<string>(PILLAR_ICONS)

export const pillarIconName = (name: string | null | undefined): PillarIconName =>
  name && names.has(name) ? (name as PillarIconName) : FALLBACK_PILLAR_ICON
