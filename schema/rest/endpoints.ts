import { addressEndpoints } from './addresses';
import { brandSettingsEndpoints } from './brand-settings';
import { channelManagementEndpoints } from './channel-management';
import { coverageEndpoints } from './coverage';
import { customerRiskDocumentEndpoints } from './customer-risk-documents';
import { customerEndpoints } from './customers';
import { dashboardEndpoints } from './dashboard';
import type { Endpoint } from './endpoint';
import { energyEndpoints } from './energy';
import { installationEndpoints } from './installations';
import { invoiceEndpoints } from './invoices';
import { knowledgeBaseEndpoints } from './knowledge-base';
import { leadEndpoints } from './leads';
import { lineActionEndpoints } from './line-actions';
import { orderEndpoints } from './orders';
import { portabilityEndpoints } from './portabilities';
import { processEndpoints } from './processes';
import { productEndpoints } from './products';
import { publicCoverageEndpoints } from './public-coverage';
import { publicVerificationEndpoints } from './public-verification';
import { resourceEndpoints } from './resources';
import { searchEndpoints } from './search';
import { sessionEndpoints } from './session';
import { shipmentEndpoints } from './shipments';
import { signupEndpoints } from './signup';
import { subscriptionManagementEndpoints } from './subscription-management';
import { supportEndpoints } from './support';
import { temporalSubscriptionEndpoints } from './temporal-subscriptions';
import { validationHelperEndpoints } from './validation-helpers';

/** Every REST call of the api. The api mounts exactly these; OpenAPI and the authorization tests read them. */
export const ENDPOINTS: readonly Endpoint[] = [
  ...Object.values(sessionEndpoints),
  ...Object.values(channelManagementEndpoints),
  ...Object.values(leadEndpoints),
  ...Object.values(productEndpoints),
  ...Object.values(resourceEndpoints),
  ...Object.values(validationHelperEndpoints),
  ...Object.values(addressEndpoints),
  ...Object.values(brandSettingsEndpoints),
  ...Object.values(customerEndpoints),
  ...Object.values(customerRiskDocumentEndpoints),
  ...Object.values(portabilityEndpoints),
  ...Object.values(orderEndpoints),
  ...Object.values(signupEndpoints),
  ...Object.values(publicVerificationEndpoints),
  ...Object.values(dashboardEndpoints),
  ...Object.values(searchEndpoints),
  ...Object.values(invoiceEndpoints),
  ...Object.values(lineActionEndpoints),
  ...Object.values(installationEndpoints),
  ...Object.values(shipmentEndpoints),
  ...Object.values(coverageEndpoints),
  ...Object.values(publicCoverageEndpoints),
  ...Object.values(subscriptionManagementEndpoints),
  ...Object.values(temporalSubscriptionEndpoints),
  ...Object.values(processEndpoints),
  ...Object.values(energyEndpoints),
  ...Object.values(knowledgeBaseEndpoints),
  ...Object.values(supportEndpoints),
];
