/** The site's page routes, e.g. '/aihe/[topic]/[article]' (scripts/lib/vite-page-routes.mjs). */
declare module 'virtual:portal/page-routes' {
  const routes: string[];
  export default routes;
}
