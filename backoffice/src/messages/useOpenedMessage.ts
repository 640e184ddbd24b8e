import { useSearchParams } from 'react-router-dom';
import { useGetOne } from 'react-admin';
import type { Message } from '@tp/domain';
import type { Regarding } from './useMessageRecipients.ts';

/** The query parameter naming the message open on a contact tab (spec §2 "messageId"). */
export const MESSAGE_ID_PARAM = 'messageId';

export type OpenedMessage =
  | { kind: 'none' }
  | { kind: 'loading'; id: number }
  | { kind: 'found'; message: Message }
  | { kind: 'problem'; text: string };

function parseId(raw: string | null): number | null | 'bad' {
  if (raw === null || raw === '') return null;
  return /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : 'bad';
}

/**
 * The message the contact tab's URL names (`?messageId=N`, spec §2: the student's "/contact
 * (optional param messageId)"), so an open message can be shared and reloaded; opening and
 * closing one writes the URL. A message that does not exist, or is not one of this record's,
 * is a problem to say, not a crash.
 */
export function useOpenedMessage({ regardingType, regardingId }: Regarding): {
  opened: OpenedMessage;
  open: (id: number) => void;
  close: () => void;
} {
  const [params, setParams] = useSearchParams();
  const raw = params.get(MESSAGE_ID_PARAM);
  const id = parseId(raw);
  const { data, error, isPending } = useGetOne<Message>(
    'messages',
    { id: typeof id === 'number' ? id : 0 },
    { enabled: typeof id === 'number', retry: false },
  );
  const setId = (next: number | null) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === null) copy.delete(MESSAGE_ID_PARAM);
      else copy.set(MESSAGE_ID_PARAM, String(next));
      return copy;
    });
  const open = (next: number) => setId(next);
  const close = () => setId(null);

  const about = regardingType === 'Course' ? 'course' : 'student';
  let opened: OpenedMessage;
  if (id === null) opened = { kind: 'none' };
  else if (id === 'bad') opened = { kind: 'problem', text: `"${raw}" is not a message number.` };
  else if (error) opened = { kind: 'problem', text: `We could not find message ${id}.` };
  else if (isPending || !data) opened = { kind: 'loading', id };
  else if ((regardingType === 'Course' ? data.courseId : data.studentId) !== regardingId)
    opened = { kind: 'problem', text: `Message ${id} is not one of this ${about}'s messages.` };
  else opened = { kind: 'found', message: data };
  return { opened, open, close };
}
