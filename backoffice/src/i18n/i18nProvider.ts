import { FORM_ERRORS_MESSAGE } from '@tp/domain';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/**
 * react-admin's English strings with the product's own words where the spec has them: a form
 * the user must fix says "Please fix the errors on the form." (spec: error catalogue).
 */
export const backofficeMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    message: { ...englishMessages.ra.message, invalid_form: FORM_ERRORS_MESSAGE },
  },
};

export const i18nProvider = polyglotI18nProvider(() => backofficeMessages, 'en');
