/** The value after `--name` (or of `--name=value`) in this process's arguments. */
export function option(name: string, argv = process.argv.slice(2)): string | undefined {
  const index = argv.indexOf(`--${name}`);
  if (index >= 0) return argv[index + 1];
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

export function flag(name: string, argv = process.argv.slice(2)): boolean {
  return argv.includes(`--${name}`);
}

/** Arguments that are neither options nor their values; `valued` names the options that take a value. */
export function positionals(valued: string[], argv = process.argv.slice(2)): string[] {
  const result: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (valued.includes(arg.replace(/^--/, ''))) i += 1;
    else if (!arg.startsWith('--')) result.push(arg);
  }
  return result;
}

/** Prints the reason and ends the process with exit code 1. */
export function refuse(command: string, reason: string): never {
  console.error(`${command}: ${reason}`);
  process.exit(1);
}
