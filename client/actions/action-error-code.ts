/** The api's error code carried by a failed action (GraphqlOperationError and friends), INTERNAL otherwise. */
export function actionErrorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string' && code) return code;
  }
  return 'INTERNAL';
}
