import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest (the uploader's PUT or form POST): it records the request and lets a test
 * report progress and answer. Install with `installFakeXhr()`; undo with `vi.unstubAllGlobals()`.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  /** Answers with an HTTP status. */
  respond(status: number) {
    this.status = status;
    this.onload?.();
  }
}

/** Replaces XMLHttpRequest with FakeXhr and forgets earlier requests. */
export function installFakeXhr() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

/** The latest upload request (PUT or POST), once the uploader has sent it. */
export async function lastPut(): Promise<FakeXhr> {
  await vi.waitFor(() => {
    if (FakeXhr.sent.length === 0) throw new Error('no PUT yet');
  });
  return FakeXhr.sent.at(-1) as FakeXhr;
}
