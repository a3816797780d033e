import { START_IN_PAST_MESSAGE } from '~/domain/address-changes/date-rules';
import type { CompanyRequestFields } from '~/domain/company-requests/request-input';
import { availableRequestTypes } from '~/domain/company-requests/request-types';
import {
  type CompanyRequestResult,
  companyRequestNotice,
} from '~/domain/company-requests/request-view';
import type { AppDeps, AuthContext } from '../../app-context';
import { audit } from '../../audit';
import { companyChangeRequests } from '../../db/schema/delivery';
import { queueEmail } from '../../email/outbox';
import { fieldError } from '../../http/field-error';
import { customerServiceAnswer } from '../../address/customer-service-answer';
import { lockSubscription } from '../../db/lock-subscription';
import { companyRequestEmail } from './company-request-email';
import { typeNotAvailable } from './company-request-errors';
import { loadRequestContext } from './request-context';
import { type StoredRequest, toRequestSummary } from '../../company-requests/request-summary';
import { horizonProblem } from '~/domain/address-changes/date-rules';
import { dateHorizons } from '../../date-horizons';
import { suspensionLengthDays } from '~/domain/suspensions/breakdown';
import { lengthMessage } from '~/domain/suspensions/rules';
import { suspensionLimits } from '../../env';

/**
 * POST /subscriptions/{n}/company-requests (spec §6): the company admin's request for a change that customer
 * service then makes, stored with its audit row and confirmation e-mail in one transaction.
 * The answer says by when customer service handles it (1-3 working days, holidays counted).
 */
export async function createRequest(
  { db, clock, env }: AppDeps,
  auth: AuthContext,
  subscriptionNumber: string,
  input: CompanyRequestFields,
): Promise<CompanyRequestResult> {
  const today = clock.today();
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { changeType, ...request } = input;
    const ctx = await loadRequestContext(tx, auth, subscriptionNumber, today);
    if (!availableRequestTypes(ctx.format).includes(input.changeType)) throw typeNotAvailable();
    if (input.startDate !== undefined && input.startDate < today) {
      throw fieldError('startDate', START_IN_PAST_MESSAGE);
    }
    // The same horizons as a direct change: customer service would refuse nothing less.
    const problem = horizonProblem(
      {
        startDate: input.startDate ?? today,
        endDate: changeType === 'TEMPORARY_ADDRESS_CHANGE' ? (input.endDate ?? null) : null,
      },
      today,
      dateHorizons(env),
    );
    if (problem?.kind === 'field') throw fieldError(problem.field, problem.message);
    if (changeType === 'SUSPENSION' && input.startDate && input.endDate) {
      const limits = suspensionLimits(env);
      if (suspensionLengthDays(input.startDate, input.endDate) > limits.maxDays) {
        throw fieldError('endDate', lengthMessage('suspension-too-long', limits));
      }
    }
    const { sub, product } = ctx.own;
    await lockSubscription(tx, sub.id);
    const [row] = await tx
      .insert(companyChangeRequests)
      .values({
        subscriptionId: sub.id,
        accountId: auth.accountId,
        changeType,
        request: request satisfies StoredRequest,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('The processing request was not stored');
    const summary = toRequestSummary(row);
    const answer = customerServiceAnswer(today);
    await audit(tx, {
      accountId: auth.accountId,
      customerId: sub.customerId,
      action: 'COMPANY_REQUEST_SENT',
      entity: 'company_change_request',
      entityId: row.id,
      details: { subscriptionNumber: sub.subscriptionNumber, changeType },
      at: now,
    });
    await queueEmail(
      tx,
      companyRequestEmail({
        to: auth.username,
        companyName: ctx.companyName,
        productName: product.name,
        subscriptionNumber: sub.subscriptionNumber,
        request: summary,
        deadlineLabel: answer.deadlineLabel,
      }),
      now,
    );
    return {
      request: summary,
      deadline: answer.deadline,
      deadlineLabel: answer.deadlineLabel,
      notice: companyRequestNotice(answer.deadlineLabel),
    };
  });
}
