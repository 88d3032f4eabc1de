import type { DashboardChart } from '@earnflow/contracts';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { parseDayParam } from '@/lib/date';
import { formatUsd } from '@/lib/money';

const moneyAxisFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const countFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
// The theme's colours (styles.css, docs/decisions/0029), so the product green is the accessible one.
const seriesColors = [
  'var(--color-green-600)',
  'var(--color-blue-600)',
  'var(--color-amber-600)',
  'var(--color-purple-600)',
];
const gridColor = 'var(--color-slate-200)';
const tickColor = 'var(--color-slate-600)';
const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** A business day ("2026-03-01") as the app writes dates, en-GB: "1 Mar". */
function shortDay(day: string): string {
  const date = parseDayParam(day);
  return date ? dayLabel.format(date) : day;
}

interface DashboardChartsProps {
  days: string[];
  charts: DashboardChart[];
}

/** The last 30 days, one card per chart; bars for counts, areas for money. */
export default function DashboardCharts({ days, charts }: DashboardChartsProps) {
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      {charts.map((chart) => {
        const rows = days.map((day, index) => ({
          day: shortDay(day),
          ...Object.fromEntries(chart.series.map((series) => [series.id, series.values[index] ?? 0])),
        }));
        const format = (value: number) =>
          chart.format === 'money' ? formatUsd(value) : value.toLocaleString('en-US');
        const axis = (value: number) =>
          chart.format === 'money' ? moneyAxisFormat.format(value) : countFormat.format(value);
        const common = (
          <>
            <CartesianGrid strokeDasharray="3 3" stroke={gridColor} vertical={false} />
            <XAxis
              dataKey="day"
              tick={{ fontSize: 12, fill: tickColor }}
              interval="preserveStartEnd"
              minTickGap={24}
            />
            <YAxis
              tick={{ fontSize: 12, fill: tickColor }}
              tickFormatter={axis}
              width={56}
              allowDecimals={chart.format === 'money'}
            />
            <Tooltip formatter={(value) => format(Number(value))} />
            {chart.series.length > 1 ? <Legend wrapperStyle={{ fontSize: 13 }} /> : null}
          </>
        );
        return (
          <section
            key={chart.id}
            aria-label={`${chart.title}, last 30 days`}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 className="text-base font-semibold text-slate-900">{chart.title}</h2>
            <p className="text-sm text-slate-500">Last 30 days</p>
            <div className="mt-4 h-64">
              <ResponsiveContainer width="100%" height="100%">
                {chart.format === 'count' ? (
                  <BarChart data={rows}>
                    {common}
                    {chart.series.map((series, index) => (
                      <Bar
                        key={series.id}
                        dataKey={series.id}
                        name={series.label}
                        fill={seriesColors[index % seriesColors.length]}
                        radius={[4, 4, 0, 0]}
                        isAnimationActive={false}
                      />
                    ))}
                  </BarChart>
                ) : (
                  <AreaChart data={rows}>
                    {common}
                    {chart.series.map((series, index) => {
                      const color = seriesColors[index % seriesColors.length];
                      return (
                        <Area
                          key={series.id}
                          type="monotone"
                          dataKey={series.id}
                          name={series.label}
                          stroke={color}
                          fill={color}
                          fillOpacity={0.12}
                          strokeWidth={2}
                          isAnimationActive={false}
                        />
                      );
                    })}
                  </AreaChart>
                )}
              </ResponsiveContainer>
            </div>
          </section>
        );
      })}
    </div>
  );
}
