import { useEffect } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useAuthProvider, useNotify } from 'react-admin';
import type { AppAuthProvider } from '@tp/data-provider';
import { SignInForm } from '@tp/ui';
import type { SignInValues } from '@tp/ui';
import { useGoHome } from './useGoHome.ts';

/**
 * Staff sign in with their e-mail and password. Whoever signs in here lands on their home:
 * the back-office for staff, their own app for tutors, students and parents.
 */
export function SignInPage() {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const notify = useNotify();
  const goHome = useGoHome();

  // Spec: the sign-in page sends a user who is already signed in to their home.
  useEffect(() => {
    let isCurrent = true;
    authProvider
      ?.getAuthUser()
      .then((user) => {
        if (isCurrent && user) goHome(user);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [authProvider, goHome]);

  async function signIn({ login, password }: SignInValues): Promise<void> {
    if (!authProvider) return;
    try {
      await authProvider.login({ username: login, password });
      const user = await authProvider.getAuthUser();
      if (user) goHome(user);
    } catch (error) {
      // The HTTP client's error message is already the catalogue's sentence.
      notify(error instanceof Error ? error.message : 'ra.auth.sign_in_error', { type: 'error' });
      throw error;
    }
  }

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              Sign in
            </Typography>
            <Typography variant="body2" color="text.secondary">
              The back office is for staff. Tutors, students and parents are taken to their own
              pages.
            </Typography>
            <SignInForm onSubmit={signIn} />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
