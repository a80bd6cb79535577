import type { Page } from 'playwright-core';

/**
 * The in-page half of the interactions bench. An init script keeps, from the moment the bench
 * arms it: the Event Timing entries (`PerformanceObserver({type: 'event', durationThreshold: 16})`,
 * the entries behind interaction-to-next-paint) of the interactions that follow, every long task
 * (`longtask`), the time of the first pointerdown or keydown (the input), and the end of the first
 * rendered frame in which the page shows the interaction's result (a condition checked on each
 * animation frame; a message posted from that frame runs after its paint).
 */
export const INTERACTION_PROBE = `(() => {
  const probe = { armed: false, input: -1, shown: -1, until: null, events: [], longTasks: [] };
  Object.defineProperty(window, '__benchProbe', { value: probe });
  new PerformanceObserver((list) => {
    if (!probe.armed) return;
    for (const e of list.getEntries()) {
      if (e.interactionId) probe.events.push({ id: e.interactionId, name: e.name, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16 });
  new PerformanceObserver((list) => {
    if (!probe.armed) return;
    for (const e of list.getEntries()) probe.longTasks.push(e.duration);
  }).observe({ type: 'longtask' });
  const visible = (el) => el.getClientRects().length > 0;
  const holds = (until) => until.every((c) => {
    const found = [...document.querySelectorAll(c.selector)].filter(visible);
    if (c.absent) return found.length === 0;
    return found.some((el) =>
      (c.text === undefined || (el.textContent || '').includes(c.text)) &&
      (c.value === undefined || el.value === c.value));
  });
  const watch = () => {
    if (probe.shown >= 0 || !probe.until) return;
    if (holds(probe.until)) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { probe.shown = performance.now(); };
      channel.port2.postMessage(null);
      return;
    }
    requestAnimationFrame(watch);
  };
  const onInput = (event) => {
    if (!probe.armed || probe.input >= 0) return;
    probe.input = event.timeStamp;
    requestAnimationFrame(watch);
  };
  addEventListener('pointerdown', onInput, { capture: true });
  addEventListener('keydown', onInput, { capture: true });
})();`;

/** One part of what the page shows once an interaction is done (all parts must hold). */
export interface Shown {
  /** Elements that are rendered (have boxes); one of them must match the rest. */
  selector: string;
  /** …contains this text. */
  text?: string;
  /** …has this value (inputs). */
  value?: string;
  /** No rendered element matches `selector`. */
  absent?: boolean;
}

export interface Sample {
  /** Longest Event Timing duration of the interaction (input to next paint); 16 when under the threshold. */
  inp: number;
  /** Input to the end of the first frame showing the result. */
  shown: number;
  /** Longest long task from the input until the page settled (0 when none). */
  longTask: number;
}

interface ProbeGlobal {
  __benchProbe: {
    armed: boolean;
    input: number;
    shown: number;
    until: Shown[] | null;
    events: { id: number; name: string; duration: number }[];
    longTasks: number[];
  };
}

function arm(until: Shown[]) {
  const probe = (window as unknown as ProbeGlobal).__benchProbe;
  Object.assign(probe, { armed: true, input: -1, shown: -1, until, events: [], longTasks: [] });
}

function isShown(): boolean {
  return (window as unknown as ProbeGlobal).__benchProbe.shown >= 0;
}

function read() {
  const probe = (window as unknown as ProbeGlobal).__benchProbe;
  probe.armed = false;
  return { ...probe, until: null };
}

/** Time for Event Timing and long-task entries (delivered after the paint) and late work to arrive. */
const SETTLE_MS = 600;

/**
 * Measures one interaction: arms the probe, performs `act` (real input through Playwright), waits
 * until the page shows `until`, lets the page settle (debounced work, late entries), then reads
 * what the probe saw.
 */
export async function measure(page: Page, until: Shown[], act: () => Promise<void>): Promise<Sample> {
  await page.evaluate(arm, until);
  await act();
  try {
    await page.waitForFunction(isShown, undefined, { polling: 'raf', timeout: 30_000 });
  } catch (error) {
    const probe = await page.evaluate(read);
    throw new Error(
      `${page.url()} did not show ${JSON.stringify(until)} within 30 s of the input (input seen: ${probe.input >= 0})`,
      { cause: error },
    );
  }
  await page.waitForTimeout(SETTLE_MS);
  const probe = await page.evaluate(read);
  if (probe.input < 0) throw new Error('the probe saw no input');
  // An interaction's duration is the longest of its entries (pointerdown, pointerup, click…).
  const inp = Math.max(16, ...probe.events.map((e) => e.duration));
  return { inp, shown: probe.shown - probe.input, longTask: Math.max(0, ...probe.longTasks) };
}
