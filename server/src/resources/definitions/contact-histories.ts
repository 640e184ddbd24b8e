import {
  CONTACT_HISTORY_FILTERS,
  CONTACT_HISTORY_FILTER_TYPES,
  IN_THE_FUTURE,
  PENDING_OUTCOME,
  RECOMMENDATION_OPTIMIZERS_ONLY,
  callsContract,
  canAddRecommendation,
  contactHistoriesContract,
  emailsContract,
  imminentClosesContract,
  notesContract,
  recommendationRefusal,
  smsContract,
  type ActivityType,
  type ContactHistory,
  type ContactHistoryFilter,
  type ContactRegardingType,
  type NoteKind,
} from '@tp/domain';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  contactActivities,
  imminentCloses,
  parents,
  students,
  users,
} from '../../db/schema/index.ts';
import { Invalid } from '../../http/errors.ts';
import {
  announceReply,
  markActivitiesRead,
  regardingColumns,
  regardingOf,
  remindPendingCall,
  settlePendingCall,
} from '../../services/contact-histories.ts';
import { publishInboxCounts } from '../../services/inbox.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { filter, integerIn, queryValue, stringIn, textSearch, unreadBy } from '../filters.ts';
import { selectRows } from '../query.ts';
import { qualified } from '../scopes.ts';
import type { CallContext, Resource, RowOf, WriteHooks } from '../types.ts';

const ca = contactActivities;

/** Who wrote or logged it, as named now (spec §3 "employee (firstName, lastName, user.id)"). */
const authorJson = sql<
  ContactHistory['employee']
>`(select json_build_object('firstName', u.first_name,
  'lastName', u.last_name, 'user', json_build_object('id', u.id))
  from ${users} u where u.id = ${qualified(ca.authorId)})`.as('contact_author_json');

/** Whose timeline it is in, with their names (spec §3 "regarding (with firstName)"). */
const regardingJson = sql<ContactHistory['regarding'] | null>`case ${qualified(ca.regardingType)}
  when 'Student' then (select json_build_object('type', 'Student', 'id', s.id,
    'firstName', s.first_name, 'lastName', s.last_name)
    from ${students} s where s.id = ${qualified(ca.regardingId)})
  else (select json_build_object('type', 'Parent', 'id', p.id, 'firstName', pu.first_name,
    'lastName', pu.last_name)
    from ${parents} p join ${users} pu on pu.id = p.user_id where p.id = ${qualified(ca.regardingId)})
  end`.as('contact_regarding_json');

const fields = {
  id: ca.id,
  type: ca.activityType,
  kind: ca.kind,
  outcome: ca.outcome,
  sentAt: ca.sentAt,
  subject: ca.subject,
  body: ca.body,
  campaignName: ca.campaignName,
  campaignGenerated: ca.campaignGenerated,
  authorId: ca.authorId,
  employee: authorJson,
  regardingType: ca.regardingType,
  regardingId: ca.regardingId,
  regarding: regardingJson,
  phoneNumber: ca.phoneNumber,
  durationSeconds: ca.durationSeconds,
  messageId: ca.messageId,
  dueAt: ca.dueAt,
  readAt: ca.readAt,
  lockVersion: ca.lockVersion,
};

type Row = RowOf<typeof fields>;

function serializeActivity(row: Row): ContactHistory {
  const regardingType = row.regardingType as ContactRegardingType;
  return {
    ...row,
    type: row.type as ActivityType,
    employee: row.employee ?? null,
    regardingType,
    // A row outlives nobody (it goes with its student or parent), so the name is there.
    regarding: row.regarding ?? {
      type: regardingType,
      id: row.regardingId,
      firstName: '',
      lastName: '',
    },
    sentAt: isoRequired(row.sentAt),
    dueAt: iso(row.dueAt),
    readAt: iso(row.readAt),
  };
}

const sortable = { id: ca.id, sent_at: ca.sentAt, activity_type: ca.activityType };
// Spec §7 / issue 25: newest first.
const defaultOrder = { column: 'sent_at', sort: 'desc' } as const;

/** The filters every view of the timeline takes. */
const timelineFilters = {
  regardingType: stringIn(
    ca.regardingType,
    'Whose timeline: Student or Parent (with regardingId).',
  ),
  regardingId: integerIn(ca.regardingId, 'The student or parent whose timeline it is.'),
  query: textSearch({ subject: ca.subject, body: ca.body }, 'Subject or body contains the text.'),
};

const typeFilter = filter({
  description:
    'All, Note, Call (outbound, inbound, voicemail), Email, SMS or Message; any other value matches nothing.',
  valueType: 'string',
  value: queryValue.string,
  reveals: ['type'],
  where: (values) => {
    const known = values.filter((value): value is ContactHistoryFilter =>
      (CONTACT_HISTORY_FILTERS as readonly string[]).includes(value),
    );
    const types = [...new Set(known.flatMap((value) => CONTACT_HISTORY_FILTER_TYPES[value]))];
    return types.length > 0 ? inArray(ca.activityType, types) : sql`false`;
  },
});

const unreadFilter = unreadBy(
  ca.readAt,
  'Not yet read (true) or read (false): inbound calls and SMS wait until read.',
);

const common = {
  from: contactActivities,
  fields,
  idColumn: ca.id,
  sortable,
  defaultOrder,
  serialize: (row: Row) => serializeActivity(row),
};

/** The inbound types a family's reply can be. */
const INBOUND: SQL = or(
  inArray(ca.activityType, ['Inbound Call', 'VoiceMail']),
  and(eq(ca.activityType, 'Sms'), eq(ca.kind, 'Inbound')),
)!;

/** The families a staff member advises: parents assigned to them, and those parents' students. */
function advisedBy(employeeId: number | null): SQL {
  if (employeeId === null) return sql`false`;
  const theirParents = sql`(select ${parents.id} from ${parents} where ${parents.employeeId} = ${employeeId})`;
  return or(
    and(eq(ca.regardingType, 'Parent'), sql`${ca.regardingId} in ${theirParents}`),
    and(
      eq(ca.regardingType, 'Student'),
      sql`${ca.regardingId} in (select ${students.id} from ${students} where ${students.parentId} in ${theirParents})`,
    ),
  )!;
}

/** The whole timeline (spec §7 "GET /contact_histories"), with the inbox of replies. */
export const contactHistoriesResource: Resource = defineResource({
  contract: contactHistoriesContract,
  ...common,
  filters: { ...timelineFilters, type: typeFilter, unread: unreadFilter },
  actions: {
    inbox: {
      async run({ tx, ctx }) {
        const rows = await selectRows(tx, contactHistoriesResource, {
          where: and(INBOUND, isNull(ca.readAt), advisedBy(ctx.user.employeeId)),
          order: defaultOrder,
          limit: 100,
        });
        return {
          output: {
            contact_histories: rows.map((row) => contactHistoriesResource.serialize(row, ctx)),
          },
        };
      },
    },
    markRead: {
      async run({ tx, ctx, id }) {
        await markActivitiesRead(tx, [id!], ctx.now);
      },
    },
  },
});

/** The row's regarding, for the inbox items a write raises. */
async function regardingOfRow(tx: Db, id: number) {
  const [row] = await tx
    .select({ type: ca.regardingType, id: ca.regardingId })
    .from(ca)
    .where(eq(ca.id, id));
  return row ? regardingOf(tx, row.type as ContactRegardingType, row.id) : null;
}

/** Writes by staff: the author is the caller, and the row goes into the named timeline. */
async function authoredValues(
  tx: Db,
  values: Record<string, unknown>,
  ctx: CallContext,
): Promise<Record<string, unknown>> {
  const regarding = await regardingOf(
    tx,
    values.regardingType as ContactRegardingType,
    values.regardingId as number,
  );
  return { ...values, ...regardingColumns(regarding), authorId: ctx.user.id };
}

/** A time a call or SMS took place: now when omitted, never in the future. */
function happenedAt(sentAt: unknown, ctx: CallContext): Date {
  if (!(sentAt instanceof Date)) return ctx.now;
  if (sentAt.getTime() > ctx.now.getTime()) throw new Invalid({ sentAt: [IN_THE_FUTURE] });
  return sentAt;
}

/** Publishes the changed unread counts after the commit. */
const announce = (ctx: CallContext, userIds: number[]) =>
  userIds.length > 0
    ? () => publishInboxCounts(ctx.deps.db, ctx.deps.realtime, userIds)
    : undefined;

/** Notes and recommendations (spec §5 Notes). */
export const notesResource = defineResource({
  contract: notesContract,
  ...common,
  within: eq(ca.activityType, 'Note'),
  filters: timelineFilters,
  write: {
    table: contactActivities,
    toValues: (payload, current) => {
      if (current) return payload.body === undefined ? {} : { body: payload.body };
      const kind = (payload.kind as NoteKind | undefined) ?? 'Note';
      const refusal = recommendationRefusal(kind, payload.regardingType as string);
      return {
        activityType: 'Note',
        kind,
        regardingType: payload.regardingType,
        regardingId: payload.regardingId,
        body: payload.body,
        ...(refusal ? { refusal } : {}),
      };
    },
    hooks: {
      async beforeCreate(tx, values, _payload, ctx) {
        // Spec §6: only PROGRAM_OPTIMIZER adds recommendations. A 422 on `kind`, not a 403:
        // staff may write notes, and which kind of note is a rule about the payload.
        if (values.kind === 'Recommendation' && !canAddRecommendation(ctx.user))
          throw new Invalid({ kind: [RECOMMENDATION_OPTIMIZERS_ONLY] });
        const { refusal, ...rest } = values;
        // Spec §5: 'Can only create recommendations for students.'
        if (typeof refusal === 'string') throw new Invalid({ kind: [refusal] });
        return { ...(await authoredValues(tx, rest, ctx)), sentAt: ctx.now };
      },
    },
  },
});

const callHooks: WriteHooks = {
  async before(tx, id) {
    const [row] = await tx.select({ outcome: ca.outcome }).from(ca).where(eq(ca.id, id));
    return row;
  },
  async after(tx, change, ctx) {
    const [call] = await tx
      .select({
        id: ca.id,
        type: ca.activityType,
        outcome: ca.outcome,
        authorId: ca.authorId,
        body: ca.body,
      })
      .from(ca)
      .where(eq(ca.id, change.id));
    const regarding = await regardingOfRow(tx, change.id);
    if (!call || !regarding) return;
    const told: number[] = [];
    if (change.action === 'created') {
      told.push(...(await remindPendingCall(tx, call, regarding, ctx.now)));
      if (call.type !== 'Outbound Call')
        told.push(...(await announceReply(tx, call, regarding, ctx.now)));
    } else if (call.outcome !== PENDING_OUTCOME) {
      told.push(...(await settlePendingCall(tx, call.id, ctx.now)));
    }
    return announce(ctx, told);
  },
};

/** Calls staff log (spec §3: Outbound Call, Inbound Call, VoiceMail; outcome may be Pending). */
export const callsResource = defineResource({
  contract: callsContract,
  ...common,
  within: inArray(ca.activityType, ['Outbound Call', 'Inbound Call', 'VoiceMail']),
  filters: { ...timelineFilters, unread: unreadFilter },
  write: {
    table: contactActivities,
    toValues: (payload, current, ctx) => {
      if (current) return payload;
      const { type, sentAt, ...rest } = payload;
      return {
        ...rest,
        activityType: type,
        kind: type,
        sentAt: happenedAt(sentAt, ctx),
        // Staff logging an inbound call have heard it: it does not wait in the inbox unread.
        readAt: ctx.now,
      };
    },
    hooks: {
      ...callHooks,
      async beforeCreate(tx, values, _payload, ctx) {
        return authoredValues(tx, values, ctx);
      },
    },
  },
});

/** Text messages staff log, sent or received. */
export const smsResource = defineResource({
  contract: smsContract,
  ...common,
  within: eq(ca.activityType, 'Sms'),
  filters: { ...timelineFilters, unread: unreadFilter },
  write: {
    table: contactActivities,
    toValues: (payload, _current, ctx) => {
      const { direction, sentAt, ...rest } = payload;
      return {
        ...rest,
        activityType: 'Sms',
        kind: direction,
        outcome: direction === 'Inbound' ? 'Received' : 'Sent',
        sentAt: happenedAt(sentAt, ctx),
        readAt: ctx.now,
      };
    },
    hooks: {
      async beforeCreate(tx, values, _payload, ctx) {
        return authoredValues(tx, values, ctx);
      },
    },
  },
});

/** The e-mails the product sent to families (GET /emails.json). */
export const emailsResource = defineResource({
  contract: emailsContract,
  ...common,
  within: eq(ca.activityType, 'Email'),
  filters: {
    ...timelineFilters,
    kind: stringIn(ca.kind, 'Account, Receipt, Notice or Campaign.'),
  },
});

/** Sales advisors expect to close (spec §3 Others; GET /imminent_closes/{id}). */
export const imminentClosesResource = defineResource({
  contract: imminentClosesContract,
  from: imminentCloses,
  fields: {
    id: imminentCloses.id,
    parentId: imminentCloses.parentId,
    parentName: sql<string>`(select trim(u.first_name || ' ' || u.last_name) from ${parents} p
      join ${users} u on u.id = p.user_id where p.id = ${qualified(imminentCloses.parentId)})`.as(
      'imminent_close_parent_name',
    ),
    userId: imminentCloses.userId,
    description: imminentCloses.description,
    closesAt: imminentCloses.closesAt,
    createdAt: imminentCloses.createdAt,
  },
  idColumn: imminentCloses.id,
  sortable: { id: imminentCloses.id, closes_at: imminentCloses.closesAt },
  defaultOrder: { column: 'closes_at', sort: 'asc' },
  filters: {
    parentId: integerIn(imminentCloses.parentId, 'The family it is about.'),
    userId: integerIn(imminentCloses.userId, 'The advisor who expects it.'),
  },
  includes: { parent: { kind: 'belongsTo', target: 'parents', foreignKey: 'parentId' } },
  serialize: (row) => ({
    ...row,
    parentName: row.parentName ?? '',
    closesAt: isoRequired(row.closesAt),
    createdAt: isoRequired(row.createdAt),
  }),
});
