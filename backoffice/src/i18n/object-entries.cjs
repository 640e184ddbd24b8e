/* global module */
// node-polyglot (react-admin's translations) requires the `object.entries` polyfill, which
// brings get-intrinsic and a dozen shims (about 20 KB) to every first load; every browser the
// back-office supports has Object.entries (vite.config.ts aliases the polyfill to this).
module.exports = Object.entries;
