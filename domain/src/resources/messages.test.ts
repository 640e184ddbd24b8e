import { describe, expect, it } from 'vitest';
import {
  MESSAGE_RECIPIENTS_REQUIRED,
  messageSend,
  messagesContract,
  type MessageSendInput,
} from './messages.ts';

const valid: MessageSendInput = {
  regardingType: 'Course',
  regardingId: 3,
  messageType: 'General Outreach',
  subject: '  Schedule  ',
  body: 'Hello',
  recipients: [{ recipientType: 'Parent', recipientId: 7 }],
};

const errorsOf = (input: unknown) => {
  const result = messageSend.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('messageSend', () => {
  it('takes a message and trims its subject', () => {
    expect(messageSend.parse(valid).subject).toBe('Schedule');
  });

  it('requires a subject of at most 191 characters, a body and a known type', () => {
    expect(errorsOf({ ...valid, subject: ' ' })).toEqual({ subject: "can't be blank" });
    expect(errorsOf({ ...valid, subject: 'x'.repeat(191) })).toEqual({});
    expect(errorsOf({ ...valid, subject: 'x'.repeat(192) })).toEqual({
      subject: 'is too long (maximum is 191 characters)',
    });
    expect(errorsOf({ ...valid, body: '' })).toEqual({ body: "can't be blank" });
    expect(errorsOf({ ...valid, messageType: 'Gossip' })).toEqual({
      messageType: 'is not a known message type',
    });
  });

  it('requires at least one Student or Parent recipient', () => {
    expect(errorsOf({ ...valid, recipients: [] })).toEqual({
      recipients: MESSAGE_RECIPIENTS_REQUIRED,
    });
    expect(
      errorsOf({ ...valid, recipients: [{ recipientType: 'Tutor', recipientId: 1 }] }),
    ).toHaveProperty('recipients');
  });

  it('takes at most 10 files', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(errorsOf({ ...valid, uploadIds: ids(10) })).toEqual({});
    expect(errorsOf({ ...valid, uploadIds: ids(11) })).toHaveProperty('uploadIds');
  });

  it('is sent by POST /messages, keyed by message, answering 201', () => {
    expect(messagesContract.actions.send).toMatchObject({
      on: 'collection',
      method: 'POST',
      path: '',
      status: 201,
      input: { in: 'body', keyed: true },
    });
  });
});
