import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The screen for an unexpected routing error: its status and status text, or its message. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-3xl px-4 py-24">
      <title>Unexpected Application Error!</title>
      <h1 className="text-3xl font-extrabold text-navy-900">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-slate-700">{detail}</p>
      <a href="/" className="mt-8 inline-block font-semibold text-orange-700 underline">
        Back to the home page
      </a>
    </main>
  );
}
