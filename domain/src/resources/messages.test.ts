import { describe, expect, it } from 'vitest';
import { FILL_ALL_REQUIRED_FIELDS } from '../parent-status.ts';
import {
  MESSAGE_RECIPIENTS_REQUIRED,
  messageSend,
  messageSendAlert,
  messagesContract,
  messageTypesFor,
  MESSAGE_TYPES,
  TUTOR_MESSAGE_TYPES,
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

  it('accepts Employee recipients besides students and parents', () => {
    expect(
      errorsOf({ ...valid, recipients: [{ recipientType: 'Employee', recipientId: 2 }] }),
    ).toEqual({});
  });

  it('normalises cc and additional recipients to comma-separated addresses', () => {
    const parsed = messageSend.parse({
      ...valid,
      cc: ' lead@x.test ;  boss@x.test ',
      additionalRecipients: 'aunt@x.test\nuncle@x.test,,grandma@x.test',
    });
    expect(parsed.cc).toBe('lead@x.test,boss@x.test');
    expect(parsed.additionalRecipients).toBe('aunt@x.test,uncle@x.test,grandma@x.test');
    expect(messageSend.parse(valid)).toMatchObject({ cc: '', additionalRecipients: '' });
  });

  it('refuses lists that hold something else than addresses, or over 191 characters', () => {
    expect(errorsOf({ ...valid, additionalRecipients: 'aunt@x.test, nobody' })).toEqual({
      additionalRecipients: '"nobody" is not a valid e-mail address.',
    });
    expect(errorsOf({ ...valid, cc: 'boss' })).toEqual({
      cc: '"boss" is not a valid e-mail address.',
    });
    // 16 addresses of 11 characters and 15 commas: 191 characters once normalised (fits),
    // although typed with ", " they are longer.
    const sixteen = Array.from({ length: 16 }, (_, i) => `a${String(i).padStart(2, '0')}@xy.test`);
    expect(errorsOf({ ...valid, cc: sixteen.join(', ') })).toEqual({});
    expect(errorsOf({ ...valid, cc: [...sixteen, 'b@x.test'].join(',') })).toEqual({
      cc: 'The list is longer than 191 characters.',
    });
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

describe('messageSendAlert', () => {
  it("says 'Please fill all required fields' titled Error when a required field is blank", () => {
    expect(
      messageSendAlert({ subject: ["can't be blank"], recipients: [MESSAGE_RECIPIENTS_REQUIRED] }),
    ).toEqual({ title: 'Error', message: FILL_ALL_REQUIRED_FIELDS });
  });

  it("says 'Please select at least 1 recipient' when nobody is picked", () => {
    expect(messageSendAlert({ recipients: [MESSAGE_RECIPIENTS_REQUIRED] })).toEqual({
      title: 'Error',
      message: 'Please select at least 1 recipient',
    });
  });

  it("joins other failures as a sentence titled 'Invalid'", () => {
    expect(
      messageSendAlert({
        cc: ['"boss" is not a valid e-mail address.'],
        subject: ['is too long (maximum is 191 characters)'],
      }),
    ).toEqual({
      title: 'Invalid',
      message:
        'Cc "boss" is not a valid e-mail address. Subject is too long (maximum is 191 characters).',
    });
    expect(messageSendAlert({})).toBeNull();
  });
});

describe('messageTypesFor', () => {
  it('gives staff every type and a tutor the update types only', () => {
    expect(messageTypesFor({ roles: ['advisor'] })).toEqual(MESSAGE_TYPES);
    expect(messageTypesFor({ roles: ['admin', 'tutor'] })).toEqual(MESSAGE_TYPES);
    expect(messageTypesFor({ roles: ['tutor'] })).toEqual(['Parent Update', 'Progress Update']);
    expect(TUTOR_MESSAGE_TYPES.every((type) => MESSAGE_TYPES.includes(type))).toBe(true);
  });
});
