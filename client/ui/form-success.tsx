/** A success message above a form, announced politely. */
export function FormSuccess({ message }: { message: string }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-800 text-sm dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
    >
      {message}
    </div>
  );
}
