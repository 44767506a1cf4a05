import { TtsError, type TtsProvider } from './tts';

export const AZURE_OUTPUT_FORMAT = 'riff-24khz-16bit-mono-pcm';
export const AZURE_DEFAULT_VOICE = 'so-SO-UbaxNeural';
export const AZURE_TIMEOUT_MS = 15_000;

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

export function azureSsml(text: string, voice = AZURE_DEFAULT_VOICE): string {
  return (
    `<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="so-SO">` +
    `<voice name="${escapeXml(voice)}">${escapeXml(text)}</voice></speak>`
  );
}

/**
 * Azure Speech text-to-speech over its REST API: SSML POSTed to
 * https://{region}.tts.speech.microsoft.com/cognitiveservices/v1, answered with a RIFF WAV.
 * `endpoint` replaces that URL (tests point it at a local fake).
 */
export function createAzureTts(options: {
  key: string;
  region: string;
  voice?: string;
  endpoint?: string;
  timeoutMs?: number;
}): TtsProvider {
  const voice = options.voice ?? AZURE_DEFAULT_VOICE;
  const url = options.endpoint ?? `https://${options.region}.tts.speech.microsoft.com/cognitiveservices/v1`;
  return {
    id: `azure-${voice}`,
    async synthesize(text) {
      if (!text.trim()) throw new TtsError('nothing to say');
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            'Ocp-Apim-Subscription-Key': options.key,
            'Content-Type': 'application/ssml+xml',
            'X-Microsoft-OutputFormat': AZURE_OUTPUT_FORMAT,
            'User-Agent': 'Hadal',
          },
          body: azureSsml(text, voice),
          signal: AbortSignal.timeout(options.timeoutMs ?? AZURE_TIMEOUT_MS),
        });
      } catch (e) {
        throw new TtsError(`Azure Speech is unreachable: ${(e as Error).message}`);
      }
      if (!res.ok) throw new TtsError(`Azure Speech answered ${res.status} ${res.statusText}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async close() {},
  };
}
