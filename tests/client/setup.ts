import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '../../client/i18n/i18n';
import { typenamedFetch } from './graphql-typenames';

// cmdk measures its list and scrolls the active item into view; happy-dom has neither.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// The first render of a lazy chunk transforms it on demand, which can take several seconds on a cold run on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

// React act() environment for Testing Library with vitest (no globals).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Tests stub the gateway at the fetch boundary; the real gateway answers the `__typename`s the normalized cache asks
// for, so every stubbed fetch gets them added from our SDL and a stub is written in the shape of the data alone.
const stubGlobal = vi.stubGlobal.bind(vi);
vi.stubGlobal = (name, value) =>
  stubGlobal(
    name,
    name === 'fetch' && typeof value === 'function' ? typenamedFetch(value as typeof fetch) : value,
  );

beforeAll(async () => {
  await initI18n('es');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
