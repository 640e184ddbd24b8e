import type { ResourceProps } from 'react-admin';
import { SessionTypeCreate, SessionTypeEdit } from './SessionTypeForm.tsx';

/** A brand's session types: no list of their own, reached from the brand's page. */
export const sessionTypes: Omit<ResourceProps, 'name'> = {
  create: SessionTypeCreate,
  edit: SessionTypeEdit,
  recordRepresentation: 'name',
};
