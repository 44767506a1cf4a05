import type { AudioVoice } from './lesson-audio';

/** Says whose voice was heard: a family member's recording, or the computer voice. */
export function VoiceLabel({ voice }: { voice: AudioVoice | null }) {
  if (voice?.recordedBy) return <span className="text-xs text-ink-700">Recorded by {voice.recordedBy}</span>;
  if (voice?.synthesised) return <span className="text-xs text-ink-500">computer voice</span>;
  return null;
}
