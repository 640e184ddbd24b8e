import {
  PARENT_QUICK_FILTER_LABELS,
  PARENT_TYPES,
  statusesFor,
  type Parent,
  type ParentType,
} from '@tp/domain';

export const PARENT_TYPE_CHOICES = PARENT_TYPES.map((type) => ({ id: type, name: type }));

/** The statuses a select offers for a type (spec §4: every one together without a type). */
export function statusChoices(type?: ParentType | null) {
  return statusesFor(type).map((status) => ({ id: status, name: status }));
}

export function quickFilterLabel(name: keyof typeof PARENT_QUICK_FILTER_LABELS): string {
  return PARENT_QUICK_FILTER_LABELS[name];
}

/** The list's word for a contact of a type. */
export const typeNoun = (type: ParentType | undefined) => (type === 'Lead' ? 'lead' : 'parent');

export const parentName = (parent: Pick<Parent, 'firstName' | 'lastName'>) =>
  `${parent.firstName} ${parent.lastName}`.trim();
