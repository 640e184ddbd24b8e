import {
  ALLOTMENT_SQUARE_MINUTES,
  allotmentBalance,
  allotmentSquares,
  sumAllottedMinutes,
  type AllotmentBalance,
  type AllotmentsRead,
  type AllotmentsSave,
} from '@tp/domain';

/** A subject the tutor may allot minutes to, with what the form holds for it. */
export interface AllotmentEntry {
  subjectId: number;
  name: string;
  categoryName: string;
  /** The saved allotment's id: minutes 0 on it destroys it (spec §4). */
  id: number | null;
  minutes: number;
}

export interface AllotmentFormState {
  entries: AllotmentEntry[];
  skip: boolean;
}

/** Every potential subject, with the saved minutes of those already allotted. */
export function initialAllotmentForm(read: AllotmentsRead): AllotmentFormState {
  const saved = new Map(read.allotments.map((allotment) => [allotment.subjectId, allotment]));
  const entries: AllotmentEntry[] = read.potentialSubjects.map((subject) => {
    const allotment = saved.get(subject.id);
    return {
      subjectId: subject.id,
      name: subject.name,
      categoryName: subject.categoryName,
      id: allotment?.id ?? null,
      minutes: allotment?.minutes ?? 0,
    };
  });
  // A saved subject the server no longer offers still shows, so it can be taken back.
  for (const allotment of read.allotments)
    if (!entries.some((entry) => entry.subjectId === allotment.subjectId))
      entries.push({
        subjectId: allotment.subjectId,
        name: allotment.subjectName,
        categoryName: allotment.categoryName,
        id: allotment.id,
        minutes: allotment.minutes,
      });
  return { entries, skip: read.skipped };
}

/** Squares a subject's row shows: enough for the whole session. */
export function squareCount(totalMinutes: number): number {
  return Math.max(1, allotmentSquares(totalMinutes));
}

/**
 * Clicking the n-th square fills the subject up to it; clicking the last filled square again
 * empties it, so a single square can be taken back without the clear control.
 */
export function minutesForSquare(current: number, square: number): number {
  const minutes = square * ALLOTMENT_SQUARE_MINUTES;
  return current === minutes ? minutes - ALLOTMENT_SQUARE_MINUTES : minutes;
}

export function setEntryMinutes(
  form: AllotmentFormState,
  subjectId: number,
  minutes: number,
): AllotmentFormState {
  return {
    ...form,
    entries: form.entries.map((entry) =>
      entry.subjectId === subjectId ? { ...entry, minutes } : entry,
    ),
  };
}

export interface AllotmentSummary {
  allotted: number;
  left: number;
  balance: AllotmentBalance;
  isValid: boolean;
}

/** The running total, minutes left and the rule's verdict; valid when perfect or skipped. */
export function allotmentSummary(
  form: AllotmentFormState,
  totalMinutes: number,
  skipAllowed: boolean,
): AllotmentSummary {
  const allotted = sumAllottedMinutes(form.entries);
  const balance = allotmentBalance(allotted, totalMinutes);
  return {
    allotted,
    left: Math.max(0, totalMinutes - allotted),
    balance,
    isValid: (form.skip && skipAllowed) || balance.status === 'perfect',
  };
}

/**
 * PUT allotments' body: subjects with minutes, and the saved ones emptied (minutes 0 with the
 * id, which the server destroys). A skip sends no minutes.
 */
export function allotmentsSaveBody(form: AllotmentFormState): AllotmentsSave {
  if (form.skip)
    return {
      allotments: form.entries
        .filter((entry) => entry.id !== null)
        .map((entry) => ({ id: entry.id!, subjectId: entry.subjectId, minutes: 0 })),
      skip: true,
    };
  return {
    allotments: form.entries
      .filter((entry) => entry.minutes > 0 || entry.id !== null)
      .map((entry) => ({
        ...(entry.id !== null ? { id: entry.id } : {}),
        subjectId: entry.subjectId,
        minutes: entry.minutes,
      })),
  };
}
