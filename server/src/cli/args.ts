/** The tools' command lines: positional words and `--name value` / `--name=value` / `--flag` options. */
export interface ParsedArgs {
  positional: string[];
  flags: Record<string, string | true>;
}

/** `booleans`: the options that take no value (e.g. --json, --help). */
export function parseArgs(argv: string[], booleans: readonly string[] = ['json', 'help']): ParsedArgs {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (inline !== undefined) flags[name] = inline;
    else if (booleans.includes(name)) flags[name] = true;
    else flags[name] = argv[++i] ?? '';
  }
  return { positional, flags };
}

export const stringFlag = (flags: ParsedArgs['flags'], name: string): string | undefined => (typeof flags[name] === 'string' ? (flags[name] as string) : undefined);
