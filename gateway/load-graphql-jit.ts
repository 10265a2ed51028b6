import { createRequire, Module } from 'node:module';
import * as graphql from 'graphql';
import * as graphqlError from 'graphql/error/index.js';
import * as graphqlExecute from 'graphql/execution/execute.js';
import * as graphqlPath from 'graphql/jsutils/Path.js';
import * as graphqlUtilities from 'graphql/utilities/index.js';
import type * as GraphqlJit from 'graphql-jit';

const require = createRequire(import.meta.url);

/**
 * graphql-jit as a CommonJS module that sees the same graphql instance as the gateway's schema.
 *
 * Why: graphql-jit's ES build imports its CommonJS files, which `require('graphql')`. Under plain Node that
 * returns the graphql ES module already loaded, but tsx (how the servers run) compiles required `.mjs` files
 * itself, making a second copy of graphql whose type checks (`isInputType`...) reject our schema's types. So
 * the graphql modules graphql-jit requires are put in the require cache first, as the ES modules we use.
 */
export function loadGraphqlJit(): typeof GraphqlJit {
  const shared: Array<[string, object]> = [
    ['graphql', graphql],
    ['graphql/error/index.js', graphqlError],
    ['graphql/execution/execute.js', graphqlExecute],
    ['graphql/jsutils/Path.js', graphqlPath],
    ['graphql/utilities/index.js', graphqlUtilities],
  ];
  for (const [specifier, namespace] of shared) {
    const file = require.resolve(specifier);
    const module = new Module(file);
    module.filename = file;
    module.loaded = true;
    module.exports = namespace;
    require.cache[file] = module;
  }
  return require('graphql-jit') as typeof GraphqlJit;
}
