// The account forms' schemas, in a module of their own: useAccountForm imports it on demand,
// so zod is not part of the sign-in page's first load.
export { emailFields, passwordPairFields, signInFields } from '@tp/domain';
