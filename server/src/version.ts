/** The product version the spec names (sign-in-exams-and-shared §9); APP_VERSION overrides it. */
export const DEFAULT_APP_VERSION = '3.0.2';
