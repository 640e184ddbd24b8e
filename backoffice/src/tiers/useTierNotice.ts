import { useNotify, useRedirect } from 'react-admin';
import type { RaRecord } from 'react-admin';

/**
 * What a tier save or delete tells the user (react-admin's default says "Element ..."), then
 * back to the list.
 */
export function useTierNotice(verb: 'created' | 'updated' | 'deleted') {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (tier: RaRecord) => {
      const name = typeof tier.name === 'string' ? tier.name : null;
      notify(name ? `Tier ${name} ${verb}` : `Tier ${verb}`, { type: 'success' });
      redirect('list', 'tiers');
    },
  };
}
