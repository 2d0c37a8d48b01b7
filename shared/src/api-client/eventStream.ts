/** One server-sent event (spec §7): name (default `message`), data and optional id. */
export interface StreamEvent {
  event: string;
  data: string;
  id?: string;
}

export interface EventStreamOptions {
  url: string;
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** Sent as Last-Event-ID so the server replays what was missed. */
  lastEventId?: string;
  fetch?: typeof fetch;
  onOpen?: () => void;
  onEvent?: (event: StreamEvent) => void;
  onClose?: () => void;
  onError?: (error: Error) => void;
}

/**
 * Incremental parser of the event-stream format: feed it text chunks as they arrive, split
 * anywhere; it calls `emit` for every complete block (blocks end at a blank line).
 */
export function createEventParser(emit: (event: StreamEvent) => void) {
  let buffer = '';
  let data: string[] = [];
  let name = '';
  let id: string | undefined;

  function line(text: string): void {
    if (text === '') {
      if (data.length > 0) emit({ event: name || 'message', data: data.join('\n'), id });
      data = [];
      name = '';
      id = undefined;
      return;
    }
    if (text.startsWith(':')) return; // comment / keep-alive
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') name = value;
    else if (field === 'id' && !value.includes('\0')) id = value;
  }

  return {
    push(chunk: string): void {
      buffer += chunk;
      let index: number;
      while ((index = buffer.search(/\r\n|\r|\n/)) !== -1) {
        // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
        if (buffer[index] === '\r' && index === buffer.length - 1) break;
        const breakLength = buffer.startsWith('\r\n', index) ? 2 : 1;
        line(buffer.slice(0, index));
        buffer = buffer.slice(index + breakLength);
      }
    },
    /** Flushes a final block that was not followed by a blank line. */
    end(): void {
      if (buffer !== '') line(buffer);
      buffer = '';
      line('');
    },
  };
}

/**
 * Opens the authenticated event stream of spec §7.
 * @returns a function that cancels the stream
 * Errors go to `onError`: 'No authentication token available', 'HTTP {status}: {statusText}',
 * 'No response body', or the network failure.
 */
export function openEventStream(options: EventStreamOptions): () => void {
  const controller = new AbortController();
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const fail = (error: unknown) => {
    if (controller.signal.aborted) return;
    options.onError?.(error instanceof Error ? error : new Error(String(error)));
  };

  void (async () => {
    const token = await options.getToken();
    if (!token) throw new Error('No authentication token available');
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      Authorization: `Bearer ${token}`,
    };
    if (options.lastEventId) headers['Last-Event-ID'] = options.lastEventId;
    const response = await doFetch(options.url, { headers, signal: controller.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
    if (!response.body) throw new Error('No response body');
    options.onOpen?.();
    const parser = createEventParser((event) => options.onEvent?.(event));
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
    parser.push(decoder.decode());
    parser.end();
    options.onClose?.();
  })().catch(fail);

  return () => controller.abort();
}
