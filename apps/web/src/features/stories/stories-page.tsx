import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, BookOpen, CheckCircle2 } from 'lucide-react';
import { levelGroup, LEVEL_ORDER, type StoryListEntry } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LEVEL_TITLES } from '@/lib/level-titles';
import { useStories } from './hooks';

/** Stories at /stories: graded reading by level, each with its done mark (docs/learning.md, "Stories"). */
export function StoriesPage() {
  const stories = useStories();
  const [params] = useSearchParams();
  const level = params.get('level');
  // Opened from a lesson's result (?level=A2): that level's shelf comes into view.
  useEffect(() => {
    if (!level || !stories.data) return;
    document.getElementById(`stories-${level}`)?.scrollIntoView({ block: 'start' });
  }, [level, stories.data]);

  let body;
  if (stories.isPending) {
    body = (
      <div role="status" aria-label="Loading stories" className="mt-6 grid gap-4 sm:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="h-36 animate-pulse rounded-card bg-sand-100" />
        ))}
      </div>
    );
  } else if (stories.isError) {
    body = (
      <Alert
        tone="danger"
        className="mt-6"
        actions={
          <Button size="sm" variant="outline" onClick={() => void stories.refetch()}>
            Try again
          </Button>
        }
      >
        Failed to load stories. Please try again.
      </Alert>
    );
  } else if (stories.data.length === 0) {
    body = <p className="py-12 text-center text-ink-700">No stories available at the moment.</p>;
  } else {
    const groups = LEVEL_ORDER.map((l) => ({
      level: l,
      group: stories.data.filter((s) => levelGroup(s.cefr_level) === l),
    })).filter((g) => g.group.length > 0);
    body = (
      <div className="mt-6 space-y-8">
        {groups.map(({ level: l, group }) => (
          <section key={l} id={`stories-${l}`} aria-labelledby={`stories-${l}-title`} className="scroll-mt-4">
            <h2 id={`stories-${l}-title`} className="mb-3 font-display text-xl font-semibold text-ink-900">
              {l} · {LEVEL_TITLES[l]}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {group.map((s) => (
                <StoryCard key={s.stable_id} story={s} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <section className="mx-auto w-full max-w-page px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1 rounded-control text-sm font-semibold text-ocean-700 hover:underline focus-visible:outline-3 focus-visible:outline-focus"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dashboard
      </Link>
      <h1 className="mt-3 font-display text-2xl font-bold text-ink-900 sm:text-3xl">Stories</h1>
      <p className="mt-1 text-ink-700">
        Read short Somali stories, listen to every line, tap a word for its meaning, then answer a few questions.
      </p>
      {body}
    </section>
  );
}

function StoryCard({ story }: { story: StoryListEntry }) {
  return (
    <li>
      <Link
        to={`/stories/${story.stable_id}`}
        className="flex h-full flex-col rounded-card border border-sand-200 bg-white p-5 shadow-card transition-colors hover:border-ocean-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <div className="flex items-start gap-3">
          <BookOpen aria-hidden="true" className="mt-1 size-6 shrink-0 text-ocean-600" />
          <div className="min-w-0 flex-1">
            <h3 className="font-display text-lg font-semibold text-ink-900" lang="so">
              {story.title}
            </h3>
            <p className="text-sm font-semibold text-ink-700">{story.title_english}</p>
            <p className="mt-1 text-sm text-ink-700">{story.description}</p>
          </div>
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-4 text-sm text-ink-700">
          <span>
            {story.line_count} lines · {story.question_count} questions
          </span>
          {story.completed ? (
            <Badge tone="success" className="ml-auto">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              Done · {story.xp_earned} XP
            </Badge>
          ) : (
            <span className="ml-auto">Up to {story.max_xp} XP</span>
          )}
        </div>
      </Link>
    </li>
  );
}
