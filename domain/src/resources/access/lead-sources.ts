import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { rolesOnly, staffOnly } from '../../permissions/rules.ts';
import { type Role } from '../../roles.ts';
import type { LeadSource, leadSourceRecord } from '../lead-sources.ts';

/**
 * Who manages lead sources and schools. The spec's §6 names no role for them: the CRM side
 * (admins, advisors, their directors, crm) writes, other staff read, others see nothing.
 */
export const LEAD_SOURCE_MANAGER_ROLES: readonly Role[] = [
  'admin',
  'crm',
  'advisor',
  'academic_advisor',
  'director_of_academic_advising',
];

const managers = () => rolesOnly<LeadSource>(LEAD_SOURCE_MANAGER_ROLES);

export const leadSourcesAccess = {
  singular: 'lead_source',
  access: {
    read: staffOnly(),
    create: managers(),
    update: managers(),
    delete: managers(),
  },
  actions: {
    reassign: managers(),
    assignees: staffOnly(),
    categories: staffOnly(),
  },
} satisfies ResourceAccess<z.infer<typeof leadSourceRecord>>;

export const pendingSchoolsAccess = {
  singular: 'pending_school',
  access: {
    read: staffOnly(),
  },
  actions: {
    merge: managers(),
    promote: managers(),
  },
} satisfies ResourceAccess<z.infer<typeof leadSourceRecord>>;
