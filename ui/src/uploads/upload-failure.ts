import { readCallFailure, normalizeError, type ErrorNotice } from '@tp/data-provider';
import { DEFAULT_ERROR, UPLOAD_ERROR_TITLE, UPLOAD_MESSAGES, type UploadProblem } from '@tp/domain';

/** What the uploaders show for a problem: titled 'Oops' as the spec's upload messages are. */
export function noticeForUploadProblem(problem: UploadProblem): ErrorNotice {
  return { title: UPLOAD_ERROR_TITLE, message: problem.message };
}

/**
 * What the uploaders show for a failed call (spec §8 "Exams and files"): the server's error
 * sentence (a refused type, a size over the limit, a 403); when the server gave none it may
 * show (a 5xx, or no answer), "Hmm, something is not right. The files could not be added."
 */
export function noticeForUploadFailure(error: unknown): ErrorNotice {
  const { status, body } = readCallFailure(error);
  if (status === -1 || status === 0 || status >= 500) {
    return { title: UPLOAD_ERROR_TITLE, message: UPLOAD_MESSAGES.notAdded };
  }
  const notice = normalizeError({ status, body }) ?? DEFAULT_ERROR;
  return { title: UPLOAD_ERROR_TITLE, message: notice.message };
}
