import type { Endpoint } from './endpoint';
import { sessionEndpoints } from './session';

/** Every REST call of the api. The api mounts exactly these; OpenAPI and the authorization tests read them. */
export const ENDPOINTS: readonly Endpoint[] = [...Object.values(sessionEndpoints)];
