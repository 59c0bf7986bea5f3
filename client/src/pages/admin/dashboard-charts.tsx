import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { useMemo } from 'react';
import { Bar, Line } from 'react-chartjs-2';
import { colorVariable, type ColorName } from '../../shared/theme';
import { useThemeMode } from '../../shared/theme-mode';

// Only what these charts draw (Chart.js is tree-shaken by what is registered).
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Filler, Tooltip, Legend);

export interface ChartSeries {
  label: string;
  values: number[];
  color: ColorName;
}

export interface DashboardChartProps {
  kind: 'line' | 'bar' | 'horizontal-bar';
  labels: string[];
  series: ChartSeries[];
  /** What the canvas shows, in words (the table beside it has the figures). */
  summary: string;
}

/** A theme colour as the browser resolves it now (the 'dark' class picks the palette). */
function resolved(name: ColorName): string {
  return getComputedStyle(document.documentElement).getPropertyValue(colorVariable(name)).trim() || '#4f46e5';
}

/**
 * One chart of the admin Dashboard, drawn by Chart.js on a canvas. This module is the Dashboard's own lazy chunk
 * (dashboard-page.tsx), so neither the public islands nor the rest of the admin load Chart.js. Colours come from the
 * theme's tokens and follow the light/dark mode; the canvas is an image described by `summary`, and the page shows
 * the same figures as a table for screen readers.
 */
export default function DashboardChart({ kind, labels, series, summary }: DashboardChartProps) {
  const { mode } = useThemeMode();
  const { data, options } = useMemo(() => {
    const text = resolved('muted');
    const grid = resolved('border');
    const datasets = series.map((one) => {
      const color = resolved(one.color);
      return {
        label: one.label,
        data: one.values,
        borderColor: color,
        backgroundColor: kind === 'line' ? `${color}33` : color,
        pointRadius: 0,
        pointHoverRadius: 4,
        borderWidth: 2,
        fill: kind === 'line' && one === series[0],
        tension: 0.25,
        borderRadius: 4,
      };
    });
    const horizontal = kind === 'horizontal-bar';
    const options: ChartOptions<'line' | 'bar'> = {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      indexAxis: horizontal ? 'y' : 'x',
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { display: series.length > 1, labels: { color: text, boxWidth: 12 } },
        tooltip: { enabled: true },
      },
      scales: {
        x: {
          ticks: { color: text, maxRotation: 0, autoSkip: true, maxTicksLimit: horizontal ? 6 : 8, precision: 0 },
          grid: { color: grid, display: horizontal },
          beginAtZero: true,
        },
        y: {
          ticks: { color: text, precision: 0, autoSkip: !horizontal },
          grid: { color: grid, display: !horizontal },
          beginAtZero: true,
        },
      },
    };
    return { data: { labels, datasets }, options };
    // The mode changes the resolved colours.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, labels, series, mode]);
  return kind === 'line' ? (
    <Line data={data} options={options as ChartOptions<'line'>} role="img" aria-label={summary} />
  ) : (
    <Bar data={data} options={options as ChartOptions<'bar'>} role="img" aria-label={summary} />
  );
}
