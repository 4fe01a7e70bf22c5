'use strict';
/* global module */
// node-polyglot's `object.entries` (a polyfill with es-abstract's get-intrinsic, call-bind and
// define-properties, ~4 kB gzip after sign-in) where every supported browser has the native one
// (vite.config.ts aliases it in production builds).
module.exports = Object.entries;
