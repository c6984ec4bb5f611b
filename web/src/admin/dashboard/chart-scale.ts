/**
 * The arithmetic of the dashboard chart, apart from its drawing so that it can be tested:
 * a "nice" top of the value axis, its tick values, and the mapping of values and days to
 * positions in the plot area.
 */

/** The smallest 1, 2 or 5 × 10^k at or above `max` (at least 1, so an empty chart has an axis). */
export function niceCeiling(max: number): number {
  if (!Number.isFinite(max) || max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * power >= max) return step * power;
  }
  return 10 * power;
}

/** The nice steps 1, 2, 5, 10, 20, 50... in order. */
function* niceSteps(): Generator<number> {
  for (let power = 1; ; power *= 10) for (const m of [1, 2, 5]) yield m * power;
}

/**
 * Whole-number ticks from 0 to the first tick at or above `max`, with a nice step chosen so
 * that there are at most `count` intervals: counts of people and abstracts are integers, so
 * the axis never shows 0.5. The last tick is the top of the axis.
 */
export function valueTicks(max: number, count = 4): number[] {
  const safeMax = Number.isFinite(max) && max > 0 ? max : 0;
  let step = 1;
  for (const candidate of niceSteps()) {
    step = candidate;
    if (Math.ceil(safeMax / candidate) <= count) break;
  }
  const intervals = Math.max(1, Math.ceil(safeMax / step));
  return Array.from({ length: intervals + 1 }, (_, i) => i * step);
}

export interface PlotArea {
  width: number;
  height: number;
  left: number;
  top: number;
}

/** y of `value` when the axis runs from 0 (bottom of the plot) to `top` (its top edge). */
export function yOf(value: number, top: number, area: PlotArea): number {
  const ratio = top <= 0 ? 0 : Math.min(Math.max(value / top, 0), 1);
  return area.top + area.height * (1 - ratio);
}

/** The slot of day `index` of `count`: its centre and the width a bar may take in it. */
export function slotOf(
  index: number,
  count: number,
  area: PlotArea,
): { center: number; barWidth: number } {
  const slot = count > 0 ? area.width / count : area.width;
  return { center: area.left + slot * (index + 0.5), barWidth: Math.max(1, slot * 0.6) };
}

/** Which of `count` days get a date label, so labels never crowd: about `maxLabels` of them. */
export function labelledIndexes(count: number, maxLabels = 6): number[] {
  if (count <= 0) return [];
  if (count <= maxLabels) return Array.from({ length: count }, (_, i) => i);
  const every = Math.ceil((count - 1) / (maxLabels - 1));
  const out: number[] = [];
  for (let i = 0; i < count; i += every) out.push(i);
  if (out[out.length - 1] !== count - 1) out.push(count - 1);
  return out;
}
