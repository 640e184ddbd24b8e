import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import type { Tier, TierTutorAssignment } from '@tp/domain';

/**
 * Submits the assign-tutors form through the tier's `assignTutors` action (one transaction
 * on the server); disabled while sending or with no tutor chosen.
 */
export function AssignTutorsButton({ tier }: { tier: Tier }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isSending, setSending] = useState(false);
  const { handleSubmit, reset, watch } = useFormContext<TierTutorAssignment>();
  const chosen = watch('tutorIds') ?? [];

  const assign = handleSubmit(async ({ tutorIds }) => {
    setSending(true);
    try {
      await dataProvider.action('tiers', 'assignTutors', { id: tier.id, data: { tutorIds } });
      notify(
        `${tutorIds.length === 1 ? '1 tutor' : `${tutorIds.length} tutors`} moved to ${tier.name}`,
        {
          type: 'success',
        },
      );
      reset({ tutorIds: [] });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The tutors could not be moved.', {
        type: 'error',
      });
    } finally {
      setSending(false);
    }
  });

  return (
    <Button
      variant="contained"
      startIcon={isSending ? <CircularProgress size={16} /> : <GroupAddIcon />}
      disabled={isSending || chosen.length === 0}
      onClick={() => void assign()}
    >
      Assign tutors
    </Button>
  );
}
