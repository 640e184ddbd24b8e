import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import { FullPageSpinner } from '../auth/FullPageSpinner.tsx';
import { familyTabUrl, type FamilyApp } from './family-tabs.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { studentsToHandOn, useFamilyStudents } from './useFamilyStudents.ts';

/** The bare family app (`/{app}/planner` and `/{app}`): goes to the first student's planner. */
export function FamilyHome({ app }: { app: FamilyApp }) {
  const { user } = useSignIn();
  const state = useFamilyStudents();
  if (state.status === 'loading') return <FullPageSpinner />;
  if (state.status === 'error')
    return <Alert severity="error">We could not load your students. Please reload the page.</Alert>;
  const [first] = state.students;
  if (!first)
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        There are no students on this account yet. Please contact your advisor.
      </Alert>
    );
  // The page gets the list with it, so its planner starts loading without waiting for it.
  const handedOn = user ? studentsToHandOn(state.students, user.id) : undefined;
  return <Navigate to={familyTabUrl(app, first.id)} replace state={handedOn} />;
}
