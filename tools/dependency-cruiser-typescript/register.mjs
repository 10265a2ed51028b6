// Loaded with `node --import` before dependency-cruiser. dependency-cruiser parses TypeScript through TypeScript's
// JavaScript API and accepts versions below 7; the project compiles with TypeScript 7, which has no such API. Without
// this, dependency-cruiser silently skips every .ts and .tsx file and the layering rules pass on an empty graph.
// It checks the version with `require` and loads the compiler with `import`, so both are pointed at TypeScript 5.
import Module, { createRequire, register } from 'node:module';

const requireFromHere = createRequire(import.meta.url);
const wantsTypeScript = (request) => request === 'typescript' || request.startsWith('typescript/');

const originalResolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveFilename(request, parent, ...rest) {
  if (wantsTypeScript(request) && parent?.filename?.includes('/node_modules/dependency-cruiser/')) {
    return requireFromHere.resolve(request);
  }
  return originalResolveFilename.call(this, request, parent, ...rest);
};

register('./resolve-hooks.mjs', import.meta.url);
