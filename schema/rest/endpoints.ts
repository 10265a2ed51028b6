import { brandSettingsEndpoints } from './brand-settings';
import { channelManagementEndpoints } from './channel-management';
import { customerEndpoints } from './customers';
import type { Endpoint } from './endpoint';
import { sessionEndpoints } from './session';

/** Every REST call of the api. The api mounts exactly these; OpenAPI and the authorization tests read them. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(sessionEndpoints),
  ...Object.values(brandSettingsEndpoints),
  ...Object.values(customerEndpoints),
  ...Object.values(channelManagementEndpoints),
];
