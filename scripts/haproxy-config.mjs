// The HAProxy configuration of `npm run cluster` (scripts/cluster.mjs): the site and the staff
// origin, each balanced round robin over the instances, which are checked on GET /healthz.
//
// The site's backend reuses its idle connections to the instances for any guest's call
// (`http-reuse always`): a rush of guests, each on a connection of their own, then costs the
// instances no new connection each (docs/scaling.md, "Several instances behind a load
// balancer"). A connection must never be closed by the instance as HAProxy sends a call on it:
// HAProxy closes the ones no call needs itself, progressively (its `pool-purge-delay`: most of a
// burst's within about 40 s, though it may keep one it estimates it needs far longer), and the
// instances keep an idle connection INSTANCE_KEEP_ALIVE_MS. When an instance closes them anyway
// (it stops, for a deploy), a call that got nothing back on its connection is sent again
// (`retry-on empty-response`). server/test/balancer.test.ts runs this configuration against a
// Node server.

/**
 * How long the cluster's instances keep an idle connection (their KEEP_ALIVE_TIMEOUT_MS): far
 * longer than HAProxy keeps one it does not need, so the close comes from HAProxy's side. Only
 * HAProxy reaches the instances (they listen on the loopback).
 */
export const INSTANCE_KEEP_ALIVE_MS = 600_000;

/**
 * @param {{ host: string, port: number, staffPort: number, instances: Array<{ name: string, port: number, staffPort: number }> }} options
 * @returns {string}
 */
export function haproxyConfig({ host, port, staffPort, instances }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A call that could not reach an instance (refused: it died) goes to another one.
  retries 2
  option redispatch

frontend site
  bind ${host}:${port}
  option forwardfor
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  default-server inter 1s fall 2 rise 1
  http-response set-header X-Served-By %[srv_name]
  # Idle connections to the instances serve any guest's call. A call on one the instance closed
  # as it was sent got nothing back, not even a byte: it is sent again (up to its retries). So is
  # a call whose instance died before answering it: the site's creating calls carry an
  # Idempotency-Key (docs/api.md), so one that was written is answered from its stored answer,
  # never done twice. The staff backend retries connection failures only.
  http-reuse always
  retry-on conn-failure empty-response
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`).join('\n')}

frontend staff
  bind ${host}:${staffPort}
  option forwardfor
  default_backend staff

backend staff
  balance roundrobin
  option httpchk GET /healthz
  http-check expect status 200
  default-server inter 1s fall 2 rise 1
${instances.map((i) => `  server ${i.name} 127.0.0.1:${i.staffPort} check`).join('\n')}
`;
}
