import { UserPlus, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ParentDashboardChild } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ChildCard, type ChildAction } from './components/child-card';
import type { ChildFormTarget } from './components/child-form-dialog';
import { errorMessage } from './error-message';
import { useContinueLearning, useDeleteChild, useParentDashboard, useResetChildProgress } from './hooks';

export const PARENT_DASHBOARD_MESSAGES = {
  empty: 'No Child Profiles Yet',
  loadFailed: 'Failed to load child profiles. Please try again.',
  resetFailed: 'Failed to reset progress. Please try again.',
  deleteFailed: 'Failed to delete child profile. Please try again.',
  continueFailed: 'Failed to open the child view. Please try again.',
};

// The dialogs (Radix dialog; the child form with react-hook-form and zod) load when first opened.
const ChildFormDialog = lazy(() =>
  import('./components/child-form-dialog').then((m) => ({ default: m.ChildFormDialog })),
);
const ChildProgressDialog = lazy(() =>
  import('./components/child-progress-dialog').then((m) => ({ default: m.ChildProgressDialog })),
);
const ConfirmDialog = lazy(() => import('@/components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

type Pending = { action: 'delete' | 'reset'; child: ParentDashboardChild } | null;

/** The parent dashboard (spec 01 §2): a card per child, the Add Child Profile modal and the card actions. */
export function ParentDashboardPage() {
  const dashboard = useParentDashboard();
  const [form, setForm] = useState<ChildFormTarget>(null);
  const [lessonsOf, setLessonsOf] = useState<{ id: number; name: string } | null>(null);
  const [confirming, setConfirming] = useState<Pending>(null);
  const remove = useDeleteChild();
  const reset = useResetChildProgress();
  const continueLearning = useContinueLearning();

  function onAction(action: ChildAction, child: ParentDashboardChild) {
    if (action === 'edit') setForm({ mode: 'edit', id: child.child_id });
    else if (action === 'lessons') setLessonsOf({ id: child.child_id, name: child.child_name });
    else if (action === 'continue') continueLearning.mutate(child.child_id);
    else {
      remove.reset();
      reset.reset();
      setConfirming({ action, child });
    }
  }

  const confirm = confirming?.action === 'delete' ? remove : reset;
  const children = dashboard.data?.children ?? [];
  const addChild = (
    <Button onClick={() => setForm({ mode: 'create' })} icon={<UserPlus aria-hidden="true" className="size-5" />}>
      Add Child Profile
    </Button>
  );

  return (
    <section className="mx-auto w-full max-w-page px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">Parent Dashboard</h1>
          <p className="mt-1 text-ink-700">Follow your children's Somali lessons, and learn alongside them.</p>
        </div>
        {children.length > 0 ? addChild : null}
      </div>

      {continueLearning.isError ? (
        <Alert tone="danger" className="mt-6">
          {errorMessage(continueLearning.error, PARENT_DASHBOARD_MESSAGES.continueFailed)}
        </Alert>
      ) : null}

      <div className="mt-6">
        {dashboard.isPending ? (
          <p role="status" className="py-10 text-center text-ink-700">
            Loading child profiles...
          </p>
        ) : dashboard.isError ? (
          <Alert
            tone="danger"
            actions={
              <Button size="sm" variant="outline" onClick={() => void dashboard.refetch()}>
                Try Again
              </Button>
            }
          >
            {PARENT_DASHBOARD_MESSAGES.loadFailed}
          </Alert>
        ) : children.length === 0 ? (
          <Card padding="lg" className="mx-auto max-w-xl text-center">
            <Users aria-hidden="true" className="mx-auto size-12 text-ocean-600" />
            <h2 className="mt-4 font-display text-2xl font-semibold text-ink-900">{PARENT_DASHBOARD_MESSAGES.empty}</h2>
            <p className="mt-2 text-ink-700">
              Add a profile for each child: they sign in with their own username and password, and you follow their
              progress here.
            </p>
            <div className="mt-6 flex justify-center">{addChild}</div>
          </Card>
        ) : (
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Child profiles">
            {children.map((child) => (
              <ChildCard
                key={child.child_id}
                child={child}
                totalLessons={dashboard.data.total_lessons_available}
                onAction={onAction}
                continuing={continueLearning.isPending && continueLearning.variables === child.child_id}
              />
            ))}
          </ul>
        )}
      </div>

      <Suspense fallback={null}>
        {form ? <ChildFormDialog target={form} onClose={() => setForm(null)} /> : null}
        {lessonsOf ? <ChildProgressDialog child={lessonsOf} onClose={() => setLessonsOf(null)} /> : null}
        {confirming ? (
          <ConfirmDialog
            open={confirming !== null}
            onOpenChange={(open) => (open ? undefined : setConfirming(null))}
            title={
              confirming?.action === 'delete'
                ? `Delete ${confirming.child.child_name}?`
                : `Reset ${confirming?.child.child_name ?? ''}'s progress?`
            }
            description={
              confirming?.action === 'delete'
                ? `This deletes ${confirming.child.child_name}'s profile with all lesson progress, XP and reviews. This cannot be undone.`
                : `All lesson progress and XP of ${confirming?.child.child_name ?? ''} will be cleared. This cannot be undone.`
            }
            confirmLabel={confirming?.action === 'delete' ? 'Delete' : 'Reset Progress'}
            pending={confirm.isPending}
            error={
              confirm.isError
                ? errorMessage(
                    confirm.error,
                    confirming?.action === 'delete'
                      ? PARENT_DASHBOARD_MESSAGES.deleteFailed
                      : PARENT_DASHBOARD_MESSAGES.resetFailed,
                  )
                : null
            }
            onConfirm={() => {
              if (!confirming) return;
              confirm.mutate(confirming.child.child_id, { onSuccess: () => setConfirming(null) });
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
