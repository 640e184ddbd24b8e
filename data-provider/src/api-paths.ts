/** The calls outside /api/v2 that the client itself knows about (spec §7 "Sign-in and account"). */
export const AUTH_USER_PATH = '/api/session.json';
export const LOGIN_PATH = '/api/login.json';
export const LOGOUT_PATH = '/api/logout.json';
export const CONFIG_PATH = '/api/config.json';
export const DEFAULT_API_URL = '/api/v2';
