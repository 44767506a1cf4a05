import { fetchWithRetry, SpeechError, SPEECH_DEFAULT_TIMEOUT_MS, type SpeechRecognizer } from './speech';

/** Somali (Somalia) in Azure Speech. */
export const AZURE_SPEECH_LANGUAGE = 'so-SO';

/**
 * Azure Speech speech-to-text for short audio (REST, up to 60 s): the WAV POSTed to
 * https://{region}.stt.speech.microsoft.com/speech/recognition/conversation/cognitiveservices/v1
 * ?language=so-SO&format=simple with `Ocp-Apim-Subscription-Key` and
 * `Content-Type: audio/wav; codecs=audio/pcm; samplerate=16000`. Answer:
 * `{ RecognitionStatus, DisplayText }`; NoMatch and InitialSilenceTimeout mean nothing was heard.
 * `endpoint` replaces the regional URL (tests point it at a local fake).
 */
export function createAzureSpeech(options: {
  key: string;
  region: string;
  endpoint?: string;
  thirdParty: boolean;
  timeoutMs?: number;
}): SpeechRecognizer {
  const base =
    options.endpoint?.replace(/\/+$/, '') ??
    `https://${options.region}.stt.speech.microsoft.com/speech/recognition/conversation/cognitiveservices/v1`;
  const url = `${base}?language=${AZURE_SPEECH_LANGUAGE}&format=simple`;
  return {
    provider: 'azure',
    thirdParty: options.thirdParty,
    async transcribe(wav) {
      const res = await fetchWithRetry(
        'Azure Speech',
        url,
        () => ({
          method: 'POST' as const,
          headers: {
            'Ocp-Apim-Subscription-Key': options.key,
            'Content-Type': 'audio/wav; codecs=audio/pcm; samplerate=16000',
            Accept: 'application/json',
          },
          body: wav,
        }),
        options.timeoutMs ?? SPEECH_DEFAULT_TIMEOUT_MS,
      );
      const body = (await res.json().catch(() => null)) as {
        RecognitionStatus?: unknown;
        DisplayText?: unknown;
      } | null;
      if (!body || typeof body.RecognitionStatus !== 'string')
        throw new SpeechError('Azure Speech answered without a status');
      if (body.RecognitionStatus === 'Success')
        return typeof body.DisplayText === 'string' ? body.DisplayText.trim() : '';
      if (body.RecognitionStatus === 'NoMatch' || body.RecognitionStatus === 'InitialSilenceTimeout') return '';
      throw new SpeechError(`Azure Speech could not recognise the recording: ${body.RecognitionStatus}`);
    },
  };
}
