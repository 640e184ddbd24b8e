import type { HttpClient } from '@tp/data-provider';
import type {
  Message,
  MessageRecipientOption,
  MessageRecipientsAnswer,
  MessageSend,
  MessageTypesAnswer,
} from '@tp/domain';

/**
 * Whom a tutor's update about a course goes to: GET /api/v2/messages/recipients for the course
 * (the server answers a tutor its students and parents, 403 for a course they do not teach).
 */
export async function loadCourseRecipients(
  httpClient: HttpClient,
  courseId: number,
  signal?: AbortSignal,
): Promise<MessageRecipientOption[]> {
  const { json } = await httpClient<MessageRecipientsAnswer>('/api/v2/messages/recipients', {
    query: { regardingType: 'Course', regardingId: courseId },
    signal,
  });
  return json.recipients;
}

/** GET /api/v2/messages/message_types: the types the signed-in user may send (a tutor's updates). */
export async function loadMessageTypes(
  httpClient: HttpClient,
  signal?: AbortSignal,
): Promise<string[]> {
  const { json } = await httpClient<MessageTypesAnswer>('/api/v2/messages/message_types', {
    signal,
  });
  return json.messageTypes;
}

/** POST /api/v2/messages `{ message }`: sends it; rejects with the HttpError (422 field errors). */
export async function sendCourseUpdate(
  httpClient: HttpClient,
  message: MessageSend,
): Promise<Message> {
  const { json } = await httpClient<{ message: Message }>('/api/v2/messages', {
    method: 'POST',
    body: { message },
  });
  return json.message;
}
