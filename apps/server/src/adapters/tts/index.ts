import type { Config } from '../../config';
import { createAzureTts } from './azure.tts';
import { createEspeakTts } from './espeak.tts';
import type { TtsProvider } from './tts';

export type { TtsProvider } from './tts';

/** The provider TTS_PROVIDER names: eSpeak NG (embedded, the default) or Azure Speech. */
export function createTts(config: Config): TtsProvider {
  if (config.TTS_PROVIDER === 'azure' && config.AZURE_SPEECH_KEY && config.AZURE_SPEECH_REGION) {
    return createAzureTts({ key: config.AZURE_SPEECH_KEY, region: config.AZURE_SPEECH_REGION });
  }
  return createEspeakTts();
}
