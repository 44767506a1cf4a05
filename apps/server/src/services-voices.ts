import type { Logger } from 'pino';
import type { Adapters } from '@/adapters';
import type { Db } from '@/db/client';
import type { UnitOfWork } from '@/db/unit-of-work';
import type { Clock } from '@/lib/clock';
import type { HearsEvents } from '@/lib/domain-events';
import { createAudioPipeline, createAudioPlays, createAudioService } from '@/modules/audio';
import type { AuditService } from '@/modules/audit';
import type { ContentService } from '@/modules/content';
import { createFamilyVoiceService, type FamilyVoiceDeps } from '@/modules/family-voice';
import { createVoiceStudioService } from '@/modules/voice-studio';

/**
 * Lesson audio and the native voices heard before the computer voice: a family's recordings for
 * its children (family voice) and the voice studio's approved recordings for everyone. When an
 * account or a child profile is deleted their rows cascade; the stored bytes go on `userDeleting`.
 */
export function createVoiceServices(deps: {
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
  log: Logger;
  events: HearsEvents;
  content: ContentService;
  progress: FamilyVoiceDeps['progress'];
  review: FamilyVoiceDeps['review'];
  audit: AuditService;
  adapters: Pick<Adapters, 'audioStore' | 'tts'>;
  /** Where Somali text for keys the bundle lacks is found (dynamic lessons, review answers). */
  extraTexts: readonly ((stem: string) => Promise<string | undefined>)[];
}) {
  const { db, uow, clock, log, events, content, adapters } = deps;
  const store = adapters.audioStore;
  const pipeline = createAudioPipeline();
  const familyVoice = createFamilyVoiceService({
    ...{ db, clock, store, pipeline, content, log, events },
    progress: deps.progress,
    review: deps.review,
  });
  const audioPlays = createAudioPlays(db, uow);
  const audio = createAudioService({
    content,
    store,
    tts: adapters.tts,
    extraTexts: deps.extraTexts,
    // Asked at each request, once the voice studio below exists.
    native: (names) => voiceStudio.nativeAudio(names),
  });
  const voiceStudio = createVoiceStudioService({
    ...{ db, uow, clock, store, pipeline, content, log, events, audit: deps.audit },
    plays: audioPlays,
    bundleRecordings: audio.bundleRecordings,
    familyKeys: familyVoice.keysForListener,
  });
  return { audio, audioPlays, familyVoice, voiceStudio };
}
