import {
  canOn,
  canUseBackoffice,
  contractOf,
  isStaff,
  type Actor,
  type ResourceName,
} from '@tp/domain';
import type { WireRecord } from '../../resources/types.ts';
import type { Viewer } from './matrix-client.ts';
import type { ReadOracle } from './read-scope-oracle.ts';

/**
 * A few rules the spec states outright, checked on every record an answer shows, whatever
 * domain's rules say: the matrix takes its expectations from domain, so these catch a rule in
 * domain loosened against the spec (a field rule that lets parents read tutors' e-mails).
 */
interface SpecAnchor {
  resource: ResourceName;
  /** Where the spec says it. */
  rule: string;
  /** The problem with showing `shownKeys` of the stored `record` to `actor`, or null. */
  breach(actor: Actor, shownKeys: string[], record: WireRecord): string | null;
}

/** "Other apps show the first name only" (of a tutor): what students and parents see. */
const TUTOR_PUBLIC_FACE = ['id', 'firstName', 'lastInitial', 'avatarUrl'];

const SPEC_ANCHORS: SpecAnchor[] = [
  {
    resource: 'tutors',
    rule: 'staff-and-crm §6: the admin app shows a tutor’s full name, other apps the first name only',
    breach: (actor, shownKeys, record) => {
      // Whoever uses the admin app (staff, and faculty leaders who spoof tutors from it).
      if (canUseBackoffice(actor.roles) || record.id === actor.tutorId) return null;
      const extra = shownKeys.filter((key) => !TUTOR_PUBLIC_FACE.includes(key));
      return extra.length > 0 ? `shows ${extra.join(', ')} of another tutor` : null;
    },
  },
  {
    resource: 'availabilities',
    rule: 'scheduling §6: only non-locked availabilities are shown to non-tutor apps',
    breach: (actor, _shownKeys, record) =>
      isStaff(actor.roles) || record.tutorId === actor.tutorId || record.locked !== true
        ? null
        : 'shows a locked availability of another tutor',
  },
];

/** The spec's outright rules a shown record breaks (its keys as shown, embeds excluded). */
export function specBreaches(
  actor: Actor,
  resource: ResourceName,
  shownKeys: string[],
  stored: WireRecord,
): string[] {
  return SPEC_ANCHORS.filter((anchor) => anchor.resource === resource).flatMap((anchor) => {
    const breach = anchor.breach(actor, shownKeys, stored);
    return breach ? [`${breach} (${anchor.rule})`] : [];
  });
}

/** A right the spec grants outright: whoever `grants` names may do `action` on the record. */
interface SpecRight {
  resource: ResourceName;
  action: string;
  rule: string;
  grants(actor: Actor, record: WireRecord, oracle: ReadOracle): boolean;
}

const SPEC_RIGHTS: SpecRight[] = [
  {
    resource: 'attendances',
    action: 'update',
    rule: 'scheduling §6: a session’s supervisor (tutor or employee) can edit the attendance',
    grants: (actor, attendance, oracle) =>
      actor.employeeId !== null &&
      oracle.record('sessions', attendance.sessionId)?.supervisorId === actor.employeeId,
  },
];

/**
 * Rights the spec grants that domain's `can` refuses, over the world's records: the matrix
 * expects what domain says, so a rule narrower than the spec shows up here.
 */
export function specRightsRefused(viewers: Viewer[], oracle: ReadOracle): string[] {
  return viewers.flatMap(({ label, actor }) =>
    !actor
      ? []
      : SPEC_RIGHTS.flatMap((right) =>
          oracle
            .records(right.resource)
            .filter((record) => right.grants(actor, record, oracle))
            .filter((record) => !canOn(contractOf(right.resource), actor, right.action, record))
            .map(
              (record) =>
                `WRONGFUL REFUSAL  ${label}: domain refuses ${right.action} of ${right.resource} #${String(record.id)} (${right.rule})`,
            ),
        ),
  );
}
