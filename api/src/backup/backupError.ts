/** Why a backup or a restore stopped; the message says what to do next. */
export type BackupErrorCode =
  | 'not-embedded'
  | 'no-data'
  | 'busy'
  | 'api-unreachable'
  | 'output-exists'
  | 'corrupt'
  | 'target-not-empty'
  | 'failed';

export class BackupError extends Error {
  override name = 'BackupError';
  readonly code: BackupErrorCode;
  constructor(code: BackupErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.code = code;
  }
}
