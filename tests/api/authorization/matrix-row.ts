/** The kinds of caller every endpoint is tried with (demo accounts, see README). */
export type CallerName = 'ADMIN' | 'MANAGER' | 'AGENT' | 'CLIENT' | 'OPERATOR' | 'NO_TOKEN';

/**
 * The expected HTTP status of one endpoint for every kind of caller, written by hand from the route and menu levels
 * (docs/decisions.md, docs/rest-api.md): what the api is held to, not derived from the api's own access table.
 */
export type MatrixRow = { request: { path: string; body?: unknown }; expect: Record<CallerName, number> };
