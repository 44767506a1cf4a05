import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { cn } from '@/lib/cn';
import { ADMIN_NAV } from '@/features/admin/admin-nav';

/** The admin area: a navigation list beside the page (on small screens, rows that wrap so every item shows). */
export function AdminLayout() {
  return (
    <div className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row md:py-10">
      <nav aria-label="Admin" className="md:w-52 md:shrink-0">
        <ul className="-mx-1 flex flex-wrap gap-1 pb-1 md:mx-0 md:flex-col">
          {ADMIN_NAV.map((item) => (
            <li key={item.to} className="shrink-0">
              <NavLink
                to={item.to}
                end
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-ink-700 hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2',
                    isActive && 'bg-sand-100 text-ink-900',
                  )
                }
              >
                <item.icon aria-hidden="true" className="size-4" />
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
