import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LoginCredentials } from '@tp/data-provider';
import { SignInForm, useErrorToast } from '@tp/ui';
import { useSession } from '../../session/SessionContext.ts';
import { FullPageSpinner } from './FullPageSpinner.tsx';
import { RedirectTo } from './RedirectTo.tsx';
import { afterSignInUrl } from './after-sign-in.ts';

/**
 * `/login/:language` (spec: sign-in §2). Query: `login` and `password` prefill the form,
 * `message` is shown above it, `redirectTo` is where a successful sign-in leads, and `token`
 * signs in by itself. A user already signed in goes straight to their home.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const { user, isLoading, signIn } = useSession();
  const toastError = useErrorToast();
  // Set before the user is, so the signed-in render knows to honour redirectTo.
  const [hasSignedInHere, setHasSignedInHere] = useState(false);
  const token = params.get('token');
  const hasTriedToken = useRef(false);

  const submit = async (credentials: LoginCredentials) => {
    setHasSignedInHere(true);
    try {
      await signIn(credentials);
    } catch (error) {
      setHasSignedInHere(false);
      toastError(error);
      throw error;
    }
  };

  useEffect(() => {
    if (!token || isLoading || user || hasTriedToken.current) return;
    hasTriedToken.current = true;
    submit({ token }).catch(() => undefined);
  });

  if (isLoading) return <FullPageSpinner />;
  if (user) {
    const destination = hasSignedInHere
      ? afterSignInUrl(params.get('redirectTo'), user.homeUrl)
      : user.homeUrl;
    return <RedirectTo url={destination} />;
  }
  if (token && hasSignedInHere) return <FullPageSpinner label="Redirecting…" />;

  const message = params.get('message');
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Paper elevation={2} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
          Tutoring Platform
        </Typography>
        <Typography variant="h5" component="h1" gutterBottom>
          Sign in
        </Typography>
        {message ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {message}
          </Alert>
        ) : null}
        <SignInForm
          onSubmit={submit}
          initialValues={{
            login: params.get('login') ?? '',
            password: params.get('password') ?? '',
          }}
        />
      </Paper>
    </Box>
  );
}
