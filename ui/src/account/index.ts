export { AccountCard, type LanguageLink } from './AccountCard.tsx';
export { AccountNotice } from './AccountNotice.tsx';
export { EmailRequestForm } from './EmailRequestForm.tsx';
export { FormErrorAlert } from './FormErrorAlert.tsx';
export { LoginScreen, type SocialSignInLink } from './LoginScreen.tsx';
export { NewPasswordForm, type NewPasswordValues } from './NewPasswordForm.tsx';
export { PasswordSignInForm, type PasswordSignInValues } from './PasswordSignInForm.tsx';
export { serverErrorSentence } from './server-error.ts';
export { useCountdown } from './useCountdown.ts';
