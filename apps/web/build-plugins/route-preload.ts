import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';
import {
  GUARD_CALL,
  PUBLIC_FIRST_CALLS,
  SCREEN_FIRST_CALLS,
  SIGNED_IN_HOME,
  SIGNED_IN_PATH,
} from '../src/app/shell/first-calls';
import { FIRST_ANSWERS_GLOBAL } from '../src/lib/first-answers';
import { STORAGE_KEYS } from '../src/lib/storage-keys';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Which screens' modules a first visit to a path needs (the lazy imports of src/app/router.tsx).
 * Checked at build time: a module that is no longer a chunk of its own fails the build.
 */
const GUARD = 'src/app/guards/require-auth.tsx';
export const ROUTE_MODULES: [pattern: string, modules: string[]][] = [
  ['^/$', ['src/features/landing/landing-page.tsx']],
  ['^/login/?$', ['src/features/auth/login-page.tsx']],
  ['^/(register|forgot-password|reset-password|verify-email)/?$', ['src/features/auth/routes.tsx']],
  ['^/dashboard/?$', [GUARD, 'src/features/lessons/dashboard/dashboard-page.tsx']],
  ['^/lesson/[^/]+/?$', [GUARD, 'src/app/lesson-screen.tsx']],
  ['^/review/?$', [GUARD, 'src/features/review/review-page.tsx']],
  ['^/stories(/[^/]+)?/?$', [GUARD, 'src/features/stories/routes.tsx']],
  ['^/placement/?$', [GUARD, 'src/features/placement/routes.tsx']],
  ['^/profile/?$', [GUARD, 'src/app/profile-screen.tsx']],
  ['^/parent-dashboard/?$', [GUARD, 'src/features/children/routes.tsx']],
  [
    '^/admin/?$',
    [GUARD, 'src/features/admin/components/admin-layout.tsx', 'src/features/admin/pages/admin-dashboard-page.tsx'],
  ],
  ['^/admin/.+$', [GUARD, 'src/features/admin/components/admin-layout.tsx', 'src/features/admin/routes.tsx']],
  ['^/support(/.*)?$', [GUARD, 'src/features/support/routes.tsx']],
];

/** The cookie consent bar, shown (and loaded) only while a device has not chosen. */
export const CONSENT_MODULE = 'src/app/shell/cookie-consent-bar.tsx';

function isChunk(item: OutputBundle[string] | undefined): item is OutputChunk {
  return item?.type === 'chunk';
}

/** A chunk's file and every chunk it imports statically, transitively. */
function withStaticImports(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (isChunk(chunk)) for (const imported of chunk.imports) withStaticImports(bundle, imported, into);
  return into;
}

const regexLiteral = (pattern: string | RegExp) =>
  typeof pattern === 'string' ? `/${pattern.replace(/\//g, '\\/')}/` : String(pattern);

/**
 * The classic script that adds the modulepreload links of the path being opened (and of the cookie
 * consent bar while no choice is stored) and, when a session is stored, starts the screen's first
 * calls (app/shell/first-calls.ts) with its token, or without one a public page's first calls, into
 * window[FIRST_ANSWERS_GLOBAL] for the API client to take (lib/first-answers.ts).
 */
export function preloadScript(routes: [string, string[]][], consentFiles: string[] = []): string {
  const table = routes.map(([pattern, files]) => `[${regexLiteral(pattern)},${JSON.stringify(files)}]`);
  const callTable = (calls: [RegExp, string[]][]) =>
    calls.map(([pattern, urls]) => `[${regexLiteral(pattern)},${JSON.stringify(urls)}]`).join(',');
  return `(function(){var r=[${table.join(',')}],p=location.pathname,t=null;
try{t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.authToken)})}catch(e){}
if(p==='/'&&t)p=${JSON.stringify(SIGNED_IN_HOME)};
var u=[],h={Accept:'application/json'},z='';
if(t&&${String(SIGNED_IN_PATH)}.test(p)){var c=[${callTable(SCREEN_FIRST_CALLS)}];u.push(${JSON.stringify(GUARD_CALL)});h.Authorization='Bearer '+t;
try{var o=new Date().getTimezoneOffset(),k=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.timeZone)})||'null');if(k&&typeof k.zone==='string'&&k.zone&&k.offset===o)z=k.zone;else{z=Intl.DateTimeFormat().resolvedOptions().timeZone||'';if(z)localStorage.setItem(${JSON.stringify(STORAGE_KEYS.timeZone)},JSON.stringify({zone:z,offset:o}))}}catch(e){}
if(z)h['x-time-zone']=z;
for(var j=0;j<c.length;j++){var m=c[j][0].exec(p);if(m){c[j][1].forEach(function(x){u.push(x.replace('$1',m[1]||''))});break}}}
else if(!t){var v=[${callTable(PUBLIC_FIRST_CALLS)}];for(var g=0;g<v.length;g++)if(v[g][0].test(p)){u=v[g][1];break}}
if(u.length&&typeof fetch==='function'){var a={};u.forEach(function(x){var q=fetch(x,{headers:h});q['catch'](function(){});a[x]={token:t||'',zone:z,at:Date.now(),response:q}});
window[${JSON.stringify(FIRST_ANSWERS_GLOBAL)}]=a}
function L(f){var l=document.createElement('link');l.rel='modulepreload';l.href='/'+f;document.head.appendChild(l)}
var n=null;try{n=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.cookieConsent)})}catch(e){}
if(!n)${JSON.stringify(consentFiles)}.forEach(L);
for(var i=0;i<r.length;i++)if(r[i][0].test(p)){r[i][1].forEach(L);return}})();
`;
}

/**
 * Starts downloading the screen a URL needs together with the entry, instead of after it: a small
 * async script (the CSP allows no inline script) adds <link rel="modulepreload"> for the route's
 * chunks and their imports, leaving out what index.html already preloads, and starts the signed-in
 * screen's first calls.
 */
export function routePreload(): Plugin {
  return {
    name: 'hadal:route-preload',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(isChunk);
        const entry = chunks.find((c) => c.isEntry);
        const html = bundle['index.html'];
        if (!entry || html?.type !== 'asset') return;
        const initial = withStaticImports(bundle, entry.fileName);
        /** The chunks `modules` need beyond what index.html already loads. */
        const filesOf = (modules: string[]) => {
          const files = new Set<string>();
          for (const module of modules) {
            const isModule = (id: string | null) => Boolean(id?.replace(/\\/g, '/').endsWith(`/apps/web/${module}`));
            const chunk =
              chunks.find((c) => isModule(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isModule));
            if (!chunk) throw new Error(`route-preload: ${module} is in no chunk`);
            withStaticImports(bundle, chunk.fileName, files);
          }
          return [...files].filter((f) => !initial.has(f));
        };
        const routes = ROUTE_MODULES.map(([pattern, modules]): [string, string[]] => [pattern, filesOf(modules)]);
        const source = preloadScript(routes, filesOf([CONSENT_MODULE]));
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const tag = `<script async src="/${fileName}"></script>`;
        html.source = String(html.source).replace(/(<script type="module")/, `${tag}\n    $1`);
      },
    },
  };
}
