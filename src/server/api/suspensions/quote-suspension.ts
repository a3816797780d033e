import type { SuspensionInput } from '~/domain/suspensions/input';
import type { SuspensionQuote } from '~/domain/suspensions/views';
import type { AppDeps, AuthContext } from '../../app-context';
import { evaluateInput } from './evaluate-input';
import { ownSuspendable } from './load-suspendable';
import { toQuote } from './suspension-view';

/**
 * POST /subscriptions/{subscriptionNumber}/suspensions/quote: the breakdown of a new suspension, checked
 * by every rule the creation checks, so that what is shown before "Vahvista" is what is saved.
 */
export async function quoteSuspension(
  { db, clock, env }: AppDeps,
  auth: AuthContext,
  number: string,
  input: SuspensionInput,
): Promise<SuspensionQuote> {
  const today = clock.today();
  const own = await ownSuspendable(db, auth, number, today);
  return toQuote(await evaluateInput(db, own, input, { today, env }));
}
