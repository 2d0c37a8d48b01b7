/** Where the command-line tool writes: the process's streams, or a buffer in tests. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

/** The process's stdout and stderr. */
export const processIo: CliIo = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
};

/** A short message for anything thrown: the library's format errors already name format and byte. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
