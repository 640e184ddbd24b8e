import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createUploadsApi } from '@tp/data-provider';
import { AvatarUploader, useToast } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { updateProfile, type ProfileValues } from './profile-api.ts';

export const PROFILE_SAVED_MESSAGE = 'Your profile has been updated';

/** Where a tutor's avatar is served; a tutor without one gets a 404 and the initial shows. */
function tutorAvatarUrl(tutorId: number): string {
  return `/api/v2/avatars/Tutor/${tutorId}`;
}

/**
 * `/tutor/profile`: the tutor's own photo, name, phone and time zone (spec §5). Saving
 * re-reads the session so the footer's zone and the shell's warnings follow at once. While
 * spoofing, the spoofed tutor's profile is the one shown and saved.
 */
export function ProfilePage() {
  const { httpClient } = useAppServices();
  const { user, refresh } = useSignIn();
  const toast = useToast();
  const uploadsApi = useMemo(() => createUploadsApi(httpClient), [httpClient]);
  // The tutor shell renders this only for a signed-in tutor.
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`;

  const save = async (values: ProfileValues) => {
    await updateProfile(httpClient, values);
    toast.success(PROFILE_SAVED_MESSAGE);
    // Saved already: a failed re-read only leaves the old names shown until the next one.
    await refresh().catch((error: unknown) =>
      console.warn(`Session refresh failed: ${String(error)}`),
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560, mx: 'auto' }}>
      <Stack spacing={3}>
        <Typography variant="h5" component="h1">
          My profile
        </Typography>
        {user.tutorId !== null ? (
          <AvatarUploader
            api={uploadsApi}
            avatarableType="Tutor"
            avatarableId={user.tutorId}
            currentUrl={tutorAvatarUrl(user.tutorId)}
            name={name}
          />
        ) : null}
        <ProfileForm
          // A different user (a spoof started or ended) starts a fresh form.
          key={user.id}
          user={user}
          onSave={save}
        />
      </Stack>
    </Paper>
  );
}
