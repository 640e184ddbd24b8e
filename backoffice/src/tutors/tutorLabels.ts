import { formatHoursPerWeek, type Tutor } from '@tp/domain';

export const tutorFullName = (tutor: Pick<Tutor, 'firstName' | 'lastName'>) =>
  `${tutor.firstName} ${tutor.lastName ?? ''}`.trim();

export const listText = (names: readonly string[] | undefined) =>
  names && names.length > 0 ? names.join(', ') : '—';

export const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');

/** Weekly targets are hours a week. */
export const hoursText = (hours: number | undefined) => formatHoursPerWeek(hours ?? 0);
