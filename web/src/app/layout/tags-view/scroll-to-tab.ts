/** The gap kept visible on each side of the active tab's neighbours (B-G16). */
const TAG_SPACING = 4;

export interface TabBox {
  /** Offset from the start of the scrolled content. */
  left: number;
  width: number;
}

export interface ScrollBox {
  scrollLeft: number;
  /** The visible width. */
  width: number;
  /** The whole content's width. */
  scrollWidth: number;
}

/**
 * B-G16: the scroll offset that shows the active tab: the first tab scrolls to the start, the last
 * to the end; any other just enough that its neighbours' near edges (± 4 px) are visible.
 */
export function scrollLeftFor(tabs: readonly TabBox[], active: number, box: ScrollBox): number {
  if (active < 0 || active >= tabs.length) return box.scrollLeft;
  if (active === 0) return 0;
  if (active === tabs.length - 1) return Math.max(0, box.scrollWidth - box.width);
  const prev = tabs[active - 1];
  const next = tabs[active + 1];
  if (!prev || !next) return box.scrollLeft;
  const afterNext = next.left + next.width + TAG_SPACING;
  const beforePrev = prev.left - TAG_SPACING;
  if (afterNext > box.scrollLeft + box.width) return afterNext - box.width;
  if (beforePrev < box.scrollLeft) return beforePrev;
  return box.scrollLeft;
}

/**
 * B-G15: how far one wheel event moves the bar sideways: `wheelDelta` (or −deltaY × 40 where the
 * browser has none) ÷ 4, so a notch down (wheelDelta −120) moves 30 px toward the first tab.
 */
export function wheelShift(event: { deltaY: number; wheelDelta?: number }): number {
  const delta = event.wheelDelta ?? -event.deltaY * 40;
  return delta / 4;
}

/** B-G10: the context menu's left edge within the bar: pointer + 15 px, kept 105 px from its end. */
export function menuLeftFor(pointerX: number, barLeft: number, barWidth: number): number {
  return Math.min(pointerX - barLeft + 15, barWidth - 105);
}
