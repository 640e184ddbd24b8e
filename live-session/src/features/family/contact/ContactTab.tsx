import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudentContacts } from '@tp/domain';
import { useAppServices } from '../../../app/AppServicesContext.ts';
import { useSignIn } from '../../../sign-in/SignInContext.ts';
import { ProfilePage } from '../../profile/ProfilePage.tsx';
import type { StudentPagesApp } from '../family-tabs.ts';
import { useFamilyStudent } from '../useFamilyStudent.ts';
import { ContactCard } from './ContactCard.tsx';
import { loadStudentContacts } from './contact-api.ts';

/** "Private Tutoring: Lily Brennan" already names its brand; other titles get it in front. */
function tutoringCourseLabel({
  brandName,
  courseTitle,
}: {
  brandName: string;
  courseTitle: string;
}) {
  return courseTitle.startsWith(brandName) ? courseTitle : `${brandName} · ${courseTitle}`;
}

type ContactsState =
  | { studentId: number; status: 'ready'; contacts: StudentContacts }
  | { studentId: number; status: 'error' };

/**
 * `/{app}/students/{studentId}/contact` (spec scheduling §2): whom the family contacts about
 * the student (their advisor, the brand's contact for the tutoring course, the tutor), then
 * the account holder's own details, where they also set their time zone (the shell's
 * "no time zone" warning links here). In the tutor app: the student's parent, the family's
 * advisor and the tutoring contact, without the account section (the tutor's is their profile).
 */
export function ContactTab({ app }: { app: StudentPagesApp }) {
  const { httpClient } = useAppServices();
  const { user } = useSignIn();
  const isTutor = app === 'tutor';
  const parent = useFamilyStudent()?.parent;
  const studentId = Number(useParams().studentId);
  const [state, setState] = useState<ContactsState | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadStudentContacts(httpClient, studentId, controller.signal).then(
      (contacts) => setState({ studentId, status: 'ready', contacts }),
      () => {
        if (!controller.signal.aborted) setState({ studentId, status: 'error' });
      },
    );
    return () => controller.abort();
  }, [httpClient, studentId]);

  const current = state?.studentId === studentId ? state : null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <section aria-labelledby="contacts-heading">
        <Typography id="contacts-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Who to contact
        </Typography>
        {current === null ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label="Loading contacts" />
          </Box>
        ) : current.status === 'error' ? (
          <Alert severity="error">We could not load your contacts. Please reload the page.</Alert>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            }}
          >
            {isTutor ? (
              <ContactCard
                role="Parent"
                name={parent?.fullName ?? null}
                missing="No parent is on file."
                email={parent?.email}
                phone={parent?.phone}
              />
            ) : null}
            <ContactCard
              role={isTutor ? 'Advisor' : 'Your advisor'}
              name={current.contacts.advisor?.name ?? null}
              missing="No advisor is assigned yet."
              email={current.contacts.advisor?.email}
              phone={current.contacts.advisor?.phone}
            />
            <ContactCard
              role="Tutoring contact"
              name={current.contacts.brandContact?.name ?? null}
              missing="There is no tutoring course contact."
              detail={
                current.contacts.brandContact
                  ? tutoringCourseLabel(current.contacts.brandContact)
                  : undefined
              }
              email={current.contacts.brandContact?.email}
              phone={current.contacts.brandContact?.phone}
            />
            {isTutor ? null : (
              <ContactCard
                role="Tutor"
                name={current.contacts.tutor?.name ?? null}
                missing="No tutor is assigned yet."
                avatarUrl={current.contacts.tutor?.avatarUrl ?? null}
              />
            )}
          </Box>
        )}
      </section>
      {user && !isTutor ? (
        <section aria-labelledby="account-heading">
          <Typography id="account-heading" variant="h6" component="h2" sx={{ mb: 0.5 }}>
            Your details
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {app === 'parent' ? 'Parent account' : 'Student account'}, signed in as{' '}
            <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Box>
            . Your time zone sets the times shown across the planner.
          </Typography>
          <ProfilePage />
        </section>
      ) : null}
    </Stack>
  );
}
