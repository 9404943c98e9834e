import {
  Award, BarChart3, Brain, Briefcase, Building2, Calendar, CheckCircle2, Clock, Coins, Compass, Crown,
  DollarSign, Eye, Flag, Gem, Globe, Handshake, Headphones, Heart, Key, Landmark, Layers, Lightbulb,
  LineChart, Lock, Map, Medal, Mountain, Network, PieChart, Puzzle, Rocket, Scale, Settings, Shield,
  Sparkles, Sprout, Star, Target, TrendingUp, Trophy, UserCheck, Users, Workflow, Zap,
  type LucideIcon,
} from 'lucide-react'

import { pillarIconName, type PillarIconName } from '@/lib/pillar-icons'

/** The 45 pillar icons; rendered on the server, so they add nothing to the page's JavaScript. */
const ICONS: Record<PillarIconName, LucideIcon> = {
  TrendingUp, Rocket, Target, Compass, Crown, Handshake, Lightbulb, Brain, Shield, Gem, Zap, Headphones,
  Users, Award, BarChart3, Briefcase, Building2, Calendar, CheckCircle2, Clock, Coins, DollarSign, Eye,
  Flag, Globe, Heart, Key, Landmark, Layers, LineChart, Lock, Map, Medal, Mountain, Network, PieChart,
  Puzzle, Scale, Settings, Sparkles, Star, Sprout, Trophy, UserCheck, Workflow,
}

export function PillarIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[pillarIconName(name)]
  return <Icon className={className} aria-hidden="true" data-icon={pillarIconName(name)} />
}
