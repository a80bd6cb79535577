import { describe, expect, it } from 'vitest';
import { menuLeftFor, scrollLeftFor, wheelShift } from './scroll-to-tab';

// Five 100 px tabs with 5 px gaps in a 250 px wide bar: content 520 px.
const tabs = [0, 105, 210, 315, 420].map((left) => ({ left, width: 100 }));
const box = (scrollLeft: number) => ({ scrollLeft, width: 250, scrollWidth: 520 });

describe('scrollLeftFor (B-G16)', () => {
  it('scrolls to the start for the first tab and to the end for the last', () => {
    expect(scrollLeftFor(tabs, 0, box(200))).toBe(0);
    expect(scrollLeftFor(tabs, 4, box(0))).toBe(270);
  });

  it('shows the next tab and 4 px beyond it when it is cut off on the right', () => {
    // Tab 2 active: the next tab ends at 415, + 4 = 419, so the view starts at 419 - 250.
    expect(scrollLeftFor(tabs, 2, box(0))).toBe(169);
  });

  it('shows the previous tab and 4 px before it when it is cut off on the left', () => {
    // Tab 1 active, scrolled to 200: the previous tab starts at 0, - 4 = -4.
    expect(scrollLeftFor(tabs, 1, box(150))).toBe(-4);
  });

  it('leaves the bar alone when both neighbours are visible', () => {
    // 101..419 must show: a 350 px view starting at 100 does.
    expect(scrollLeftFor(tabs, 2, { scrollLeft: 100, width: 350, scrollWidth: 520 })).toBe(100);
  });

  it('ignores an index that is not a tab', () => {
    expect(scrollLeftFor(tabs, -1, box(33))).toBe(33);
  });
});

describe('wheelShift (B-G15)', () => {
  it('moves a notch down 30 px toward the first tab', () => {
    expect(wheelShift({ deltaY: 100, wheelDelta: -120 })).toBe(-30);
    expect(wheelShift({ deltaY: 3 })).toBe(-30);
  });

  it('moves a notch up 30 px toward the last tab', () => {
    expect(wheelShift({ deltaY: -100, wheelDelta: 120 })).toBe(30);
  });
});

describe('menuLeftFor (B-G10)', () => {
  it('is 15 px right of the pointer, relative to the bar', () => {
    expect(menuLeftFor(300, 200, 1000)).toBe(115);
  });

  it('stays 105 px inside the bar’s right end', () => {
    expect(menuLeftFor(1190, 200, 1000)).toBe(895);
  });
});
