// typescript-eslint parses with TypeScript's JavaScript API, which TypeScript 7 (the project's
// compiler, hoisted to the root) no longer has. Every `require('typescript')` made while linting
// is pointed at this workspace's TypeScript 6 instead, including from packages npm hoisted to
// the root (ts-api-utils), which would otherwise find TypeScript 7.
const Module = require('node:module');
const path = require('node:path');

const typescript6 = require.resolve('typescript', { paths: [__dirname] });
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveTypescript6(request, ...rest) {
  return request === 'typescript' ? typescript6 : resolve.call(this, request, ...rest);
};
module.exports = { typescript6: path.relative(__dirname, typescript6) };
