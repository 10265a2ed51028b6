/** The red alert above a form (for example 'Usuario o contraseña incorrecta' on the login form). */
export function FormAlert({ message }: { message: string }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-700 text-sm dark:border-red-800 dark:bg-red-950 dark:text-red-300"
    >
      {message}
    </div>
  );
}
