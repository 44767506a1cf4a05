/** The route table's modules, each loaded on demand (build-plugins/route-table.ts writes this module). */
declare module 'virtual:hadal-route-modules' {
  const routeModules: Readonly<Record<string, (() => Promise<Record<string, unknown>>) | undefined>>;
  export default routeModules;
}
