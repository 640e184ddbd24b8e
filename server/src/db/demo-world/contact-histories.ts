import { streamFor, type Rng } from './prng.ts';
import { DAY_MS, MINUTE_MS } from './time.ts';
import type {
  ContactActivityRow,
  EmployeeRow,
  ImminentCloseRow,
  InboxActivityRow,
  MessageRecipientRow,
  MessageRow,
  ParentRow,
  StudentRow,
  UserRow,
} from './types.ts';

/**
 * A few months of contact history per family (issue 25, spec staff-and-crm §3 Contact history):
 * notes and calls by the family's advisor, SMS both ways, the e-mails the product sent, campaign
 * messages (two still to be delivered, one due already so "deliver campaigns" has work), a
 * recommendation for some students by the program optimizer, and the messages the world
 * already sent, one row per student and parent they reached. The advisors' inboxes hold what
 * the passes would have put there: replies, pending call outcomes, imminent closes.
 */

/** History goes back about four months. */
const HISTORY_DAYS = 120;
/** Share of families with no history yet, so the empty state shows in the demo. */
const QUIET_FAMILY_RATE = 0.08;
/** Share of students the program optimizer recommended something for. */
const RECOMMENDATION_RATE = 0.3;

const NOTES = [
  'Parent prefers to be reached by text after 6 pm.',
  'Discussed the fall schedule; the family wants two sessions a week.',
  'Student is preparing for the SAT in the spring; interested in a diagnostic test.',
  'Asked about sibling discounts. Explained the current offer.',
  'Family is travelling over the holidays: pause sessions for two weeks.',
  'Tutor match is going well; the student looks forward to sessions.',
  'Payment card expires next month; reminded the parent to update it.',
  'Student struggled with the last unit. Suggested a review session before the test.',
];
const STUDENT_NOTES = [
  'Needs extra practice with word problems.',
  'Very engaged; finished all homework this week.',
  'Prefers visual explanations; the tutor uses the whiteboard a lot.',
  'Missed two sessions in a row; checking in with the family.',
];
const RECOMMENDATIONS = [
  'Add a weekly practice test session for the four weeks before the exam.',
  'Move to a tutor who specialises in AP Calculus for the second semester.',
  'Add five hours of writing support ahead of the college essays.',
];
const CALL_NOTES = [
  'Went over progress and next steps.',
  'Confirmed the new session time.',
  'Talked through renewal options.',
  'Answered questions about the tutor match.',
];
const OUTBOUND_SMS = [
  'Hi! Just confirming tomorrow’s session at 4 pm.',
  'Your renewal is ready whenever you are. Reply with any questions.',
  'Reminder: the practice test is this Saturday at 10 am.',
];
const INBOUND_SMS = [
  'Thanks! See you then.',
  'Can we move Thursday to Friday this week?',
  'Could you call me after 5 today?',
  'Got it, thank you.',
];
const OUTCOMES = ['Connected', 'Connected', 'Left Voicemail', 'No Answer', 'Busy'] as const;
const CAMPAIGNS = [
  { name: 'Spring Test Prep', subject: 'Spring test prep seats are open' },
  { name: 'Summer Programs', subject: 'Summer programs: reserve a spot' },
  { name: 'Back to School', subject: 'Start the school year strong' },
];

export interface ContactHistoryPeople {
  users: readonly UserRow[];
  parents: readonly ParentRow[];
  students: readonly StudentRow[];
  employees: readonly EmployeeRow[];
  messages: readonly MessageRow[];
  messageRecipients: readonly MessageRecipientRow[];
}

export interface ContactHistoryWorld {
  contactActivities: ContactActivityRow[];
  imminentCloses: ImminentCloseRow[];
  inboxActivities: InboxActivityRow[];
}

const fullName = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`;

export function generateContactHistories(
  now: Date,
  seed: number,
  people: ContactHistoryPeople,
): ContactHistoryWorld {
  const rng = streamFor(seed, 'contact-histories');
  const usersById = new Map(people.users.map((u) => [u.id, u]));
  const employeeUser = new Map(people.employees.map((e) => [e.id, e.userId]));
  const advisorDemo = people.users.find((u) => u.email === 'advisor@demo.test');
  const optimizer = people.users.find((u) => u.roles?.includes('program_optimizer'));
  const activities: ContactActivityRow[] = [];
  const inbox: InboxActivityRow[] = [];
  const closes: ImminentCloseRow[] = [];
  const ago = (days: number, r: Rng = rng) =>
    new Date(now.getTime() - days * DAY_MS - r.int(0, 8 * 60) * MINUTE_MS);
  const add = (row: Omit<ContactActivityRow, 'id' | 'lockVersion'>) => {
    // Every column given (the seed's rows mirror the table): the defaults, then the row's own.
    const full: ContactActivityRow = {
      outcome: null,
      studentId: null,
      parentId: null,
      subject: null,
      body: '',
      campaignName: null,
      campaignGenerated: false,
      authorId: null,
      messageId: null,
      phoneNumber: null,
      durationSeconds: null,
      provider: null,
      providerRef: null,
      dueAt: null,
      readAt: null,
      ...row,
      id: activities.length + 1,
      lockVersion: 0,
    };
    activities.push(full);
    return full;
  };
  const toInbox = (row: Omit<InboxActivityRow, 'id' | 'lockVersion'>) =>
    inbox.push({
      message: '',
      contactActivityId: null,
      imminentCloseId: null,
      regardingType: null,
      regardingId: null,
      readAt: null,
      ...row,
      id: inbox.length + 1,
      lockVersion: 0,
    });

  // The messages the world sent, in the timeline of each student and parent they reached.
  const messagesById = new Map(people.messages.map((m) => [m.id, m]));
  for (const recipient of people.messageRecipients) {
    if (recipient.recipientType !== 'Student' && recipient.recipientType !== 'Parent') continue;
    const message = messagesById.get(recipient.messageId);
    if (!message) continue;
    const isStudent = recipient.recipientType === 'Student';
    add({
      activityType: 'Message',
      kind: message.messageType,
      outcome: 'Sent',
      regardingType: recipient.recipientType,
      regardingId: recipient.recipientId,
      studentId: isStudent ? recipient.recipientId : null,
      parentId: isStudent ? null : recipient.recipientId,
      subject: message.subject,
      body: message.body,
      authorId: message.senderId ?? null,
      messageId: message.id,
      sentAt: message.sentAt ?? now,
      createdAt: message.sentAt ?? now,
    });
  }

  let campaignsDue = 0;
  for (const parent of people.parents) {
    if (rng.chance(QUIET_FAMILY_RATE)) continue;
    const parentUser = usersById.get(parent.userId);
    if (!parentUser) continue;
    const advisorUserId =
      (parent.employeeId != null ? employeeUser.get(parent.employeeId) : undefined) ?? null;
    const author = advisorUserId ?? advisorDemo?.id ?? null;
    const isDemoAdvisors = advisorUserId !== null && advisorUserId === advisorDemo?.id;
    const about = {
      regardingType: 'Parent',
      regardingId: parent.id,
      studentId: null,
      parentId: parent.id,
    };
    const phone = parentUser.phone ?? null;

    // The account mail that opened the relationship, and a receipt or two.
    const joined = ago(rng.int(90, HISTORY_DAYS));
    add({
      ...about,
      activityType: 'Email',
      kind: 'Account',
      outcome: 'Sent',
      subject: 'Confirmation instructions',
      body: `Sent to ${parentUser.email}.`,
      sentAt: joined,
      createdAt: joined,
    });
    for (let i = rng.int(0, 2); i > 0; i--) {
      const at = ago(rng.int(5, 85));
      const amount = rng.pick(['$120.00', '$240.00', '$450.00']);
      add({
        ...about,
        activityType: 'Email',
        kind: 'Receipt',
        outcome: 'Sent',
        subject: `Payment receipt: ${amount}`,
        body: `Hello ${parentUser.firstName}, we charged ${amount} to your card. Thank you.`,
        sentAt: at,
        createdAt: at,
      });
    }
    // Notes and calls by the advisor.
    for (let i = rng.int(1, 3); i > 0; i--) {
      const at = ago(rng.int(2, HISTORY_DAYS));
      add({
        ...about,
        activityType: 'Note',
        kind: 'Note',
        body: rng.pick(NOTES),
        authorId: author,
        sentAt: at,
        createdAt: at,
      });
    }
    for (let i = rng.int(1, 4); i > 0; i--) {
      const at = ago(rng.int(3, HISTORY_DAYS));
      const type = rng.pick([
        'Outbound Call',
        'Outbound Call',
        'Inbound Call',
        'VoiceMail',
      ] as const);
      add({
        ...about,
        activityType: type,
        kind: type,
        outcome: type === 'VoiceMail' ? 'Left Voicemail' : rng.pick(OUTCOMES),
        body:
          type === 'VoiceMail'
            ? 'Voicemail: please call back about the schedule.'
            : rng.pick(CALL_NOTES),
        authorId: type === 'VoiceMail' ? null : author,
        phoneNumber: phone,
        durationSeconds: rng.int(30, 900),
        sentAt: at,
        readAt: at,
        createdAt: at,
      });
    }
    // Texts both ways.
    for (let i = rng.int(0, 2); i > 0; i--) {
      const at = ago(rng.int(3, 60));
      add({
        ...about,
        activityType: 'Sms',
        kind: 'Outbound',
        outcome: 'Sent',
        body: rng.pick(OUTBOUND_SMS),
        authorId: author,
        phoneNumber: phone,
        sentAt: at,
        readAt: at,
        createdAt: at,
      });
      const reply = new Date(at.getTime() + rng.int(5, 120) * MINUTE_MS);
      add({
        ...about,
        activityType: 'Sms',
        kind: 'Inbound',
        outcome: 'Received',
        body: rng.pick(INBOUND_SMS),
        phoneNumber: phone,
        sentAt: reply,
        readAt: reply,
        createdAt: reply,
      });
    }
    // A campaign message delivered.
    if (rng.chance(0.6)) {
      const campaign = rng.pick(CAMPAIGNS);
      const at = ago(rng.int(10, 100));
      add({
        ...about,
        activityType: 'Email',
        kind: 'Campaign',
        outcome: 'Sent',
        subject: campaign.subject,
        body: `Hello ${parentUser.firstName}, ${campaign.subject.toLowerCase()}. Reply to this e-mail and your advisor will help.`,
        campaignName: campaign.name,
        campaignGenerated: true,
        dueAt: at,
        sentAt: at,
        createdAt: at,
      });
    }

    if (!isDemoAdvisors && !(advisorUserId !== null && rng.chance(0.15))) continue;
    // What waits in the advisor's inbox (all of the demo advisor's families; a few others').
    if (rng.chance(0.5)) {
      const at = ago(rng.int(0, 3));
      const sms = add({
        ...about,
        activityType: 'Sms',
        kind: 'Inbound',
        outcome: 'Received',
        body: rng.pick(INBOUND_SMS),
        phoneNumber: phone,
        sentAt: at,
        createdAt: at,
      });
      toInbox({
        userId: advisorUserId!,
        kind: 'Reply',
        title: `SMS from ${fullName(parentUser)}`,
        message: sms.body ?? '',
        contactActivityId: sms.id,
        regardingType: 'Parent',
        regardingId: parent.id,
        readAt: rng.chance(0.3) ? now : null,
        createdAt: at,
      });
    }
    if (rng.chance(0.35)) {
      const at = ago(rng.int(0, 4));
      const call = add({
        ...about,
        activityType: 'Outbound Call',
        kind: 'Outbound Call',
        outcome: 'Pending',
        body: 'Called about the renewal; waiting to hear back.',
        authorId: advisorUserId,
        phoneNumber: phone,
        sentAt: at,
        readAt: at,
        createdAt: at,
      });
      toInbox({
        userId: advisorUserId!,
        kind: 'Pending Call Outcome',
        title: `Outbound Call with ${fullName(parentUser)}: outcome pending`,
        message: 'Set the outcome of this call once you know it.',
        contactActivityId: call.id,
        regardingType: 'Parent',
        regardingId: parent.id,
        createdAt: at,
      });
    }
    if (rng.chance(0.3)) {
      const closesAt = new Date(now.getTime() + rng.int(1, 10) * DAY_MS);
      const close: ImminentCloseRow = {
        id: closes.length + 1,
        parentId: parent.id,
        userId: advisorUserId,
        description: rng.pick(['Renewal of 20 hours', 'SAT package', 'Summer program enrollment']),
        closesAt,
        createdAt: ago(rng.int(5, 20)),
      };
      closes.push(close);
      if (closesAt.getTime() - now.getTime() <= 2 * DAY_MS)
        toInbox({
          userId: advisorUserId!,
          kind: 'Imminent Close',
          title: `Imminent close: ${fullName(parentUser)}`,
          message: close.description,
          imminentCloseId: close.id,
          regardingType: 'Parent',
          regardingId: parent.id,
          createdAt: now,
        });
    }
    // Campaign messages still to go: one already due (delivered by the next pass), one later.
    if (campaignsDue < 3 && rng.chance(0.5)) {
      campaignsDue += 1;
      const campaign = CAMPAIGNS[campaignsDue % CAMPAIGNS.length]!;
      const dueAt = new Date(now.getTime() + (campaignsDue === 1 ? -1 : rng.int(3, 20)) * DAY_MS);
      add({
        ...about,
        activityType: 'Email',
        kind: 'Campaign',
        outcome: 'Pending',
        subject: campaign.subject,
        body: `Hello ${parentUser.firstName}, ${campaign.subject.toLowerCase()}.`,
        campaignName: campaign.name,
        campaignGenerated: true,
        dueAt,
        sentAt: dueAt,
        createdAt: now,
      });
    }
  }

  // Notes about students, and the program optimizer's recommendations.
  const parentsById = new Map(people.parents.map((p) => [p.id, p]));
  for (const student of people.students) {
    if (rng.chance(0.5)) {
      const parent = student.parentId != null ? parentsById.get(student.parentId) : undefined;
      const author =
        (parent?.employeeId != null ? employeeUser.get(parent.employeeId) : undefined) ??
        advisorDemo?.id ??
        null;
      const at = ago(rng.int(1, HISTORY_DAYS));
      add({
        regardingType: 'Student',
        regardingId: student.id,
        studentId: student.id,
        parentId: null,
        activityType: 'Note',
        kind: 'Note',
        body: rng.pick(STUDENT_NOTES),
        authorId: author,
        sentAt: at,
        createdAt: at,
      });
    }
    if (optimizer && rng.chance(RECOMMENDATION_RATE)) {
      const at = ago(rng.int(1, 60));
      add({
        regardingType: 'Student',
        regardingId: student.id,
        studentId: student.id,
        parentId: null,
        activityType: 'Note',
        kind: 'Recommendation',
        body: rng.pick(RECOMMENDATIONS),
        authorId: optimizer.id,
        sentAt: at,
        createdAt: at,
      });
    }
  }
  return { contactActivities: activities, imminentCloses: closes, inboxActivities: inbox };
}
