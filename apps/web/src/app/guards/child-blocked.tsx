import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { CHILD_REDIRECT_MS, DYNAMIC_LESSON_MESSAGES } from '@hadal/domain';
import { Alert } from '@/components/ui/alert';

/** Spec 02 §2: a child account on the dynamic or interactive lessons reads why, then goes to /dashboard after 2 seconds. */
export function ChildBlocked() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/dashboard', { replace: true }), CHILD_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Alert tone="warning">{DYNAMIC_LESSON_MESSAGES.childBlocked}</Alert>
    </div>
  );
}
