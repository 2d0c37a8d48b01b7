import { describe, expect, it, vi } from 'vitest';
import { createEventParser, openEventStream, type StreamEvent } from './eventStream.ts';

function parse(chunks: string[]): StreamEvent[] {
  const events: StreamEvent[] = [];
  const parser = createEventParser((e) => events.push(e));
  for (const c of chunks) parser.push(c);
  return events;
}

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
}

describe('event-stream parser', () => {
  it('parses event name, data and id blocks separated by blank lines', () => {
    expect(parse(['event: job\ndata: {"a":1}\nid: 7\n\ndata: plain\n\n'])).toEqual([
      { event: 'job', data: '{"a":1}', id: '7' },
      { event: 'message', data: 'plain', id: undefined },
    ]);
  });

  it('joins multi-line data with newlines', () => {
    expect(parse(['data: one\ndata: two\ndata:three\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo\nthree', id: undefined },
    ]);
  });

  it('handles data split across network chunks anywhere, including CRLF', () => {
    const text = 'event: job\r\ndata: {"state":"done"}\r\nid: 42\r\n\r\n';
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse([text.slice(0, cut), text.slice(cut)])).toEqual([
        { event: 'job', data: '{"state":"done"}', id: '42' },
      ]);
    }
  });

  it('ignores comments and blocks without data', () => {
    expect(parse([': keep-alive\n\nevent: ping\n\n'])).toEqual([]);
  });
});

describe('openEventStream', () => {
  it("fails with 'No authentication token available' without a token", async () => {
    const onError = vi.fn();
    const fetchMock = vi.fn();
    openEventStream({ url: '/s', getToken: () => null, fetch: fetchMock, onError });
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0]?.[0].message).toBe('No authentication token available');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reports 'HTTP {status}: {statusText}' for a failed response", async () => {
    const onError = vi.fn();
    const fetchMock = vi.fn(
      async () => new Response('no', { status: 401, statusText: 'Unauthorized' }),
    );
    openEventStream({
      url: '/s',
      getToken: () => 't',
      fetch: fetchMock as unknown as typeof fetch,
      onError,
    });
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0]?.[0].message).toBe('HTTP 401: Unauthorized');
  });

  it("reports 'No response body' when the body is missing", async () => {
    const onError = vi.fn();
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    openEventStream({
      url: '/s',
      getToken: () => 't',
      fetch: fetchMock as unknown as typeof fetch,
      onError,
    });
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0]?.[0].message).toBe('No response body');
  });

  it('opens with the token and Last-Event-ID, delivers events, then closes', async () => {
    const calls: string[] = [];
    const events: StreamEvent[] = [];
    const fetchMock = vi.fn(
      async () => new Response(streamOf(['event: job\nda', 'ta: 1\nid: 3\n\n', 'data: x\n\n'])),
    );
    await new Promise<void>((resolve) => {
      openEventStream({
        url: '/api/stream/processing-jobs',
        getToken: async () => 'tok',
        lastEventId: '2',
        fetch: fetchMock as unknown as typeof fetch,
        onOpen: () => calls.push('open'),
        onEvent: (e) => events.push(e),
        onClose: () => {
          calls.push('close');
          resolve();
        },
      });
    });
    expect(calls).toEqual(['open', 'close']);
    expect(events).toEqual([
      { event: 'job', data: '1', id: '3' },
      { event: 'message', data: 'x', id: undefined },
    ]);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      Accept: 'text/event-stream',
      'Last-Event-ID': '2',
    });
  });

  it('returns a cancel function that aborts the request without reporting an error', async () => {
    const onError = vi.fn();
    let signal: AbortSignal | undefined;
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Response(new ReadableStream({}));
    });
    const cancel = openEventStream({
      url: '/s',
      getToken: () => 't',
      fetch: fetchMock as unknown as typeof fetch,
      onError,
    });
    await vi.waitFor(() => expect(signal).toBeDefined());
    cancel();
    expect(signal?.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(onError).not.toHaveBeenCalled();
  });
});
