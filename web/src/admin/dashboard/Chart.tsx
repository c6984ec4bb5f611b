import { useId } from 'react';
import type { DashboardChartDay } from '@conf/common';
import { useT } from '../../app/intl';
import { labelledIndexes, slotOf, valueTicks, yOf, type PlotArea } from './chart-scale';

const WIDTH = 720;
const HEIGHT = 260;
/** The series and their colours (admin.css draws the bars and the line in the same ones). */
const LEGEND = [
  ['#1d4e89', 'admin.dashboard.registrations'],
  ['#e07a1f', 'admin.dashboard.submissions'],
] as const;
const AREA: PlotArea = { left: 40, top: 12, width: WIDTH - 52, height: HEIGHT - 44 };

/**
 * Registrations (bars) and abstract submissions (line) per day. The SVG is one labelled image
 * for assistive technology; the same numbers are in a table beside it for screen readers.
 */
export function ActivityChart({
  days,
  formatDay,
}: {
  days: DashboardChartDay[];
  formatDay: (date: string) => string;
}) {
  const t = useT();
  const titleId = useId();
  const descId = useId();
  const max = Math.max(0, ...days.map((d) => Math.max(d.registrations, d.submissions)));
  const ticks = valueTicks(max);
  const top = ticks[ticks.length - 1] ?? 1;
  const total = (key: 'registrations' | 'submissions') => days.reduce((sum, d) => sum + d[key], 0);
  const first = days[0];
  const last = days[days.length - 1];
  const summary = t('admin.dashboard.chartSummary', {
    registrations: total('registrations'),
    submissions: total('submissions'),
    from: first ? formatDay(first.date) : '',
    to: last ? formatDay(last.date) : '',
  });
  const points = days.map(
    (d, i) => `${slotOf(i, days.length, AREA).center},${yOf(d.submissions, top, AREA)}`,
  );

  return (
    <figure className="admin-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
        <title id={titleId}>{t('admin.dashboard.chartTitle', { days: days.length })}</title>
        <desc id={descId}>{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              className="admin-chart__grid"
              x1={AREA.left}
              x2={AREA.left + AREA.width}
              y1={yOf(tick, top, AREA)}
              y2={yOf(tick, top, AREA)}
            />
            <text
              className="admin-chart__axis"
              x={AREA.left - 6}
              y={yOf(tick, top, AREA) + 4}
              textAnchor="end"
            >
              {tick}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const { center, barWidth } = slotOf(i, days.length, AREA);
          const y = yOf(d.registrations, top, AREA);
          return (
            <rect
              key={d.date}
              className="admin-chart__bar"
              x={center - barWidth / 2}
              y={y}
              width={barWidth}
              height={AREA.top + AREA.height - y}
              data-date={d.date}
              data-value={d.registrations}
            />
          );
        })}
        {days.length > 1 ? (
          <polyline className="admin-chart__line" points={points.join(' ')} />
        ) : null}
        {days.map((d, i) => (
          <circle
            key={d.date}
            className="admin-chart__dot"
            cx={slotOf(i, days.length, AREA).center}
            cy={yOf(d.submissions, top, AREA)}
            r={3}
          />
        ))}
        {labelledIndexes(days.length).map((i) => {
          const day = days[i];
          if (!day) return null;
          return (
            <text
              key={day.date}
              className="admin-chart__axis"
              x={slotOf(i, days.length, AREA).center}
              y={HEIGHT - 12}
              textAnchor="middle"
            >
              {formatDay(day.date)}
            </text>
          );
        })}
      </svg>
      <figcaption className="admin-chart__legend">
        {LEGEND.map(([color, label]) => (
          <span key={label}>
            <span
              className="admin-chart__swatch"
              style={{ background: color }}
              aria-hidden="true"
            />
            {t(label)}
          </span>
        ))}
      </figcaption>
      <table className="admin-visually-hidden">
        <caption>{t('admin.dashboard.chartTitle', { days: days.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.dashboard.date')}</th>
            <th scope="col">{t('admin.dashboard.registrations')}</th>
            <th scope="col">{t('admin.dashboard.submissions')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{formatDay(d.date)}</th>
              <td>{d.registrations}</td>
              <td>{d.submissions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
