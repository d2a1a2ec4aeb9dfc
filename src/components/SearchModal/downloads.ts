// How the dialog treats the files of its index. Loading the index, each query and the symbol
// list have a deadline: a connection that never answers fails them, with Retry, instead of
// leaving "Searching…" for ever. A part of Pagefind's index counts as downloaded only when it
// decodes: a captive portal or a broken proxy answers 200 with an HTML page or damaged bytes,
// which Pagefind would log and search on without, so the reader would see "No results".

/** How long loading the index, a query, or the symbol list may wait for the files it needs. */
export const DOWNLOAD_TIMEOUT_MS = 12_000;

/** Thrown when part of the index exists but could not be downloaded: retrying may work. */
export class SearchDownloadError extends Error {}

/**
 * Runs work that waits for downloads (given a signal to stop them, if it can take one) and
 * rejects with a SearchDownloadError if it has not finished DOWNLOAD_TIMEOUT_MS from now; what
 * it brings later is ignored. A timer of its own rather than AbortSignal.timeout, whose reason
 * would be a TimeoutError.
 */
export async function withDeadline<T>(what: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  // A race as well as the signal, for what takes none, like import() or Pagefind's own requests.
  const givenUp = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason)));
  const timer = setTimeout(
    () => controller.abort(new SearchDownloadError(`${what} did not arrive within ${DOWNLOAD_TIMEOUT_MS / 1000} s`)),
    DOWNLOAD_TIMEOUT_MS,
  );
  try {
    return await Promise.race([work(controller.signal), givenUp]);
  } finally {
    clearTimeout(timer);
  }
}

// Every decoded part of Pagefind's index (its metadata, index and filter chunks, fragments and
// WebAssembly) starts with this signature; the files on the server are gzip of it.
const SIGNATURE = new TextEncoder().encode('pagefind_dcd');

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

/** The parts of Pagefind's index that are not JSON or its script. */
export function isPagefindBinary(pathname: string): boolean {
  return /\.(pf_\w+|pagefind)$/.test(pathname);
}

/**
 * Reads a part of Pagefind's index and decodes it with the browser's own gzip, which checks the
 * data's length and checksum, unlike Pagefind's. Rejects when the part does not decode to
 * something that starts with Pagefind's signature; otherwise answers with the decoded bytes,
 * which Pagefind then only has to strip of that signature.
 */
export async function decodedPagefindPart(response: Response): Promise<Response> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  // Browsers without DecompressionStream (Safari before 16.4) leave the decoding to Pagefind.
  if (gzip && typeof DecompressionStream === 'undefined') {
    return new Response(bytes);
  }
  const decoded = gzip
    ? new Uint8Array(await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer())
    : bytes;
  if (!startsWith(decoded, SIGNATURE)) {
    throw new SearchDownloadError(`${response.url} is not a part of Pagefind's index`);
  }
  return new Response(decoded);
}
