// "Today" for the platform: the calendar day in the configured time zone (TIME_ZONE, default Asia/Shanghai), not the
// server's or UTC's, so that a data rule naming #{sys_date} turns over at the enterprise's midnight.
import { calendarDateIn } from '@yc/engine';

let zone = 'Asia/Shanghai';

/** Set once at start from the configuration. */
export function setPlatformTimeZone(timeZone: string): void {
  zone = timeZone;
}

/** The enterprise's time zone (TIME_ZONE). */
export const platformTimeZone = (): string => zone;

/** The last answer, by the second it was asked for and the zone: every record request asks (its page context is kept per day). */
let last = { second: Number.NaN, zone: '', day: '' };

export function today(at: Date = new Date()): string {
  const second = Math.floor(at.getTime() / 1000);
  if (second !== last.second || zone !== last.zone) last = { second, zone, day: calendarDateIn(zone, at) };
  return last.day;
}
