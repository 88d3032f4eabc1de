/** One server-sent event frame as the API writes it (`id:` only when given). */
export function sseFrame(event: string, data: unknown, id?: number | string): string {
  return `${id === undefined ? '' : `id: ${String(id)}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A text/event-stream answer the test writes into as the server would, and can end or break. */
export function sseStream() {
  const encoder = new TextEncoder();
  let push: (text: string) => void = () => undefined;
  let end: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // Writing after the client cancelled the stream is a no-op, as for a server whose client left.
      push = (text) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          // closed
        }
      };
      end = () => {
        try {
          controller.close();
        } catch {
          // closed
        }
      };
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
  });
  return { response, push: (text: string) => push(text), end: () => end() };
}
