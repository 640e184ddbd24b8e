// Stylesheets imported for their side effect (account.css): the apps' bundler (Vite) loads them.
declare module '*.css';
