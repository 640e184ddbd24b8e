import { isStaff, type Actor, type ResourceName } from '@tp/domain';
import type { WireRecord } from '../../resources/types.ts';

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
      if (isStaff(actor.roles) || record.id === actor.tutorId) return null;
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
