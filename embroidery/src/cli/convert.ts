import { readFileSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { FormatError } from '../model/formatError.ts';
import { formatById, readPattern, writePattern } from '../registry.ts';
import type { CliIo } from './io.ts';

/**
 * `stickerei convert IN OUT`: reads IN (format from its bytes) and writes OUT in the format its
 * extension names.
 * @returns the exit status
 * @throws FormatError when IN cannot be read or OUT's format cannot be written
 */
export function convert(input: string, output: string, io: CliIo): number {
  const extension = extname(output).slice(1).toLowerCase();
  const target = formatById(extension);
  if (!target?.write) {
    throw new FormatError(
      extension || 'unknown',
      0,
      `cannot write "${output}": no writer for the extension .${extension}`,
    );
  }
  const { format, pattern } = readPattern(new Uint8Array(readFileSync(input)), input);
  const bytes = writePattern(pattern, target.id);
  writeFileSync(output, bytes);
  io.out(`${input} (${format.id}) → ${output} (${target.id}, ${bytes.length} bytes)`);
  return 0;
}
