import { useQueryClient } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { currentChildView, leaveChildView } from '@/lib/child-view';

/**
 * The child view banner (spec 02 §2 Application shell): 'Viewing as {child name}' with a 'Return to
 * Parent' button that restores the saved parent token and user type.
 */
export function ChildViewBanner() {
  // Read on every navigation: entering and leaving the child view both navigate.
  useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const view = currentChildView();
  if (!view) return null;

  async function returnToParent() {
    setLeaving(true);
    const next = await leaveChildView();
    // Everything cached was read with the child's token.
    queryClient.clear();
    setLeaving(false);
    navigate(next, { replace: true });
  }

  return (
    <div role="region" aria-label="Child view" className="border-b border-sun-300 bg-sun-100">
      <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <p className="flex items-center gap-2 font-semibold text-ink-900">
          <Eye aria-hidden="true" className="size-5 text-sun-800" />
          Viewing as {view.childName}
        </p>
        <Button size="sm" variant="outline" loading={leaving} onClick={() => void returnToParent()}>
          Return to Parent
        </Button>
      </div>
    </div>
  );
}
