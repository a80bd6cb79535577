import net from 'node:net';

/**
 * One TCP connection to a server, written byte by byte: for what fetch hides (a body sent by
 * halves, pipelined requests, a server closing a kept-alive connection).
 */
export interface RawConnection {
  write(text: string): void;
  /** Resolves with what the server has sent once it contains `text`. */
  received(text: string): Promise<string>;
  /** Resolves with everything the server sent, once it has closed the connection. */
  closed: Promise<string>;
}

export async function openConnection(port: number): Promise<RawConnection> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let text = '';
  const waiting: { text: string; resolve: (all: string) => void }[] = [];
  socket.on('data', (chunk) => {
    text += chunk.toString();
    for (const wait of waiting.filter((w) => text.includes(w.text))) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve(text);
    }
  });
  // A reset is a close as far as these tests go: what was received is what they check.
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(text)));
  return {
    write: (data) => socket.write(data),
    received: (wanted) =>
      text.includes(wanted)
        ? Promise.resolve(text)
        : new Promise((resolve, reject) => {
            waiting.push({ text: wanted, resolve });
            void closed.then(() => reject(new Error(`closed before "${wanted}" came:\n${text}`)));
          }),
    closed,
  };
}

/** Whether a new connection to the port is refused: the server no longer listens. */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The final responses in what a server sent (interim 1xx skipped); bodies framed by Content-Length. */
export function responsesIn(text: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) break;
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    );
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = headEnd + 4;
    // Content-Length counts bytes; these answers are ASCII JSON, so characters are bytes.
    if (status >= 200) responses.push({ status, headers, body: rest.slice(bodyStart, bodyStart + length) });
    rest = rest.slice(bodyStart + length);
  }
  return responses;
}
