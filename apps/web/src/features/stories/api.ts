// The light schemas of @hadal/domain (each held equal to its zod schema by a domain test): the
// stories screens read these answers without zod in their first load.
import {
  storyCompleteResponseLightSchema,
  storyListResponseLightSchema,
  storyReaderLightSchema,
  type StoryCompleteRequest,
  type StoryCompleteResponse,
  type StoryListEntry,
  type StoryReader,
} from '@hadal/domain';
import { api } from '@/lib/api-client';

/** The stories calls (docs/learning.md, "Stories"): one function per call, each answer parsed with its domain schema. */

export const storiesKeys = {
  all: ['stories'] as const,
  list: ['stories', 'list'] as const,
  story: (id: string) => ['stories', 'story', id] as const,
};

/** GET /stories: every story by level, with the learner's completion and XP. */
export async function getStories(): Promise<StoryListEntry[]> {
  return storyListResponseLightSchema.parse(await api.get('/stories'), 'answer of GET /stories');
}

/** GET /stories/{story_id}: the lines, their glosses and the questions (never their answers). */
export async function getStory(id: string): Promise<StoryReader> {
  return storyReaderLightSchema.parse(
    await api.get(`/stories/${encodeURIComponent(id)}`),
    'answer of GET /stories/{id}',
  );
}

/** POST /stories/{story_id}/complete: the server grades the answers; the first pass grants XP. */
export async function completeStory(id: string, body: StoryCompleteRequest): Promise<StoryCompleteResponse> {
  return storyCompleteResponseLightSchema.parse(
    await api.post(`/stories/${encodeURIComponent(id)}/complete`, body),
    'answer of POST /stories/{id}/complete',
  );
}
