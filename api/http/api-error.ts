/**
 * An answer the api gives on purpose: status plus the error code the client translates (`errors.<code>`).
 * Anything else thrown becomes 500 INTERNAL.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): { error: { code: string; message: string; field?: string } } {
    return {
      error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) },
    };
  }
}
