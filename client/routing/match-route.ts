import { ROUTES } from '../routes';
import type { RouteDefinition } from './route-types';

export type RouteMatch = { route: RouteDefinition; params: Record<string, string> };

function normalise(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed || '/';
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const patternSegments = normalise(pattern).split('/');
  const pathSegments = normalise(path).split('/');
  if (patternSegments.length !== pathSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of patternSegments.entries()) {
    const actual = pathSegments[index] ?? '';
    if (segment.startsWith(':')) {
      if (!actual) return null;
      params[segment.slice(1)] = decodeSegment(actual);
    } else if (segment.toLowerCase() !== actual.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** The first route of the table whose pattern matches `path` (no query string). */
export function matchRoute(path: string, routes: readonly RouteDefinition[] = ROUTES): RouteMatch | null {
  for (const route of routes) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params };
  }
  return null;
}
