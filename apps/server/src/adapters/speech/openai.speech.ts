import {
  fetchWithRetry,
  SPEECH_DEFAULT_TIMEOUT_MS,
  textField,
  transcriptionRequest,
  type SpeechRecognizer,
} from './speech';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com';
export const OPENAI_DEFAULT_MODEL = 'whisper-1';

/**
 * Any OpenAI-compatible transcription endpoint: OpenAI itself, or a self-hosted Whisper server
 * (faster-whisper-server, speaches, LocalAI, vLLM) running a Somali-tuned model.
 * POST {baseUrl}/v1/audio/transcriptions, multipart: file, model, language=so, response_format=json;
 * `Authorization: Bearer <key>` when a key is given. Answer: `{ "text": "..." }`.
 */
export function createOpenAiSpeech(options: {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  thirdParty: boolean;
  timeoutMs?: number;
}): SpeechRecognizer {
  const url = `${(options.baseUrl ?? OPENAI_DEFAULT_BASE_URL).replace(/\/+$/, '').replace(/\/v1$/, '')}/v1/audio/transcriptions`;
  const model = options.model ?? OPENAI_DEFAULT_MODEL;
  return {
    provider: 'openai',
    thirdParty: options.thirdParty,
    async transcribe(wav) {
      const res = await fetchWithRetry(
        'The transcription service',
        url,
        () =>
          transcriptionRequest(
            wav,
            { model, language: 'so', response_format: 'json', temperature: '0' },
            options.apiKey,
          ),
        options.timeoutMs ?? SPEECH_DEFAULT_TIMEOUT_MS,
      );
      return textField('The transcription service', res);
    },
  };
}
