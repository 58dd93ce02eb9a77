type PutFileOptions = {
  contentType: string;
  /** The signed form fields of an S3 POST policy: the file goes as a form POST after them. */
  fields?: Record<string, string> | undefined;
  /** Share of the bytes sent so far, 0 to 1. */
  onProgress(share: number): void;
  signal?: AbortSignal | undefined;
};

/** A Content-Disposition header value that is always a valid header (non-ASCII names go in filename*). */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return ascii === name ? `inline; filename="${name}"` : `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** An upload the person cancelled. */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Sends a file's bytes to a signed address: a PUT (spec: with content-type and content-disposition
 * headers), or with `fields` a multipart form POST (S3's POST policy). XMLHttpRequest rather than
 * fetch because only it reports upload progress; the signed address needs no credentials.
 */
export function putFile(
  url: string,
  file: Blob & { name: string },
  { contentType, fields, onProgress, signal }: PutFileOptions,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
    const xhr = new XMLHttpRequest();
    let body: Blob | FormData = file;
    if (fields) {
      xhr.open('POST', url);
      body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.append(name, value);
      body.append('file', file);
    } else {
      xhr.open('PUT', url);
      xhr.setRequestHeader('Content-Type', contentType);
      xhr.setRequestHeader('Content-Disposition', inlineDisposition(file.name));
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(`PUT answered ${xhr.status}`)));
    xhr.onerror = () => reject(new Error('PUT failed'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
