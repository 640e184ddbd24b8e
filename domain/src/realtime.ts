/** Realtime channel and event names (spec: scheduling §7 "Realtime"). */
export type RealtimeApp = 'tutor' | 'student' | 'parent' | 'admin' | 'crm';

export const SCHEDULE_CHANGE_EVENT = 'schedule-change';
export const STUDENT_CHANGE_EVENT = 'student-change';
export const USER_CHANGE_EVENT = 'user-change';
export const NEW_NOTICE_EVENT = 'new-notice';
export const HEADS_UP_EVENT = 'heads-up';

export function privateUserChannel(app: RealtimeApp, userId: number): string {
  return `private-${app}-user-${userId}`;
}

export function publicUserChannel(app: RealtimeApp, userId: number): string {
  return `public-${app}-user-${userId}`;
}

/** Parses `private-{app}-user-{userId}`; null for any other channel name. */
export function parsePrivateUserChannel(
  channel: string,
): { app: RealtimeApp; userId: number } | null {
  const match = /^private-(tutor|student|parent|admin|crm)-user-(\d+)$/.exec(channel);
  if (!match) return null;
  return { app: match[1] as RealtimeApp, userId: Number(match[2]) };
}
