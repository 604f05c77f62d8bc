/**
 * How long the Node server waits for a client (slowloris guard): the headers must arrive within
 * HEADERS_TIMEOUT_MS and the whole request within REQUEST_TIMEOUT_MS, however slowly the client
 * keeps sending (408, connection closed); a socket silent both ways for IDLE_SOCKET_MS is closed,
 * and an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS (whichever is longer: a balancer
 * that keeps its connections to the instance must be the one to close them).
 * Node checks the first two on a timer: it runs often enough that a timeout is kept to within a
 * second, not Node's default 30 s.
 */
import type { AppConfig } from '../config';

const IDLE_SOCKET_MS = 120_000;

export function serverTimeouts(config: Pick<AppConfig, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs'>) {
  const requestTimeout = config.requestTimeoutMs;
  // Node refuses headers allowed longer than the whole request.
  const headersTimeout = Math.min(config.headersTimeoutMs, requestTimeout);
  const keepAliveTimeout = config.keepAliveTimeoutMs;
  return {
    requestTimeout,
    keepAliveTimeout,
    // The socket's own idle timeout would otherwise end a keep-alive connection first.
    connectionTimeout: Math.max(IDLE_SOCKET_MS, keepAliveTimeout + 10_000),
    http: { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(1000, headersTimeout) },
  };
}
