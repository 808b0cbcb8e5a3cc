import { apiFetchResponse, type ApiFileRoute } from '#shared/lib/api-client.ts';
import type { ApiRoutes } from '#shared/lib/api-routes.generated.ts';

type CsvRoute = { [K in ApiFileRoute]: ApiRoutes[K] extends { file: 'text/csv' } ? K : never }[ApiFileRoute];
type CsvRoutePath = CsvRoute extends `GET ${infer Path}` ? Path : never;
/** A CSV export's path as the typed routes name it, followed by its query string if any. */
export type CsvExportPath = `${CsvRoutePath}${string}`;

/** The file name the server suggests in Content-Disposition, else the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads a CSV export. A plain link cannot carry the bearer token, so the file is fetched like any API call and
 * handed to the browser as a download.
 */
export async function downloadCsv(path: CsvExportPath, fallbackName: string): Promise<void> {
  const response = await apiFetchResponse(path);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, fallbackName);
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
