/** "Tue, Mar 10, 2026" in the zone. */
export function formatDay(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(instant);
}

/** "9:00 AM" in the zone; with `withZone`, "9:00 AM CST". */
export function formatTime(instant: Date, zone: string, withZone = false): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    ...(withZone ? { timeZoneName: 'short' as const } : {}),
  }).format(instant);
}

/** "Tue, Mar 10, 2026 · 9:00 AM – 10:00 AM CST": the session's time as the viewer reads it. */
export function formatSessionTime(startsAt: string, endsAt: string, zone: string): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  return `${formatDay(start, zone)} · ${formatTime(start, zone)} – ${formatTime(end, zone, true)}`;
}

/** The browser's zone: what the viewer sees when they have not set one. */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
