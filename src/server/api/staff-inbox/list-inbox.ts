import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { KAIKKI_END_OPTION_LABELS } from '~/domain/cancellation/kaikki-texts';
import type { KaikkiEndOption } from '~/domain/cancellation/kaikki-texts';
import {
  COMPANY_REQUEST_TYPE_LABELS,
  type CompanyRequestType,
} from '~/domain/company-requests/request-types';
import { storedTopicLabel } from '~/domain/feedback/feedback-texts';
import {
  INBOX_LIMIT,
  type Inbox,
  type InboxItem,
  type InboxKind,
  type InboxQuery,
  excerptOf,
} from '~/domain/staff-inbox/inbox-views';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { kaikkiCancellationNotices } from '../../db/schema/cancellations';
import { companyChangeRequests } from '../../db/schema/delivery';
import { feedbackMessages } from '../../db/schema/feedback';
import { type StoredRequest, requestSummary } from '../../company-requests/request-summary';
import { requestsWithContext, toStaffView } from '../../company-requests/requests-with-context';

// GET /staff/inbox: the three tables customers write to, as one list, newest first.

const FEEDBACK_STATES = { OPEN: ['RECEIVED'], HANDLED: ['HANDLED'] } as const;
const REQUEST_STATES = { OPEN: ['PENDING'], HANDLED: ['DONE'] } as const;
const KAIKKI_STATES = { OPEN: ['RECEIVED'], HANDLED: ['PROCESSED'] } as const;

const statesOf = <T extends Record<'OPEN' | 'HANDLED', readonly string[]>>(
  states: T,
  wanted: InboxQuery['state'],
): string[] => (wanted === 'ALL' ? [...states.OPEN, ...states.HANDLED] : [...states[wanted]]);

const open = (state: string, states: Record<'OPEN', readonly string[]>) =>
  states.OPEN.includes(state) ? 'OPEN' : 'HANDLED';

const referenceOf = (id: string): string => `PA-${id.slice(0, 8).toUpperCase()}`;

async function feedback(db: Db, kind: 'COMPANY' | 'CONTACT', q: InboxQuery): Promise<InboxItem[]> {
  const rows = await db
    .select()
    .from(feedbackMessages)
    .where(
      and(
        eq(feedbackMessages.kind, kind),
        inArray(feedbackMessages.state, statesOf(FEEDBACK_STATES, q.state)),
      ),
    )
    .orderBy(desc(feedbackMessages.receivedAt))
    .limit(INBOX_LIMIT);
  return rows.map((r) => ({
    kind: kind === 'COMPANY' ? 'COMPANY_FEEDBACK' : 'CONTACT',
    id: r.id,
    reference: referenceOf(r.id),
    receivedAt: r.receivedAt.toISOString(),
    state: open(r.state, FEEDBACK_STATES),
    topic: storedTopicLabel(r.kind, r.topic),
    sender: r.contactEmail,
    excerpt: excerptOf(r.message),
  }));
}

async function companyRequests(db: Db, q: InboxQuery): Promise<InboxItem[]> {
  const rows = await requestsWithContext(db)
    .where(inArray(companyChangeRequests.status, statesOf(REQUEST_STATES, q.state)))
    .orderBy(desc(companyChangeRequests.createdAt))
    .limit(INBOX_LIMIT);
  return rows.map((r) => {
    const view = toStaffView(r);
    return {
      kind: 'COMPANY_REQUEST',
      id: view.id,
      reference: `tilaus ${view.subscriptionNumber}`,
      receivedAt: view.createdAt,
      state: open(r.request.status, REQUEST_STATES),
      topic: COMPANY_REQUEST_TYPE_LABELS[r.request.changeType as CompanyRequestType],
      sender: view.companyName,
      excerpt: excerptOf(requestSummary(r.request.request as StoredRequest)),
    };
  });
}

async function kaikkiNotices(db: Db, q: InboxQuery): Promise<InboxItem[]> {
  const rows = await db
    .select()
    .from(kaikkiCancellationNotices)
    .where(inArray(kaikkiCancellationNotices.status, statesOf(KAIKKI_STATES, q.state)))
    .orderBy(desc(kaikkiCancellationNotices.createdAt))
    .limit(INBOX_LIMIT);
  return rows.map((r) => ({
    kind: 'KAIKKI',
    id: r.id,
    reference: `+Kaikki-kuitti ${r.receiptNo}`,
    receivedAt: r.createdAt.toISOString(),
    state: open(r.status, KAIKKI_STATES),
    topic: `+Kaikki-irtisanominen: ${KAIKKI_END_OPTION_LABELS[r.endOption as KaikkiEndOption] ?? r.endOption}`,
    sender: `${r.firstName} ${r.lastName} <${r.email}>`,
    excerpt: excerptOf(r.reasonText),
  }));
}

const SOURCES: Record<InboxKind, (db: Db, q: InboxQuery) => Promise<InboxItem[]>> = {
  COMPANY_FEEDBACK: (db, q) => feedback(db, 'COMPANY', q),
  CONTACT: (db, q) => feedback(db, 'CONTACT', q),
  COMPANY_REQUEST: companyRequests,
  KAIKKI: kaikkiNotices,
};

/** How many of each kind wait for customer service. */
async function openCounts(db: Db): Promise<Inbox['open']> {
  const waiting = async (table: PgTable, where: SQL | undefined) =>
    (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
  const feedbackOf = (kind: string) =>
    and(eq(feedbackMessages.kind, kind), eq(feedbackMessages.state, 'RECEIVED'));
  return {
    COMPANY_FEEDBACK: await waiting(feedbackMessages, feedbackOf('COMPANY')),
    CONTACT: await waiting(feedbackMessages, feedbackOf('CONTACT')),
    COMPANY_REQUEST: await waiting(
      companyChangeRequests,
      eq(companyChangeRequests.status, 'PENDING'),
    ),
    KAIKKI: await waiting(
      kaikkiCancellationNotices,
      eq(kaikkiCancellationNotices.status, 'RECEIVED'),
    ),
  };
}

/** The inbox: the asked kind (or all) in the asked state, newest first, and what waits. */
export async function listInbox(db: Db, query: InboxQuery): Promise<Inbox> {
  const kinds = query.kind ? [query.kind] : (Object.keys(SOURCES) as InboxKind[]);
  const items = (await Promise.all(kinds.map((kind) => SOURCES[kind](db, query))))
    .flat()
    .sort((a, b) => b.receivedAt.localeCompare(a.receivedAt))
    .slice(0, INBOX_LIMIT);
  return { items, open: await openCounts(db) };
}
