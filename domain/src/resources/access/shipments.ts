import type { z } from 'zod';
import type { ResourceAccess } from '../contract.ts';
import { rolesOnly, staffOnly } from '../../permissions/rules.ts';
import { type Role } from '../../roles.ts';
import type { Shipment, shipmentRecord } from '../shipments.ts';

/**
 * Who manages shipments. The spec's §6 names no role for them, so: admins and advisors write,
 * other staff read, tutors, students and parents see nothing.
 */
export const SHIPMENT_MANAGER_ROLES: readonly Role[] = [
  'admin',
  'advisor',
  'academic_advisor',
  'director_of_academic_advising',
];

const managers = () => rolesOnly<Shipment>(SHIPMENT_MANAGER_ROLES);

export const shipmentsAccess = {
  singular: 'shipment',
  access: {
    read: staffOnly(),
    create: managers(),
    update: managers(),
    delete: managers(),
  },
  actions: {
    changeStatus: managers(),
  },
} satisfies ResourceAccess<z.infer<typeof shipmentRecord>>;
