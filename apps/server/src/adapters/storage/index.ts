import path from 'node:path';
import type { Config } from '../../config';
import type { AudioStore } from './audio-store';
import { createLocalAudioStore } from './local.store';
import { createS3AudioStore } from './s3.store';

export type { AudioStore } from './audio-store';

/** The store AUDIO_STORE names: DATA_DIR/audio (default) or an S3-compatible bucket. */
export function createAudioStore(config: Config): AudioStore {
  if (config.AUDIO_STORE === 's3' && config.S3_BUCKET) {
    return createS3AudioStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalAudioStore(path.join(config.DATA_DIR, 'audio'));
}
