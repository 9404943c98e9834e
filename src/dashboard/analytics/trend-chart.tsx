'use client'

import { CategoryScale, Chart, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js'
import { Line } from 'react-chartjs-2'

import { trendLabel } from '@/dashboard/model/analytics-view'
import type { Granularity, TrendPoint } from '@/contracts/analytics-answers'
import { plural } from '@/lib/plural'

Chart.register(CategoryScale, LinearScale, LineElement, PointElement, Tooltip, Legend)

const VISITORS = '#1d4ed8'
const PAGE_VIEWS = '#0f766e'
const DASHED = [6, 4]

/**
 * Visitors and page views per hour, day or month, with the previous period of equal length
 * dashed; the canvas is described, and its figures are a table, for screen readers.
 */
export function TrendChart({
  series,
  previous,
  granularity,
}: {
  series: TrendPoint[]
  previous: TrendPoint[]
  granularity: Granularity
}) {
  const labels = series.map((point) => trendLabel(point.date, granularity))
  const line = (label: string, data: number[], color: string, dashed: boolean) => ({
    label,
    data,
    borderColor: color,
    backgroundColor: color,
    borderDash: dashed ? DASHED : [],
    borderWidth: dashed ? 1.5 : 2,
    pointRadius: series.length > 60 ? 0 : 2,
    tension: 0.2,
  })
  const datasets = [
    line(
      'Visitors',
      series.map((point) => point.visitors),
      VISITORS,
      false,
    ),
    line(
      'Page views',
      series.map((point) => point.pageViews),
      PAGE_VIEWS,
      false,
    ),
  ]
  if (previous.length > 0) {
    datasets.push(
      line(
        'Visitors (previous period)',
        previous.slice(0, series.length).map((point) => point.visitors),
        VISITORS,
        true,
      ),
      line(
        'Page views (previous period)',
        previous.slice(0, series.length).map((point) => point.pageViews),
        PAGE_VIEWS,
        true,
      ),
    )
  }
  const total = (key: 'visitors' | 'pageViews', points: TrendPoint[]) =>
    points.reduce((sum, point) => sum + point[key], 0)
  const description = `Visitors and page views per ${granularity}: ${plural(total('visitors', series), 'visitor')} and ${plural(total('pageViews', series), 'page view')}${
    previous.length > 0
      ? `, against ${total('visitors', previous)} and ${total('pageViews', previous)} in the previous period (dashed)`
      : ''
  }.`
  return (
    <div className="h-72" data-testid="trend-chart" data-points={series.length}>
      <Line
        role="img"
        aria-label={description}
        data={{ labels, datasets }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
        }}
      />
      <table className="sr-only">
        <caption>Visitors and page views per {granularity}</caption>
        <thead>
          <tr>
            <th scope="col">{granularity === 'hour' ? 'Hour' : granularity === 'day' ? 'Day' : 'Month'}</th>
            <th scope="col">Visitors</th>
            <th scope="col">Page views</th>
          </tr>
        </thead>
        <tbody>
          {series.map((point, index) => (
            <tr key={point.date}>
              <th scope="row">{labels[index]}</th>
              <td>{point.visitors}</td>
              <td>{point.pageViews}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
