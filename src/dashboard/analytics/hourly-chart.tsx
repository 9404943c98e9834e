'use client'

import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js'
import { Bar } from 'react-chartjs-2'

import { hourLabel } from '@/dashboard/model/analytics-view'

Chart.register(BarElement, CategoryScale, LinearScale, Tooltip)

const LABELS = Array.from({ length: 24 }, (_, hour) => hourLabel(hour))

/** The 24-bar Traffic by Hour chart; the canvas is described, and its figures are a table, for screen readers. */
export function HourlyChart({ bars, description }: { bars: number[]; description: string }) {
  return (
    <div className="h-64">
      <Bar
        role="img"
        aria-label={description}
        data={{
          labels: LABELS,
          datasets: [{ label: 'Visitors', data: bars, backgroundColor: '#1d4ed8' }],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: { y: { beginAtZero: true } },
        }}
      />
      <table className="sr-only">
        <caption>Visitors per hour</caption>
        <thead>
          <tr>
            <th scope="col">Hour</th>
            <th scope="col">Visitors</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((visitors, hour) => (
            <tr key={LABELS[hour]}>
              <th scope="row">{LABELS[hour]}</th>
              <td>{visitors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
