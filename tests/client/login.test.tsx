import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as auth from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { sessionStorage as amplifySessionStorage, defaultStorage } from 'aws-amplify/utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { amplifyError } from './amplify-error';
import { renderApp } from './render-app';

// The only thing mocked: the Amplify auth functions (the identity service is a third-party boundary here).
vi.mock('aws-amplify/auth', () => ({
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  signOut: vi.fn(async () => {}),
  resetPassword: vi.fn(),
  confirmResetPassword: vi.fn(),
  fetchAuthSession: vi.fn(async () => ({ tokens: undefined })),
}));

const signIn = vi.mocked(auth.signIn);
const confirmSignIn = vi.mocked(auth.confirmSignIn);
const resetPassword = vi.mocked(auth.resetPassword);
const confirmResetPassword = vi.mocked(auth.confirmResetPassword);
const fetchAuthSession = vi.mocked(auth.fetchAuthSession);

const signedInResult = { isSignedIn: true, nextStep: { signInStep: 'DONE' } } as Awaited<
  ReturnType<typeof auth.signIn>
>;
const tokens = {
  tokens: { accessToken: { toString: () => 'access-token', payload: {} } },
} as unknown as Awaited<ReturnType<typeof auth.fetchAuthSession>>;

async function openLogin() {
  const app = renderApp('/login', null);
  await screen.findByLabelText('Correo electrónico');
  return { app, user: userEvent.setup() };
}

beforeEach(() => {
  vi.clearAllMocks();
  fetchAuthSession.mockResolvedValue({ tokens: undefined } as Awaited<
    ReturnType<typeof auth.fetchAuthSession>
  >);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login form', () => {
  it('requires the e-mail and the password, with translated messages, before calling the pool', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    // The form schemas are a lazy chunk (fetched when the page is idle): the messages follow its load.
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Correo electrónico'), 'not-an-email');
    await user.type(screen.getByLabelText('Contraseña'), 'x');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('El campo Correo electrónico debe ser un correo válido')).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the red alert on a wrong password and keeps what was typed', async () => {
    signIn.mockRejectedValueOnce(amplifyError('NotAuthorizedException', 'Incorrect username or password.'));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Correo electrónico'), 'admin@demo.test');
    await user.type(screen.getByLabelText('Contraseña'), 'Wrong1234!');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Usuario o contraseña incorrecta');
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('admin@demo.test');
    expect((screen.getByLabelText('Contraseña') as HTMLInputElement).value).toBe('Wrong1234!');
    expect(signIn).toHaveBeenCalledWith({
      username: 'admin@demo.test',
      password: 'Wrong1234!',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  it('translates other identity errors (too many attempts)', async () => {
    signIn.mockRejectedValueOnce(amplifyError('LimitExceededException', 'Attempt limit exceeded'));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Correo electrónico'), 'admin@demo.test');
    await user.type(screen.getByLabelText('Contraseña'), 'Wrong1234!');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Demasiados intentos. Espera un poco antes de volver a intentarlo.',
    );
  });

  it('shows and hides the password with a named toggle', async () => {
    const { user } = await openLogin();
    const password = screen.getByLabelText('Contraseña') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(password.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps the tokens in sessionStorage unless remember me is checked', async () => {
    const setStorage = vi.spyOn(cognitoUserPoolsTokenProvider, 'setKeyValueStorage');
    signIn.mockRejectedValue(amplifyError('NotAuthorizedException'));
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Correo electrónico'), 'agent@demo.test');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('alert');
    expect(setStorage).toHaveBeenLastCalledWith(amplifySessionStorage);
    await user.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(setStorage).toHaveBeenLastCalledWith(defaultStorage));
    setStorage.mockRestore();
  });

  it('after signing in loads the session and goes where the visitor was going', async () => {
    sessionStorage.setItem('centralita.returnTo', '/subs?marketplace=acme');
    signIn.mockResolvedValueOnce(signedInResult);
    fetchAuthSession.mockResolvedValue(tokens);
    const graphql = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-token');
      return Response.json({
        data: {
          session: {
            fullName: 'Demo Manager',
            username: 'manager',
            email: 'manager@demo.test',
            role: 'MANAGER',
            channel: '2020001',
            originalChannel: '2020001',
            superAdmin: false,
            avatar: null,
            abilities: [],
          },
          brand: {
            brandId: '2020001',
            name: 'Demo Telecom',
            logoURL: null,
            expandedLogoURL: null,
            darkModeLogoURL: null,
            darkModeExpandedLogoURL: null,
            generateCustomerInvoices: false,
            hasMaxSales: false,
            maxSales: null,
          },
        },
      });
    });
    vi.stubGlobal('fetch', graphql);
    const { app, user } = await openLogin();
    await user.type(screen.getByLabelText('Correo electrónico'), 'manager@demo.test');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { name: 'Suscripciones' })).toBeTruthy();
    expect(app.current()).toBe('/subs?marketplace=acme');
    // The session is read once; the lines queue then asks for its own page.
    const sessionReads = graphql.mock.calls.filter(([, init]) =>
      /\bquery Session\b/.test(String((init as RequestInit | undefined)?.body ?? '')),
    );
    expect(sessionReads).toHaveLength(1);
  });

  it('stays on the login page and logs an error when no token appears after sign-in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn.mockResolvedValueOnce(signedInResult);
    const { app, user } = await openLogin();
    await user.type(screen.getByLabelText('Correo electrónico'), 'agent@demo.test');
    await user.type(screen.getByLabelText('Contraseña'), 'Demo1234!');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await vi.advanceTimersByTimeAsync(5_100);
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('No access token')));
    expect(fetchAuthSession).toHaveBeenCalledTimes(100);
    expect(app.current()).toBe('/login');
    vi.useRealTimers();
    logged.mockRestore();
  });
});

describe('new-password challenge', () => {
  async function reachChallenge() {
    signIn.mockResolvedValueOnce({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
    } as Awaited<ReturnType<typeof auth.signIn>>);
    const opened = await openLogin();
    await opened.user.type(screen.getByLabelText('Correo electrónico'), 'newpass@demo.test');
    await opened.user.type(screen.getByLabelText('Contraseña'), 'Temp1234!');
    await opened.user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('button', { name: 'Establecer nueva contraseña' });
    return opened;
  }

  it('shows a single form with the new password and its confirmation', async () => {
    await reachChallenge();
    expect(screen.getByLabelText('Nueva contraseña')).toBeTruthy();
    expect(screen.getByLabelText('Confirmar contraseña')).toBeTruthy();
    expect(screen.queryByLabelText('Correo electrónico')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Establecer nueva contraseña' })).toHaveLength(1);
  });

  it.each([
    ['short1!A', 'short1!A', null],
    ['Ab1!', 'Ab1!', 'La contraseña debe tener al menos 8 caracteres'],
    ['abcdefg1!', 'abcdefg1!', 'La contraseña debe contener una letra mayúscula'],
    ['ABCDEFG1!', 'ABCDEFG1!', 'La contraseña debe contener una letra minúscula'],
    ['Abcdefgh!', 'Abcdefgh!', 'La contraseña debe contener un número'],
    ['Abcdefgh1', 'Abcdefgh1', 'La contraseña debe contener uno de estos caracteres: !@#$%&*()'],
    ['Abcdefg1!', 'Abcdefg1?', 'Las contraseñas no coinciden'],
  ])('checks %s / %s', async (password, confirmation, message) => {
    confirmSignIn.mockRejectedValue(amplifyError('InvalidPasswordException'));
    const { user } = await reachChallenge();
    await user.type(screen.getByLabelText('Nueva contraseña'), password);
    await user.type(screen.getByLabelText('Confirmar contraseña'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Establecer nueva contraseña' }));
    if (message) {
      expect(await screen.findByText(message)).toBeTruthy();
      expect(confirmSignIn).not.toHaveBeenCalled();
    } else {
      await waitFor(() => expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: password }));
      expect((await screen.findByRole('alert')).textContent).toBe('La contraseña no cumple los requisitos.');
    }
  });

  it('sets the new password, signs in again with it and reloads', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      reload,
      pathname: '/login',
      search: '',
      href: 'http://localhost/login',
    });
    confirmSignIn.mockResolvedValueOnce(signedInResult as Awaited<ReturnType<typeof auth.confirmSignIn>>);
    const { user } = await reachChallenge();
    signIn.mockResolvedValueOnce(signedInResult);
    fetchAuthSession.mockResolvedValue(tokens);
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva1234!');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Nueva1234!');
    await user.click(screen.getByRole('button', { name: 'Establecer nueva contraseña' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'Nueva1234!' });
    expect(auth.signOut).toHaveBeenCalled();
    expect(signIn).toHaveBeenLastCalledWith({
      username: 'newpass@demo.test',
      password: 'Nueva1234!',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });
});

describe('forgot password', () => {
  it('sends a code, rejects a wrong one, then changes the password and returns to login', async () => {
    resetPassword.mockResolvedValueOnce({} as Awaited<ReturnType<typeof auth.resetPassword>>);
    confirmResetPassword
      .mockRejectedValueOnce(amplifyError('CodeMismatchException'))
      .mockResolvedValueOnce(undefined);
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Correo electrónico'), 'agent@demo.test');
    await user.click(screen.getByRole('button', { name: '¿Has olvidado tu contraseña?' }));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(resetPassword).toHaveBeenCalledWith({
      username: 'agent@demo.test',
      options: { clientMetadata: { language: 'es' } },
    });

    await user.type(await screen.findByLabelText('Código de verificación'), '000000');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Cambio1234!');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'Cambio1234!');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El código de verificación no es correcto.');

    await user.clear(screen.getByLabelText('Código de verificación'));
    await user.type(screen.getByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Contraseña cambiada. Ya puedes iniciar sesión.',
    );
    expect(confirmResetPassword).toHaveBeenLastCalledWith({
      username: 'agent@demo.test',
      confirmationCode: '123456',
      newPassword: 'Cambio1234!',
    });
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('agent@demo.test');
  });
});
