/** Where synthesised audio and native recordings are kept: a folder under DATA_DIR, or an S3-compatible bucket. */
export interface AudioStore {
  readonly kind: 'local' | 's3' | 'memory';
  /** The stored bytes, or null when the object does not exist. */
  get(key: string): Promise<Buffer | null>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes the object; nothing happens when it does not exist. */
  delete(key: string): Promise<void>;
}

/** Object keys are `<namespace>/<audio key>`: letters, digits, _ - . and at most one level of folders. */
export const STORE_KEY_PATTERN = /^[a-z0-9_-]+(?:\/[a-z0-9_.-]+)?$/i;

export function assertStoreKey(key: string): void {
  if (!STORE_KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid audio store key: ${key}`);
}
