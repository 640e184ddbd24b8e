import { readCallFailure, type HttpClient } from '@tp/data-provider';
import type { AuthUser } from '@tp/domain';

export const PROFILE_PATH = '/api/profile.json';

/** What the profile form edits of the user's own record. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  timeZone: string;
}

/** PUT /api/profile.json `{ user }` -> the updated AuthUser. Rejects with the HttpError. */
export async function updateProfile(
  httpClient: HttpClient,
  values: ProfileValues,
): Promise<AuthUser> {
  const { json } = await httpClient<{ user: AuthUser }>(PROFILE_PATH, {
    method: 'PUT',
    body: { user: values },
  });
  return json.user;
}

/**
 * The messages of a 422 per form field, as the HTTP client's HttpError carries them
 * (`body.errors`, one joined message per field); empty for any other failure.
 */
export function profileFieldErrors(error: unknown): Partial<Record<keyof ProfileValues, string>> {
  if (readCallFailure(error).status !== 422) return {};
  const body = (error as { body?: { errors?: Record<string, unknown> } }).body;
  const out: Partial<Record<keyof ProfileValues, string>> = {};
  for (const field of ['firstName', 'lastName', 'phone', 'timeZone'] as const) {
    const message = body?.errors?.[field];
    if (typeof message === 'string') out[field] = message;
  }
  return out;
}
