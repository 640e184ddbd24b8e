import { useOutletContext } from 'react-router';
import type { FamilyStudent } from './family-api.ts';

/** What FamilyShell hands its tabs: the student on screen (loaded once by the shell). */
export interface FamilyOutletContext {
  student: FamilyStudent | undefined;
}

/** The student whose tab is on screen, as the shell loaded them; undefined outside the shell. */
export function useFamilyStudent(): FamilyStudent | undefined {
  return useOutletContext<FamilyOutletContext | undefined>()?.student;
}
