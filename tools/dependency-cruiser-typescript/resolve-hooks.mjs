// Module resolution hooks, loaded by register.mjs in the loader thread.
const FROM_HERE = new URL('./package.json', import.meta.url).href;

const wantsTypeScript = (specifier) => specifier === 'typescript' || specifier.startsWith('typescript/');
const fromDependencyCruiser = (parentURL) =>
  parentURL?.includes('/node_modules/dependency-cruiser/') ?? false;

/** dependency-cruiser's `import('typescript')` gets this folder's TypeScript 5; every other import is untouched. */
export async function resolve(specifier, context, nextResolve) {
  if (wantsTypeScript(specifier) && fromDependencyCruiser(context.parentURL)) {
    return nextResolve(specifier, { ...context, parentURL: FROM_HERE });
  }
  return nextResolve(specifier, context);
}
