import { lazy, type ComponentType, type FunctionComponent } from 'react';

/**
 * A resource's page (list, show, edit, create), downloaded when it is first opened: the
 * back-office's first screen loads react-admin and that screen, not every resource's forms.
 * react-admin's layout shows its loading bar meanwhile (a Suspense boundary around the routes).
 */
export function lazyView<Name extends string>(
  load: () => Promise<{ [Key in Name]: ComponentType }>,
  name: Name,
): FunctionComponent {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}
