/**
 * The staff tool:
 *   node server/dist/cli/staff.js <command> [args] --venue <slug> [--token <staff token>] [--api <url>] [--json]
 * The token comes from --token or STAFF_TOKEN, the server from --api, STAFF_API_URL, or the
 * server's staff origin (STAFF_URL, else http://localhost:$STAFF_PORT, 8081: staff-origin-url.ts).
 */
import { STAFF_COMMANDS } from './commands';
import { parseArgs } from './args';
import { defaultStaffOrigin } from './staff-origin-url';
import { StaffApiError, staffApi } from './staff-api';
import type { StaffCommand } from './staff-command';

export interface CliIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}

function help(commands: StaffCommand[]): string {
  return [
    'Usage: npm run staff -- <command> [args] --venue <slug> [--token <staff token>] [--api <url>] [--json]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${`${c.name} ${c.args}`.padEnd(36)} ${c.summary}`),
    '',
    'The staff token comes from --token or STAFF_TOKEN (npm start prints the demo ones);',
    'the server from --api, STAFF_API_URL or its staff origin (STAFF_URL, else http://localhost:$STAFF_PORT, 8081).',
  ].join('\n');
}

export async function runStaffCli(argv: string[], io: CliIo, commands: StaffCommand[] = STAFF_COMMANDS): Promise<number> {
  const { positional, flags } = parseArgs(argv);
  const [name, ...args] = positional;
  const command = commands.find((c) => c.name === name);
  if (!command || flags.help) {
    (command || flags.help ? io.out : io.err)(help(commands));
    return command || flags.help ? 0 : 2;
  }
  const token = typeof flags.token === 'string' ? flags.token : io.env.STAFF_TOKEN;
  if (!token) {
    io.err('A staff token is needed: --token <token> or STAFF_TOKEN=<token>.');
    return 2;
  }
  const baseUrl = typeof flags.api === 'string' ? flags.api : (io.env.STAFF_API_URL ?? defaultStaffOrigin(io.env));
  const venue = typeof flags.venue === 'string' ? flags.venue : undefined;
  try {
    return await command.run({ api: staffApi(baseUrl, token, venue), json: flags.json === true, out: io.out }, args);
  } catch (err) {
    if (!(err instanceof StaffApiError)) throw err;
    if (flags.json === true) io.out(JSON.stringify({ error: { code: err.code, message: err.message, details: err.details } }));
    else io.err(`${err.code}: ${err.message}`);
    return err.httpStatus === 0 || err.httpStatus === 401 || err.code === 'WRONG_VENUE' ? 2 : 1;
  }
}
