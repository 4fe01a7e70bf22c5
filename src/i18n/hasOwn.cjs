'use strict';
/* global module */
// node-polyglot's `hasown`, without its function-bind polyfill: the native bind does the same
// (vite.config.ts aliases it in production builds).
module.exports = Function.prototype.call.bind(Object.prototype.hasOwnProperty);
