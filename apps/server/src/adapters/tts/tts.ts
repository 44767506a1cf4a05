/** Text-to-speech for lesson audio: Somali text in, WAV bytes out. */
export interface TtsProvider {
  /** Names the voice; synthesised audio is stored under it, so a new voice never serves old files. */
  readonly id: string;
  synthesize(text: string): Promise<Buffer>;
  close(): Promise<void>;
}

export class TtsError extends Error {}
