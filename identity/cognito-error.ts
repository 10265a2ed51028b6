/**
 * An error answered the way Amazon Cognito answers it: HTTP 400, `x-amzn-ErrorType` and
 * `{ "__type", "message" }`, so Amplify and the AWS SDK surface `type` as the error's `name`.
 */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}
