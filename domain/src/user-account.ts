/**
 * What the public account pages learn after a token is used (`GET /api/verification.json`,
 * `GET /api/unlock.json`, `PUT /api/secret.json`, `PUT /api/setup.json`): enough to sign in
 * or to go on to setup. `resetPasswordToken` is present only when the account has no
 * password yet: the mailed token proved the mailbox, and the setup page needs a token.
 */
export interface AccountTokenOutcome {
  email: string;
  firstName: string;
  language: string;
  hasPassword: boolean;
  resetPasswordToken?: string;
}
