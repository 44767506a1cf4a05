import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { DATABASE_RETRY_AFTER_S, SERVICE_UNAVAILABLE_MESSAGE } from './error-handler';

/**
 * Answers that never reach a route, in the contract's `{detail}` shape: what Node's HTTP parser
 * refuses before Fastify sees a request (a control byte in a header, a malformed request line, headers
 * too large, a request that took too long) and what Fastify refuses before routing (a URL that does not
 * decode). Written on the raw socket, as Node itself would, then the connection closes.
 */
export function clientErrorAnswer(code: string | undefined): { status: number; detail: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, detail: 'The request took too long to arrive' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, detail: 'Request headers are too large' };
  return { status: 400, detail: 'Malformed HTTP request' };
}

/** Fastify's clientErrorHandler: the parser's refusals answer `{detail}` and close the connection. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { status, detail } = clientErrorAnswer(error.code);
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/** Fastify's frameworkErrors: errors raised before routing (a URL that does not decode, say). */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) => {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const detail = error.code === 'FST_ERR_BAD_URL' ? 'The request URL is not valid' : 'Malformed HTTP request';
  void reply.code(status).send({ detail });
};

const DRAINING_BODY = JSON.stringify({ detail: SERVICE_UNAVAILABLE_MESSAGE });

/**
 * The answer to a request that arrives on a kept-alive connection while the server drains: sent
 * already serialized, since the route it was meant for may declare no 503 of this shape.
 */
export function drainingAnswer(reply: FastifyReply): void {
  void reply
    .code(503)
    .header('connection', 'close')
    .header('retry-after', String(DATABASE_RETRY_AFTER_S))
    .type('application/json; charset=utf-8')
    .send(DRAINING_BODY);
}
