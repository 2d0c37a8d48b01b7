import { readFileSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { renderPreviewPng } from '../node.ts';
import { readPattern } from '../registry.ts';
import { renderSvg } from '../render/renderSvg.ts';
import type { CliIo } from './io.ts';

/** Options of `stickerei render`. */
export interface RenderCommandOptions {
  size?: number;
  background?: string;
}

/**
 * `stickerei render IN OUT.png|OUT.svg [--size N] [--background #rrggbb]`.
 * @returns the exit status
 * @throws Error for an output that is neither .png nor .svg, or a bad size or colour
 */
export function render(
  input: string,
  output: string,
  options: RenderCommandOptions,
  io: CliIo,
): number {
  const kind = extname(output).toLowerCase();
  if (kind !== '.png' && kind !== '.svg')
    throw new Error(`cannot render to "${output}": use a .png or .svg file name`);
  if (options.background !== undefined && !/^#[0-9a-f]{6}$/i.test(options.background)) {
    throw new Error(`--background must be a colour like #f4f1ea, got "${options.background}"`);
  }
  const { pattern } = readPattern(new Uint8Array(readFileSync(input)), input);
  const renderOptions = { size: options.size ?? 512, background: options.background ?? null };
  const bytes =
    kind === '.png' ? renderPreviewPng(pattern, renderOptions) : renderSvg(pattern, renderOptions);
  writeFileSync(output, bytes);
  io.out(`${input} → ${output} (${renderOptions.size} px)`);
  return 0;
}
