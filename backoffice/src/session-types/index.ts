import type { ResourceProps } from 'react-admin';
import { lazyView } from '../lazy/lazyView.ts';

const SessionTypeCreate = lazyView(() => import('./SessionTypeForm.tsx'), 'SessionTypeCreate');
const SessionTypeEdit = lazyView(() => import('./SessionTypeForm.tsx'), 'SessionTypeEdit');

/** A brand's session types: no list of their own, reached from the brand's page. */
export const sessionTypes: Omit<ResourceProps, 'name'> = {
  create: SessionTypeCreate,
  edit: SessionTypeEdit,
  recordRepresentation: 'name',
};
