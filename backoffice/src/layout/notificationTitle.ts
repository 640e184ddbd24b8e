import {
  ERRORS_TITLE,
  EXAMS_SERVER_ERROR_MESSAGE,
  SERVER_ERROR_MESSAGE,
  SERVER_ERROR_TITLE,
  STATUS_MESSAGES,
} from '@tp/domain';

/**
 * The title a toast carries (spec: error catalogue). The data provider already turned the
 * error into the catalogue's sentence, so the sentence tells which title goes with it:
 * the 500 sentence is titled "Sorry, there has been a problem", a status's default sentence
 * its status title, any other error "Hmm, something is not right". Other toasts have none.
 * The exams' own 500 sentence (one space, spec §8 Exams and files) has the same title.
 */
export function notificationTitle(message: string, type: string | undefined): string | undefined {
  if (message === SERVER_ERROR_MESSAGE || message === EXAMS_SERVER_ERROR_MESSAGE)
    return SERVER_ERROR_TITLE;
  if (type !== 'error') return undefined;
  const byStatus = Object.values(STATUS_MESSAGES).find((entry) => entry.message === message);
  return byStatus?.title ?? ERRORS_TITLE;
}
