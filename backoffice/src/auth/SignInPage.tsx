import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useAuthProvider, useNotify } from 'react-admin';
import type { SessionAuthProvider } from './sessionAuthProvider.ts';
import { useGoHome } from './useGoHome.ts';

/**
 * Staff sign in with their e-mail and password. Whoever signs in here lands on their home:
 * the back-office for staff, their own app for tutors, students and parents.
 */
export function SignInPage() {
  const authProvider = useAuthProvider<SessionAuthProvider>();
  const notify = useNotify();
  const goHome = useGoHome();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  // Spec: the sign-in page sends a user who is already signed in to their home.
  useEffect(() => {
    let isCurrent = true;
    authProvider
      ?.getSessionUser()
      .then((user) => {
        if (isCurrent && user) goHome(user);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [authProvider, goHome]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!authProvider) return;
    setIsSubmitting(true);
    try {
      await authProvider.login({ username: email.trim(), password });
      const user = await authProvider.getSessionUser();
      if (user) goHome(user);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.auth.sign_in_error', { type: 'error' });
      setIsSubmitting(false);
    }
  }

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Box component="form" onSubmit={handleSubmit} noValidate>
            <Stack spacing={2}>
              <Typography variant="h5" component="h1">
                Sign in
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Back office for staff. Tutors, students and parents are taken to their own pages.
              </Typography>
              <TextField
                label="E-mail"
                type="email"
                name="username"
                autoComplete="username"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                required
                autoFocus
                fullWidth
              />
              <TextField
                label="Password"
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                required
                fullWidth
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isSubmitting || !email || !password}
                startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                Sign in
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
