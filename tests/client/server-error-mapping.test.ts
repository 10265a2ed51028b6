import { describe, expect, it, vi } from 'vitest';
import { GraphqlOperationError } from '../../client/session/graphql-client';
import { mapServerError, SERVER_ERROR, serverErrorOf } from '../../client/ui/form/server-error-mapping';

const FIELDS = ['icc', 'type'] as const;

describe('a refused call lands where the user looks for it', () => {
  it("on the field the api named, when the form has it, as the code's i18n key", () => {
    const setError = vi.fn();
    const target = mapServerError(
      serverErrorOf(new GraphqlOperationError('ICC_IN_USE', 'in use', 'icc')),
      FIELDS,
      setError,
    );
    expect(target).toBe('icc');
    expect(setError).toHaveBeenCalledExactlyOnceWith('icc', {
      type: 'ICC_IN_USE',
      message: 'errors.ICC_IN_USE',
    });
  });

  it('in the form alert when the api named a field the form does not have', () => {
    const setError = vi.fn();
    const target = mapServerError({ code: 'INVALID_REQUEST', field: 'fiscalId' }, FIELDS, setError);
    expect(target).toBe(SERVER_ERROR);
    expect(setError).toHaveBeenCalledExactlyOnceWith('root.server', {
      type: 'INVALID_REQUEST',
      message: 'errors.INVALID_REQUEST',
    });
  });

  it('in the form alert when the api named no field', () => {
    const setError = vi.fn();
    const error = serverErrorOf(new GraphqlOperationError('SUBSCRIPTION_ACTION_NOT_ALLOWED', 'no'));
    expect(error).toEqual({ code: 'SUBSCRIPTION_ACTION_NOT_ALLOWED' });
    expect(mapServerError(error, FIELDS, setError)).toBe(SERVER_ERROR);
    expect(setError).toHaveBeenCalledExactlyOnceWith('root.server', {
      type: 'SUBSCRIPTION_ACTION_NOT_ALLOWED',
      message: 'errors.SUBSCRIPTION_ACTION_NOT_ALLOWED',
    });
  });

  it('an error that carries no code (a bug, not a refusal) reads as INTERNAL in the form alert', () => {
    const setError = vi.fn();
    const error = serverErrorOf(new TypeError('undefined is not a function'));
    expect(error).toEqual({ code: 'INTERNAL' });
    expect(mapServerError(error, FIELDS, setError)).toBe(SERVER_ERROR);
    expect(setError).toHaveBeenCalledExactlyOnceWith('root.server', {
      type: 'INTERNAL',
      message: 'errors.INTERNAL',
    });
    expect(serverErrorOf({ code: '', field: 42 })).toEqual({ code: 'INTERNAL' });
  });

  it("on the field worded by the api's own rule when its message is an i18n key, the alert keeps the code", () => {
    const setError = vi.fn();
    const refused = serverErrorOf(
      new GraphqlOperationError('INVALID_REQUEST', 'domain.validation.invalidIcc', 'icc'),
    );
    expect(refused).toEqual({
      code: 'INVALID_REQUEST',
      field: 'icc',
      messageKey: 'domain.validation.invalidIcc',
    });
    expect(mapServerError(refused, FIELDS, setError)).toBe('icc');
    expect(setError).toHaveBeenCalledExactlyOnceWith('icc', {
      type: 'INVALID_REQUEST',
      message: 'domain.validation.invalidIcc',
    });
    const elsewhere = vi.fn();
    mapServerError({ ...refused, field: 'fiscalId' }, FIELDS, elsewhere);
    expect(elsewhere).toHaveBeenCalledExactlyOnceWith('root.server', {
      type: 'INVALID_REQUEST',
      message: 'errors.INVALID_REQUEST',
    });
  });
});
