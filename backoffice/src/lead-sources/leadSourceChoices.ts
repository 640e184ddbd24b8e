import {
  LEAD_SOURCE_CATEGORIES,
  LEAD_SOURCE_STATUS_LABELS,
  LEAD_SOURCE_STATUSES,
  LEAD_SOURCE_TYPE_LABELS,
  LEAD_SOURCE_TYPES,
  SCHOOL_TYPE_LABELS,
  SCHOOL_TYPES,
  categoriesFor,
  type LeadSourceStatus,
  type LeadSourceType,
} from '@tp/domain';

export const LEAD_SOURCE_STATUS_CHOICES = LEAD_SOURCE_STATUSES.map((id) => ({
  id,
  name: LEAD_SOURCE_STATUS_LABELS[id],
}));
export const LEAD_SOURCE_TYPE_CHOICES = LEAD_SOURCE_TYPES.map((id) => ({
  id,
  name: LEAD_SOURCE_TYPE_LABELS[id],
}));
export const LEAD_SOURCE_CATEGORY_CHOICES = LEAD_SOURCE_CATEGORIES.map((id) => ({ id, name: id }));
export const SCHOOL_TYPE_CHOICES = SCHOOL_TYPES.map((id) => ({ id, name: SCHOOL_TYPE_LABELS[id] }));

export const categoryChoicesFor = (type: LeadSourceType) =>
  categoriesFor(type).map((id) => ({ id, name: id }));

export const statusLabel = (status: LeadSourceStatus) => LEAD_SOURCE_STATUS_LABELS[status];
export const typeLabel = (type: LeadSourceType) => LEAD_SOURCE_TYPE_LABELS[type];
export const schoolTypesLabel = (types: readonly (keyof typeof SCHOOL_TYPE_LABELS)[]) =>
  types.map((type) => SCHOOL_TYPE_LABELS[type]).join(', ');
