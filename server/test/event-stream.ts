import { expect, vi } from 'vitest';

/**
 * A minimal EventSource over fetch, for API tests of server-sent event streams: opens `url`,
 * collects the `data` of each `event: name` block as it arrives, and is closed by `close()`.
 */
export async function watchEvents<T>(url: string, name: string, headers: Record<string, string>) {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  const events: T[] = [];
  let text = '';
  void (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
        events.length = 0;
        for (const match of text.matchAll(new RegExp(`^event: ${name}\\ndata: (.*)$`, 'gm')))
          events.push(JSON.parse(match[1]!) as T);
      }
    } catch {
      // the stream was closed
    }
  })();
  return {
    res,
    events,
    /** Resolves once the server's first comment (`: connected`) has arrived. */
    connected: () => vi.waitFor(() => expect(text).toContain(': connected'), { timeout: 20_000 }),
    waitFor: (match: (event: T) => boolean) =>
      vi.waitFor(
        () => {
          if (!events.some(match)) throw new Error(`not yet: ${JSON.stringify(events)}`);
        },
        { timeout: 20_000, interval: 50 },
      ),
    close: () => abort.abort(),
  };
}
