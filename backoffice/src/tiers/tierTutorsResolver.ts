import { zodResolver } from '@hookform/resolvers/zod';
import { tierTutorAssignment } from '@tp/domain';

/** The assign-tutors form checks its input with the action's schema from domain. */
export const tierTutorsResolver = zodResolver(tierTutorAssignment);
