import type { ErrorNotice, UploadedFile, UploadsApi } from '@tp/data-provider';
import { MESSAGE_ATTACHMENTS_FAILED } from '@tp/domain';

/**
 * A message could not be sent because of its attachments (spec §8 "Exams and files"): the
 * files already uploaded for it are deleted, so none is left attached to nothing, and the
 * screen shows the notice returned ('Sorry, your message could not be sent. There was an
 * error with your attachments.' titled 'Oops'). A delete that fails does not stop the others.
 */
export async function abandonMessageAttachments(
  api: Pick<UploadsApi, 'deleteUpload'>,
  uploaded: readonly Pick<UploadedFile, 'id'>[],
): Promise<ErrorNotice> {
  await Promise.allSettled(uploaded.map((upload) => api.deleteUpload(upload.id)));
  return { ...MESSAGE_ATTACHMENTS_FAILED };
}
