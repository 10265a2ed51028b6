import { Amplify } from 'aws-amplify';
import type { ConsoleAuthConfig } from './console-config';
import { restoreTokenStorage } from './token-storage';

/** Points Amplify at the embedded pool (userPoolEndpoint) or, with no endpoint, at Amazon Cognito. */
export function configureAmplify(config: ConsoleAuthConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
      },
    },
  });
  // configure() resets the token storage to localStorage; put back the one the last sign-in chose.
  restoreTokenStorage();
}
