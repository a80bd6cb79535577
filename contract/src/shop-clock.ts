/**
 * The shop's wall clock (config `shop_time_zone`) through `Intl`'s zone data: what exports,
 * printed documents and the dashboard's days read off a UTC instant. One formatter per zone,
 * kept: building an Intl.DateTimeFormat costs far more than using one.
 */

const clocks = new Map<string, Intl.DateTimeFormat>();

function clockOf(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(zone, clock);
  }
  return clock;
}

/** The shop clock's reading at `moment`, each part as two digits (the year four). */
export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

export function wallClockOf(moment: Date | string | number, zone: string): WallClock {
  const parts = Object.fromEntries(
    clockOf(zone)
      .formatToParts(moment instanceof Date ? moment : new Date(moment))
      .map((p) => [p.type, p.value]),
  );
  return parts as unknown as WallClock;
}

/** `2026-11-27 14:05`: the moment on the shop's clock (24 hours, minutes). */
export function zonedTime(moment: Date | string, zone: string): string {
  const t = wallClockOf(moment, zone);
  return `${t.year}-${t.month}-${t.day} ${t.hour}:${t.minute}`;
}
