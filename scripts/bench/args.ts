/** The value of `--name value` or `--name=value` among a bench script's arguments, if given. */
export function valueOf(argv: readonly string[], name: string): string | undefined {
  const at = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (at < 0) return undefined;
  const arg = argv[at]!;
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[at + 1];
}
