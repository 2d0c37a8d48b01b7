import { parseArgs } from 'node:util';
import { MAX_RENDER_SIDE } from '../render/renderOptions.ts';
import { convert } from './convert.ts';
import { inspect } from './inspect.ts';
import { errorMessage, type CliIo } from './io.ts';
import { render } from './render.ts';

/** Usage text of `stickerei --help`. */
export const USAGE = `stickerei — inspect, convert and render embroidery files

Usage:
  stickerei inspect FILE… [--json]       statistics per file (format, size, counts, threads, palette)
  stickerei convert IN OUT                write OUT in the format its extension names (dst, pes, jef, …)
  stickerei render IN OUT.png|OUT.svg [--size N] [--background #rrggbb]
                                          a preview that looks like stitched thread (default 512 px,
                                          transparent background)
  stickerei --help

The format of an input is detected from its bytes. The exit status is non-zero when any file fails;
the error goes to stderr.`;

function expectArgs(command: string, positionals: string[], count: number): void {
  if (positionals.length !== count)
    throw new Error(
      `${command} needs ${count === 2 ? 'IN and OUT' : 'FILE'} — see stickerei --help`,
    );
}

function parseSize(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > MAX_RENDER_SIDE) {
    throw new Error(
      `--size must be a whole number of pixels, 1–${MAX_RENDER_SIDE}, got "${value}"`,
    );
  }
  return size;
}

const OPTIONS = {
  json: { type: 'boolean' },
  size: { type: 'string' },
  background: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<
  typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>
>['values'];

function dispatch(
  command: string | undefined,
  rest: string[],
  values: Values,
  io: CliIo,
): number | undefined {
  if (command === 'inspect' && rest.length > 0) return inspect(rest, values.json ?? false, io);
  if (command === 'convert') {
    expectArgs(command, rest, 2);
    return convert(rest[0]!, rest[1]!, io);
  }
  if (command === 'render') {
    expectArgs(command, rest, 2);
    const options = { size: parseSize(values.size), background: values.background };
    return render(rest[0]!, rest[1]!, options, io);
  }
  return undefined;
}

/**
 * Runs the `stickerei` command line.
 * @param argv the arguments after the program name
 * @param io where output and errors go
 * @returns the exit status (0 ok, 1 a file failed, 2 bad usage)
 */
export function runCli(argv: readonly string[], io: CliIo): number {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: OPTIONS });
  } catch (error) {
    io.err(`${errorMessage(error)}\n\n${USAGE}`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || command === 'help') {
    io.out(USAGE);
    return 0;
  }
  let status: number | undefined;
  try {
    status = dispatch(command, rest, parsed.values, io);
  } catch (error) {
    io.err(`${rest[0] ?? ''}: ${errorMessage(error)}`);
    return 1;
  }
  if (status !== undefined) return status;
  io.err(command ? `unknown command or missing files: ${command}\n\n${USAGE}` : USAGE);
  return 2;
}
