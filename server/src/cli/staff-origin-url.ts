/**
 * Where the venue and staff tools find the server by default: its staff origin (the operator and
 * staff APIs answer nowhere else, server/src/web/staff-side.ts): STAFF_URL, else
 * http://localhost:$STAFF_PORT, else the port after $PORT (8081).
 */
export function defaultStaffOrigin(env: NodeJS.ProcessEnv): string {
  if (env.STAFF_URL) return env.STAFF_URL;
  const port = env.STAFF_PORT || String(Number(env.PORT || 8080) + 1);
  return `http://localhost:${port}`;
}
