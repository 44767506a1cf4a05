import {
  storyCompleteResponseSchema,
  storyListResponseSchema,
  storyReaderSchema,
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
  return storyListResponseSchema.parse(await api.get('/stories'));
}

/** GET /stories/{story_id}: the lines, their glosses and the questions (never their answers). */
export async function getStory(id: string): Promise<StoryReader> {
  return storyReaderSchema.parse(await api.get(`/stories/${encodeURIComponent(id)}`));
}

/** POST /stories/{story_id}/complete: the server grades the answers; the first pass grants XP. */
export async function completeStory(id: string, body: StoryCompleteRequest): Promise<StoryCompleteResponse> {
  return storyCompleteResponseSchema.parse(await api.post(`/stories/${encodeURIComponent(id)}/complete`, body));
}
