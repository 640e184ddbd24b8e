import { useNotify, useRedirect, type RaRecord } from 'react-admin';

/**
 * The success side of a save or delete: "{Label} {name} created" (react-admin's default says
 * "Element created"), then back to the resource's list.
 */
export function useSavedNotice(
  resource: string,
  label: string,
  verb: 'created' | 'updated' | 'deleted',
) {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (record: RaRecord) => {
      const name = typeof record.name === 'string' ? record.name : null;
      notify(name ? `${label} ${name} ${verb}` : `${label} ${verb}`, { type: 'success' });
      redirect('list', resource);
    },
  };
}
