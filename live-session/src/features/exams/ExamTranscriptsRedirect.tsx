import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { hasRole } from '@tp/domain';
import { signInUrlFor } from '../../app/services.ts';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { FullPageSpinner } from '../auth/FullPageSpinner.tsx';
import { loadFamilyStudents } from '../family/family-api.ts';

/**
 * `/exams/transcripts` as the spec writes it (§2 {app}.examTranscripts, query transcript_id,
 * subject, form_code): the signed-in user's own app's exams screen. A student's own Exams tab;
 * a parent's first child's (or `student_id`'s); a tutor's student's (with `student_id`); the
 * home page otherwise. The query goes along, so the sitting stays marked.
 */
export function ExamTranscriptsRedirect() {
  const { user, isLoading } = useSignIn();
  const { httpClient } = useAppServices();
  const location = useLocation();
  const [search] = useSearchParams();
  const asked = Number(search.get('student_id'));
  const [parentChild, setParentChild] = useState<number | null | 'none'>(null);
  const isParent = user !== null && user.studentId === null && hasRole(user.roles, 'parent');

  useEffect(() => {
    if (!isParent || asked > 0) return;
    let live = true;
    loadFamilyStudents(httpClient).then(
      (students) => live && setParentChild(students[0]?.id ?? 'none'),
      () => live && setParentChild('none'),
    );
    return () => {
      live = false;
    };
  }, [isParent, asked, httpClient]);

  if (isLoading) return <FullPageSpinner />;
  if (!user)
    return <Navigate to={signInUrlFor(`${location.pathname}${location.search}`)} replace />;
  const query = location.search;
  if (user.studentId !== null && hasRole(user.roles, 'student'))
    return <Navigate to={`/student/students/${user.studentId}/exams${query}`} replace />;
  if (isParent) {
    const child = asked > 0 ? asked : parentChild;
    if (child === null) return <FullPageSpinner />;
    if (child === 'none') return <Navigate to="/parent" replace />;
    return <Navigate to={`/parent/students/${child}/exams${query}`} replace />;
  }
  if (hasRole(user.roles, 'tutor') && asked > 0)
    return <Navigate to={`/tutor/students/${asked}/exams${query}`} replace />;
  return <Navigate to="/" replace />;
}
