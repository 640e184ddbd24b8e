import { FORM_ERRORS_MESSAGE } from '@tp/domain';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';

/**
 * react-admin's English strings with the product's own words where the spec has them: a form
 * the user must fix says "Please fix the errors on the form." (spec: error catalogue). Resources
 * whose names do not inflect ("Parents and leads") say what one record is, so a page titles
 * "Create Parent or lead", not "Create Parents and leads"; menus and lists use the plural.
 */
export const backofficeMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    message: { ...englishMessages.ra.message, invalid_form: FORM_ERRORS_MESSAGE },
  },
  resources: {
    parents: { name: 'Parent or lead |||| Parents and leads' },
    lead_sources: { name: 'Lead source |||| Lead sources' },
    payroll_items: { name: 'Payroll item |||| Payroll items' },
    tutoring_histories: { name: 'Tutoring history |||| Tutoring history' },
  },
};

export const i18nProvider = polyglotI18nProvider(() => backofficeMessages, 'en');
