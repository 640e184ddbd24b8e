import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createUploadsApi } from '@tp/data-provider';
import { AvatarUploader, useToast } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { DegreesSection } from './degrees/DegreesSection.tsx';
import { updateProfile, type ProfileValues } from './profile-api.ts';
import { loadTutor } from '../dashboard/dashboard-api.ts';

export const PROFILE_SAVED_MESSAGE = 'Your profile has been updated';

/**
 * The tutor's avatar URL from their record (null without one, so no image is requested and
 * the initial shows); undefined while it loads. A failed read shows the initial as well.
 */
function useTutorAvatarUrl(tutorId: number | null): string | null | undefined {
  const { httpClient } = useAppServices();
  const [url, setUrl] = useState<{ tutorId: number; url: string | null } | null>(null);
  useEffect(() => {
    if (tutorId === null) return;
    const controller = new AbortController();
    loadTutor(httpClient, tutorId, controller.signal).then(
      (tutor) => setUrl({ tutorId, url: tutor.avatarUrl }),
      () => {
        if (!controller.signal.aborted) setUrl({ tutorId, url: null });
      },
    );
    return () => controller.abort();
  }, [httpClient, tutorId]);
  return url && url.tutorId === tutorId ? url.url : undefined;
}

/**
 * `/tutor/profile`: the tutor's own photo, name, phone and time zone (spec §5), and their
 * education (issue 25). Saving
 * re-reads the session so the footer's zone and the shell's warnings follow at once. While
 * spoofing, the spoofed tutor's profile is the one shown and saved.
 */
export function ProfilePage() {
  const { httpClient } = useAppServices();
  const { user, refresh } = useSignIn();
  const toast = useToast();
  const uploadsApi = useMemo(() => createUploadsApi(httpClient), [httpClient]);
  const avatarUrl = useTutorAvatarUrl(user?.tutorId ?? null);
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
        <Link component={RouterLink} to="/tutor/profile/targets" variant="body2">
          My targets
        </Link>
        {user.tutorId !== null && avatarUrl !== undefined ? (
          <AvatarUploader
            // The uploader keeps its own URL once shown: a new tutor (a spoof) starts afresh.
            key={`avatar-${user.tutorId}`}
            api={uploadsApi}
            avatarableType="Tutor"
            avatarableId={user.tutorId}
            currentUrl={avatarUrl}
            name={name}
          />
        ) : null}
        <ProfileForm
          // A different user (a spoof started or ended) starts a fresh form.
          key={user.id}
          user={user}
          onSave={save}
        />
        {user.tutorId !== null ? (
          // A different tutor (a spoof) reads their own degrees afresh.
          <DegreesSection key={`degrees-${user.tutorId}`} tutorId={user.tutorId} />
        ) : null}
      </Stack>
    </Paper>
  );
}
