/** A file as a `data:` URL (works in the browser and in tests; no FileReader needed). */
export async function fileToDataUrl(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In chunks: String.fromCharCode with a whole image's bytes would overflow the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

interface LogoFormValues {
  /** What react-admin's ImageInput holds after a choice: `{ rawFile, src, title }`. */
  logoFile?: { rawFile?: Blob } | null;
  /** The "remove logo" switch. */
  removeLogo?: boolean;
  [key: string]: unknown;
}

/**
 * The author form's values as the api takes them: a newly chosen file becomes `logo` (a data:
 * URL), the remove switch becomes `logo: null`, otherwise `logo` is left out (kept).
 */
export async function logoTransform(values: LogoFormValues): Promise<Record<string, unknown>> {
  const { logoFile, removeLogo, ...rest } = values;
  delete rest.logo;
  if (logoFile?.rawFile) return { ...rest, logo: await fileToDataUrl(logoFile.rawFile) };
  if (removeLogo) return { ...rest, logo: null };
  return rest;
}
