// What a download in a format loses or limits (docs/format-check.md).
export { checkFormat, checkableFormats } from './checkFormat.ts';
export {
  type FormatCheck,
  type FormatWarning,
  type FormatWarningCode,
  UnknownFormatError,
} from './formatWarning.ts';
