import { CardSkeletons } from '../../_components/skeletons'
import { InsightsShell, POST_SKELETONS } from './shell'

export default function InsightsLoading() {
  return (
    <InsightsShell>
      <CardSkeletons
        count={POST_SKELETONS}
        label="Loading insights"
        className="mt-[4.5rem] grid gap-8 md:grid-cols-2 lg:grid-cols-3"
        cardClassName="h-80"
      />
    </InsightsShell>
  )
}
