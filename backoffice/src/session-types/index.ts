import type { ResourceProps } from 'react-admin';
import { lazyScreen } from '../lazyScreen.ts';

/** A brand's session types: no list of their own, reached from the brand's page. */
export const sessionTypes: Omit<ResourceProps, 'name'> = {
  create: lazyScreen(() => import('./SessionTypeForm.tsx'), 'SessionTypeCreate'),
  edit: lazyScreen(() => import('./SessionTypeForm.tsx'), 'SessionTypeEdit'),
  recordRepresentation: 'name',
};
