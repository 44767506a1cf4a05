import {
  fetchWithRetry,
  SPEECH_DEFAULT_TIMEOUT_MS,
  textField,
  transcriptionRequest,
  type SpeechRecognizer,
} from './speech';

/**
 * whisper.cpp's HTTP server (examples/server): POST {baseUrl}/inference, multipart: file,
 * language=so, temperature=0.0, response_format=json. Answer: `{ "text": "..." }`. It has no
 * authentication of its own; a key is sent as a bearer token for a proxy in front of it.
 */
export function createWhisperCppSpeech(options: {
  baseUrl: string;
  apiKey?: string;
  thirdParty: boolean;
  timeoutMs?: number;
}): SpeechRecognizer {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/inference`;
  return {
    provider: 'whisper-cpp',
    thirdParty: options.thirdParty,
    async transcribe(wav) {
      const res = await fetchWithRetry(
        'The whisper.cpp server',
        url,
        () =>
          transcriptionRequest(wav, { language: 'so', temperature: '0.0', response_format: 'json' }, options.apiKey),
        options.timeoutMs ?? SPEECH_DEFAULT_TIMEOUT_MS,
      );
      return textField('The whisper.cpp server', res);
    },
  };
}
