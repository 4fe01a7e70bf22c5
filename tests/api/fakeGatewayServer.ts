/*
 * An in-process HTTP server standing in for a payment gateway in adapter tests: listens on
 * 127.0.0.1 (port 0), records every request exactly as received (method, path, headers, raw body)
 * and answers from per-route handlers the test sets. A route without a handler answers 404.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The body parsed as JSON, or undefined when it is empty or not JSON. */
  json: unknown;
}

export interface FakeAnswer {
  status?: number;
  /** Sent as JSON; `raw` wins when both are given. */
  json?: unknown;
  raw?: string;
  /** Wait this long before answering (to test timeouts). */
  delayMs?: number;
}

export type FakeHandler = (request: RecordedRequest) => FakeAnswer;

export class FakeGatewayServer {
  readonly requests: RecordedRequest[] = [];
  private readonly handlers = new Map<string, FakeHandler>();
  private server: Server | null = null;
  baseUrl = '';

  /** Sets the answer for `METHOD /path` (the path without its query string). */
  on(method: string, path: string, handler: FakeHandler | FakeAnswer): this {
    this.handlers.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    return this;
  }

  /** Sets the answer for every path starting with `prefix` (e.g. "/v2/charges/"). */
  onPrefix(method: string, prefix: string, handler: FakeHandler | FakeAnswer): this {
    return this.on(method, `${prefix}*`, handler);
  }

  reset(): void {
    this.requests.length = 0;
    this.handlers.clear();
  }

  private handlerFor(method: string, path: string): FakeHandler | undefined {
    const exact = this.handlers.get(`${method} ${path}`);
    if (exact) return exact;
    for (const [key, handler] of this.handlers) {
      const [m, pattern] = key.split(' ') as [string, string];
      if (m === method && pattern.endsWith('*') && path.startsWith(pattern.slice(0, -1))) return handler;
    }
    return undefined;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const rawBody = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = rawBody === '' ? undefined : JSON.parse(rawBody);
        } catch {
          json = undefined;
        }
        const path = (req.url ?? '/').split('?')[0]!;
        const recorded = { method: req.method ?? 'GET', path, headers: req.headers, rawBody, json };
        this.requests.push(recorded);
        const handler = this.handlerFor(recorded.method, path);
        const answer = handler ? handler(recorded) : { status: 404, json: { Message: 'Not found' } };
        const send = () => {
          const body = answer.raw ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
          res.writeHead(answer.status ?? 200, {
            'content-type': answer.raw !== undefined ? 'text/html' : 'application/json',
          });
          res.end(body);
        };
        if (answer.delayMs) setTimeout(send, answer.delayMs);
        else send();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = null;
  }

  /** The last request recorded (fails loudly when there is none). */
  last(): RecordedRequest {
    const request = this.requests.at(-1);
    if (!request) throw new Error('The fake gateway received no request.');
    return request;
  }
}
