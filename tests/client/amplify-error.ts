/** An error shaped like the ones aws-amplify throws for Cognito failures (the name is the Cognito exception). */
export function amplifyError(name: string, message = name): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
