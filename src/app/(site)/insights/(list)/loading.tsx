import { CardSkeletons } from '../../_components/skeletons'
import { InsightsFrame, POST_SKELETONS } from './shell'

/** Without the newsletter box: a client component here would wait for the page's scripts (shell.tsx). */
export default function InsightsLoading() {
  return (
    <InsightsFrame>
      <CardSkeletons
        count={POST_SKELETONS}
        label="Loading insights"
        className="mt-[4.5rem] grid gap-8 md:grid-cols-2 lg:grid-cols-3"
        cardClassName="h-80"
      />
    </InsightsFrame>
  )
}
