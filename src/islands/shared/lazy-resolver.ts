import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's zod resolver with the domain schema loaded on the first validation (the first
 * submit), not with the page: zod is about 24 KB gzipped, a third of the JavaScript budget of a
 * self-service page (docs/performance.md). The resolver's own module (@hookform/resolvers/zod)
 * comes with it. The schema is the same one the server handler parses.
 *
 *   resolver: lazyZodResolver(() => import('~/domain/auth/login').then((m) => m.loginInputSchema))
 *
 * `Out`: what the schema makes of the values (e.g. trimmed), when the form types it apart.
 */
export function lazyZodResolver<T extends FieldValues, Out extends FieldValues = T>(
  loadSchema: () => Promise<z.ZodType<Out, FieldValues>>,
): Resolver<T, unknown, Out> {
  let resolver: Promise<Resolver<T, unknown, Out>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<T, unknown, Out>,
      (error: unknown) => {
        resolver = undefined; // a failed download is tried again on the next submit
        throw error;
      },
    );
    return (await resolver)(values, context, options);
  };
}
