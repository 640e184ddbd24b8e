import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditActorLabel,
  auditActorOf,
  auditChanges,
  auditFieldLabel,
  auditRecordType,
  inputChanges,
  withoutSecrets,
} from './audit-trail.ts';

describe('auditChanges', () => {
  it('lists only the fields whose values differ, before and after', () => {
    expect(
      auditChanges(
        { id: 1, name: 'Gold', rate: 62.5, tags: ['a'] },
        { id: 1, name: 'Platinum', rate: 62.5, tags: ['a', 'b'] },
      ),
    ).toEqual({
      name: { before: 'Gold', after: 'Platinum' },
      tags: { before: ['a'], after: ['a', 'b'] },
    });
  });

  it('lists every set field of a create with nothing before, and of a delete with nothing after', () => {
    expect(auditChanges(null, { id: 7, note: null, name: 'Gold' })).toEqual({
      id: { before: null, after: 7 },
      name: { before: null, after: 'Gold' },
    });
    expect(auditChanges({ id: 7, name: 'Gold' }, null)).toEqual({
      id: { before: 7, after: null },
      name: { before: 'Gold', after: null },
    });
  });

  it('leaves out bookkeeping, secrets and card data, also inside nested values', () => {
    const changes = auditChanges(
      { lockVersion: 1, updatedAt: 'a', passwordDigest: 'x', calendarToken: 'y' },
      {
        lockVersion: 2,
        updatedAt: 'b',
        passwordDigest: 'z',
        calendarToken: 'w',
        card: { cardNumber: '4111', cvc: '123', last4: '1111' },
      },
    );
    expect(changes).toEqual({ card: { before: null, after: { last4: '1111' } } });
  });

  it('keeps an action’s input without its payment token', () => {
    expect(
      inputChanges({ couponCode: 'SAVE25', opaqueData: { dataValue: 'tok' }, keptCard: true }),
    ).toEqual({
      couponCode: { before: null, after: 'SAVE25' },
      keptCard: { before: null, after: true },
    });
  });

  it('does not change what it is given', () => {
    const record = { secretAnswer: 's', nested: { resetToken: 't', ok: 1 } };
    withoutSecrets(record);
    expect(record).toEqual({ secretAnswer: 's', nested: { resetToken: 't', ok: 1 } });
  });
});

describe('who acted', () => {
  it('is the signed-in user, or the spoofer acting on the target’s behalf', () => {
    expect(auditActorOf({ id: 5 })).toEqual({ actorUserId: 5, onBehalfOfUserId: null });
    expect(auditActorOf({ id: 5, spoofedBy: { id: 1 } })).toEqual({
      actorUserId: 1,
      onBehalfOfUserId: 5,
    });
  });

  it('reads "Ann Admin as Lily Parent" while spoofing, and names a removed user by id', () => {
    const base = {
      actorUserId: 1,
      actorName: 'Ann Admin',
      onBehalfOfUserId: null,
      onBehalfOfName: null,
    };
    expect(auditActorLabel(base)).toBe('Ann Admin');
    expect(auditActorLabel({ ...base, onBehalfOfUserId: 9, onBehalfOfName: 'Lily Parent' })).toBe(
      'Ann Admin as Lily Parent',
    );
    expect(auditActorLabel({ ...base, actorName: null })).toBe('User #1');
  });
});

describe('labels', () => {
  it('names record types, actions and fields in words', () => {
    expect(auditRecordType('refundRequest')).toBe('RefundRequest');
    expect(auditActionLabel('create')).toBe('Created');
    expect(auditActionLabel('processManually')).toBe('Process manually');
    expect(auditFieldLabel('amountCents')).toBe('Amount cents');
  });
});
