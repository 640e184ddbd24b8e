import type { HttpClient } from '@tp/data-provider';
import type { Message } from '@tp/domain';

/** GET /api/v2/messages/{id}: the message a link points to (the server decides who reads it). */
export async function loadMessage(
  httpClient: HttpClient,
  messageId: number,
  signal?: AbortSignal,
): Promise<Pick<Message, 'id' | 'studentId'>> {
  const { json } = await httpClient<{ message: Message }>(`/api/v2/messages/${messageId}`, {
    signal,
  });
  return json.message;
}
