import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';
import { routeModuleNames, routePaths, routeTable, type RouteEntry, type RoutePath } from '../src/app/route-table';
import { FIRST_ANSWERS_GLOBAL } from '../src/lib/first-answers';
import { STORAGE_KEYS } from '../src/lib/storage-keys';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The route table as the app runs it (router.tsx): each entry's `module` becomes `load`, its lazy
 * import (one per module, each its own chunk); `firstCalls`, which only this build needs, is left out.
 */
export const ROUTES_ID = 'virtual:hadal-routes';
const RESOLVED_ROUTES_ID = `\0${ROUTES_ID}`;

/** The cookie consent bar, shown (and loaded) only while a device has not chosen. */
export const CONSENT_MODULE = 'app/shell/cookie-consent-bar';

/** The source of the virtual module `virtual:hadal-routes`, made from `table`. */
export function routesSource(table: readonly RouteEntry[] = routeTable): string {
  const modules = routeModuleNames(table);
  const json = (value: unknown) => JSON.stringify(value);
  const entry = (route: RouteEntry): string => {
    const fields: string[] = [];
    if (route.path !== undefined) fields.push(`path:${json(route.path)}`);
    if (route.index) fields.push('index:true');
    if (route.module) fields.push(`load:m${modules.indexOf(route.module)}`);
    for (const key of ['component', 'guard', 'signedInTo', 'firstData'] as const)
      if (route[key] !== undefined) fields.push(`${key}:${json(route[key])}`);
    if (route.children) fields.push(`children:[${route.children.map(entry).join(',')}]`);
    return `{${fields.join(',')}}`;
  };
  const loaders = modules.map((module, i) => `const m${i} = () => import(${json(`@/${module}`)});`);
  return `${loaders.join('\n')}\nexport default [\n${table.map(entry).join(',\n')}\n];\n`;
}

/**
 * A route path as a regular expression over the address bar's path, as React Router matches it
 * (case-insensitive, an optional trailing slash, `:name` one segment, `*` the rest), and the
 * names of its parameters in order.
 */
export function pathPattern(path: string): { pattern: RegExp; params: string[] } {
  const params: string[] = [];
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) {
        params.push(segment.slice(1));
        return '/([^/]+)';
      }
      return `/${escape(segment)}`;
    });
  const body = segments.join('');
  const tail = body.endsWith('(?:/.*)?') ? '' : '/?';
  return { pattern: new RegExp(`^${body}${tail}$`, 'i'), params };
}

/** One path of the table as the start script has it: [pattern, params, files to preload, calls, signed-in, signed-in path]. */
type ScriptRoute = [pattern: RegExp, params: string[], files: string[], calls: string[], signedIn: 0 | 1, to: string];

/**
 * The classic script (run before the app's code) that adds the modulepreload links of the path
 * being opened (and of the cookie consent bar while no choice is stored) and starts the path's
 * `firstCalls` into window[FIRST_ANSWERS_GLOBAL] for the API client to take (lib/first-answers.ts):
 * a signed-in path's with the stored token and the time zone, a public path's only without a token.
 * A visitor holding a token on a path with `signedInTo` opens that path instead.
 * `files` gives each module's chunks (and what they import).
 */
export function startScript(
  paths: readonly RoutePath[],
  files: (modules: string[]) => string[],
  consentFiles: string[] = [],
): string {
  // Paths without parameters that need the same (chunks, calls) are one pattern: `^(?:/a/?|/b/?)$`.
  // Only the not-found path `*` overlaps others, and it stays last.
  const groups = new Map<string, { sources: string[]; route: ScriptRoute }>();
  for (const route of paths) {
    const { pattern, params } = pathPattern(route.path);
    const payload: ScriptRoute = [
      pattern,
      params,
      files(route.modules),
      route.firstCalls,
      route.signedIn ? 1 : 0,
      route.signedInTo ?? '',
    ];
    const key = params.length || route.path.endsWith('*') ? route.path : JSON.stringify(payload.slice(1));
    const source = pattern.source.slice(1, -1);
    const group = groups.get(key);
    if (group) group.sources.push(source);
    else groups.set(key, { sources: [source], route: payload });
  }
  const routes = [...groups.values()].map(({ sources, route: [, ...rest] }): ScriptRoute => {
    const pattern = new RegExp(sources.length > 1 ? `^(?:${sources.join('|')})$` : `^${sources[0]}$`, 'i');
    return [pattern, ...rest];
  });
  const table = routes
    .map(([pattern, ...rest]) => `[${String(pattern)},${rest.map((value) => JSON.stringify(value)).join(',')}]`)
    .join(',\n');
  return `(function(){var r=[${table}],p=location.pathname,t=null;
try{t=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.authToken)})}catch(e){}
function M(x){for(var i=0;i<r.length;i++){var m=r[i][0].exec(x);if(m)return [r[i],m]}return null}
var f=M(p);if(f&&t&&f[0][5]){p=f[0][5];f=M(p)}
var u=[],h={Accept:'application/json'},z='';
if(f&&f[0][3].length&&!!t===!!f[0][4]){var R=f[0],m=f[1];
if(t){h.Authorization='Bearer '+t;
try{var o=new Date().getTimezoneOffset(),k=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.timeZone)})||'null');if(k&&typeof k.zone==='string'&&k.zone&&k.offset===o)z=k.zone;else{z=Intl.DateTimeFormat().resolvedOptions().timeZone||'';if(z)localStorage.setItem(${JSON.stringify(STORAGE_KEYS.timeZone)},JSON.stringify({zone:z,offset:o}))}}catch(e){}
if(z)h['x-time-zone']=z}
R[3].forEach(function(x){R[1].forEach(function(n,j){x=x.replace(':'+n,function(){return m[j+1]})});u.push(x)})}
if(u.length&&typeof fetch==='function'){var a={};u.forEach(function(x){var q=fetch(x,{headers:h});q['catch'](function(){});a[x]={token:t||'',zone:z,at:Date.now(),response:q}});
window[${JSON.stringify(FIRST_ANSWERS_GLOBAL)}]=a}
function L(s){var l=document.createElement('link');l.rel='modulepreload';l.href='/'+s;document.head.appendChild(l)}
var n=null;try{n=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.cookieConsent)})}catch(e){}
if(!n)${JSON.stringify(consentFiles)}.forEach(L);
if(f)f[0][2].forEach(L)})();
`;
}

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

/**
 * The route table (src/app/route-table.ts) in the build: the table as the app runs it (the
 * virtual module `virtual:hadal-routes`, with the screens' lazy imports), and a small async start script (the CSP allows no inline script) that starts
 * downloading the opened path's chunks together with the entry, instead of after it, leaving out
 * what index.html already loads, and its first calls. A module of the table that is in no chunk
 * fails the build.
 */
export function routeTablePlugin(): Plugin {
  return {
    name: 'hadal:route-table',
    resolveId(id) {
      return id === ROUTES_ID ? RESOLVED_ROUTES_ID : null;
    },
    load(id) {
      return id === RESOLVED_ROUTES_ID ? routesSource() : null;
    },
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
            const isModule = (id: string | null) =>
              Boolean(
                id
                  ?.replace(/\\/g, '/')
                  .replace(/\.[cm]?[jt]sx?$/, '')
                  .endsWith(`/apps/web/src/${module}`),
              );
            const chunk =
              chunks.find((c) => isModule(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isModule));
            if (!chunk) throw new Error(`route-table: ${module} is in no chunk`);
            withStaticImports(bundle, chunk.fileName, files);
          }
          return [...files].filter((f) => !initial.has(f));
        };
        const source = startScript(routePaths(routeTable), filesOf, filesOf([CONSENT_MODULE]));
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/route-start-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const tag = `<script async src="/${fileName}"></script>`;
        html.source = String(html.source).replace(/(<script type="module")/, `${tag}\n    $1`);
      },
    },
  };
}
