import { addressEndpoints } from './addresses';
import { brandSettingsEndpoints } from './brand-settings';
import { channelManagementEndpoints } from './channel-management';
import { customerRiskDocumentEndpoints } from './customer-risk-documents';
import { customerEndpoints } from './customers';
import type { Endpoint } from './endpoint';
import { portabilityEndpoints } from './portabilities';
import { sessionEndpoints } from './session';
import { validationHelperEndpoints } from './validation-helpers';

/** Every REST call of the api. The api mounts exactly these; OpenAPI and the authorization tests read them. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(sessionEndpoints),
  ...Object.values(validationHelperEndpoints),
  ...Object.values(addressEndpoints),
  ...Object.values(brandSettingsEndpoints),
  ...Object.values(customerEndpoints),
  ...Object.values(customerRiskDocumentEndpoints),
  ...Object.values(portabilityEndpoints),
  ...Object.values(channelManagementEndpoints),
];
