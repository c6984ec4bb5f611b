import { describe, expect, it } from 'vitest';
import { labelledIndexes, niceCeiling, slotOf, valueTicks, yOf } from './chart-scale';

const area = { left: 40, top: 10, width: 300, height: 200 };

describe('dashboard chart scale', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(12)).toBe(20);
    expect(niceCeiling(20)).toBe(20);
    expect(niceCeiling(480)).toBe(500);
    expect(niceCeiling(Number.NaN)).toBe(1);
  });

  it('gives whole-number ticks from 0 up to a top that covers the largest value', () => {
    expect(valueTicks(0)).toEqual([0, 1]);
    expect(valueTicks(3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(12)).toEqual([0, 5, 10, 15]);
    expect(valueTicks(480)).toEqual([0, 200, 400, 600]);
    expect(valueTicks(-2)).toEqual([0, 1]);
    const ticks = valueTicks(480);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(480);
    expect(ticks.every((t) => Number.isInteger(t))).toBe(true);
  });

  it('maps 0 to the bottom and the top value to the top edge, clamping outside values', () => {
    expect(yOf(0, 10, area)).toBe(210);
    expect(yOf(10, 10, area)).toBe(10);
    expect(yOf(5, 10, area)).toBe(110);
    expect(yOf(50, 10, area)).toBe(10);
    expect(yOf(-3, 10, area)).toBe(210);
    expect(yOf(3, 0, area)).toBe(210);
  });

  it('centres each day in its own slot', () => {
    expect(slotOf(0, 3, area)).toEqual({ center: 90, barWidth: 60 });
    expect(slotOf(2, 3, area).center).toBe(290);
  });

  it('labels a few evenly spaced days, always the first and the last', () => {
    expect(labelledIndexes(0)).toEqual([]);
    expect(labelledIndexes(4)).toEqual([0, 1, 2, 3]);
    const thirty = labelledIndexes(30);
    expect(thirty[0]).toBe(0);
    expect(thirty.at(-1)).toBe(29);
    expect(thirty.length).toBeLessThanOrEqual(7);
  });
});
